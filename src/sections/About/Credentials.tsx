import { IconAward, IconBook2, IconCertificate } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { formatDate, newestDatedFirst } from '@/lib/history/dated-entries.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { DatedEntryCard } from './DatedEntryCard.tsx';

/**
 * The owner's certificates, awards and publications, newest first, each kind under the product's
 * heading for it: optional kinds, so an owner with none of a kind sees no trace of it.
 */
export function Credentials({ language }: { language: LanguageCode }) {
  const { certificates, awards, publications } = contentIn(language);
  const { about } = wordsIn(language);
  const date = (value: string) => formatDate(value, language);
  return (
    <>
      <DatedEntryCard
        heading={about.certificates}
        icon={IconCertificate}
        language={language}
        entries={newestDatedFirst(certificates).map(({ id, name, issuer, url, ...entry }) => ({ id, title: name, by: issuer, date: date(entry.date), url }))}
      />
      <DatedEntryCard
        heading={about.awards}
        icon={IconAward}
        language={language}
        entries={newestDatedFirst(awards).map(({ id, title, awarder, summary, ...entry }) => ({ id, title, by: awarder, date: date(entry.date), summary }))}
      />
      <DatedEntryCard
        heading={about.publications}
        icon={IconBook2}
        language={language}
        entries={newestDatedFirst(publications).map(({ id, title, publisher, url, summary, ...entry }) => ({ id, title, by: publisher, date: date(entry.date), url, summary }))}
      />
    </>
  );
}
