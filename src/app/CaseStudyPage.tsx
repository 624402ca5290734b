import type { LanguageCode } from '@/config/language-codes.ts';
import { caseStudyPathOf, type CaseStudyView } from '@/lib/case-studies/case-study.ts';
import { pagePathOf } from '@/lib/languages/site-content.ts';
import { OfflineDetails } from '@/components/OfflineIndicator/OfflineIndicator.tsx';
import { CaseStudy } from '@/sections/CaseStudy/CaseStudy.tsx';
import { Footer } from '@/sections/Footer/Footer.tsx';
import { Header } from '@/sections/Header/Header.tsx';
import { Island, type IslandName } from './islands.tsx';
import { AppProviders } from './providers.tsx';

/** The islands a case study's page places. */
export const CASE_STUDY_ISLANDS: readonly IslandName[] = ['share'];

interface CaseStudyPageProps {
  language: LanguageCode;
  study: CaseStudyView;
  islandHtml?: Partial<Record<IslandName, string>>;
}

/**
 * A case study's page, beside the one page: the same header (its section links lead to the one
 * page, its language switch to this case study in the other language) and footer, and the study.
 */
export function CaseStudyPage({ language, study, islandHtml }: CaseStudyPageProps) {
  const elsewhere = { home: `${import.meta.env.BASE_URL}${pagePathOf(language)}`, pathIn: (other: LanguageCode) => caseStudyPathOf(other, study.slug) };
  return (
    <AppProviders language={language}>
      <Header language={language} elsewhere={elsewhere} />
      <main id="main" tabIndex={-1}>
        <CaseStudy language={language} study={study} share={<Island name="share" html={islandHtml?.share} />} />
      </main>
      <Footer language={language} />
      <OfflineDetails language={language} />
    </AppProviders>
  );
}
