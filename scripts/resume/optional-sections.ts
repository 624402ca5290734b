/**
 * The resume's optional sections, each printed only where the owner's content has entries of its
 * kind: certificates, awards and publications (newest first, each one block for ./paging) and the
 * languages the owner speaks (one line). An owner with none of them gets the resume as it was.
 */
import { formatDate, newestDatedFirst } from '../../src/lib/history/dated-entries.ts';
import type { GivingWay } from './gives-way.ts';
import { COLORS, FONTS, SEPARATOR, contentWidth, entryHeader, leftEdge, paragraph, sectionHeading, writeRuns, type Pen } from './layout.ts';
import type { Run } from './run.ts';
import { writeSection, type Pager } from './paging.ts';
import type { ResumeSource } from './resume-source.ts';

interface DatedLine {
  title: string;
  by: string;
  date: string;
  link?: string;
  summary?: string;
}

/** A section of dated entries under its heading; the summaries left out when they give way. */
function writeDated(pen: Pen, pager: Pager, heading: string, label: string, entries: DatedLine[], leftOut: ReadonlySet<GivingWay>): void {
  writeSection(pen, pager, { label, heading, apart: pen.space.betweenEntries / 2 }, entries, (entry) => entry.title, (entry) => {
    entryHeader(pen, { title: entry.title, subtitle: entry.by, aside: entry.date, ...(entry.link ? { link: entry.link } : {}) });
    if (entry.summary && !leftOut.has('summaries')) paragraph(pen, entry.summary);
  });
}

export function writeCredentials(pen: Pen, pager: Pager, { content, words, language }: ResumeSource, leftOut: ReadonlySet<GivingWay>): void {
  const { headings } = words.resume;
  const date = (value: string) => formatDate(value, language);
  const certificates = newestDatedFirst(content.certificates).map((entry) => ({ title: entry.name, by: entry.issuer, date: date(entry.date), link: entry.url }));
  const awards = newestDatedFirst(content.awards).map((entry) => ({ title: entry.title, by: entry.awarder, date: date(entry.date), summary: entry.summary }));
  const publications = newestDatedFirst(content.publications).map((entry) => ({
    title: entry.title,
    by: entry.publisher,
    date: date(entry.date),
    link: entry.url,
    summary: entry.summary,
  }));
  writeDated(pen, pager, headings.certificates, 'Certificates', certificates, leftOut);
  writeDated(pen, pager, headings.awards, 'Awards', awards, leftOut);
  writeDated(pen, pager, headings.publications, 'Publications', publications, leftOut);
}

/** `French (Native speaker)  ·  English (Fluent)`: one line, each fluency in the owner's words. */
export function writeSpokenLanguages(pen: Pen, pager: Pager, { content: { spokenLanguages }, words }: ResumeSource): void {
  if (spokenLanguages.length === 0) return;
  pager.block(pen, 'Languages', () => sectionHeading(pen, words.resume.headings.spokenLanguages), true);
  const runs: Run[] = spokenLanguages.flatMap((spoken, index) => [
    { text: `${index > 0 ? SEPARATOR : ''}${spoken.language}`, font: FONTS.bold, color: COLORS.ink },
    { text: ` (${spoken.fluency})`, color: COLORS.body },
  ]);
  pager.block(pen, 'Languages: the list', () => writeRuns(pen, runs, leftEdge(pen), pen.doc.y, contentWidth(pen)));
}

/** Every text the optional sections print, for choosing a font that has all its glyphs. */
export function optionalSectionsText({ content, language }: Pick<ResumeSource, 'content' | 'language'>): string[] {
  return [
    ...content.certificates.flatMap((entry) => [entry.name, entry.issuer, formatDate(entry.date, language)]),
    ...content.awards.flatMap((entry) => [entry.title, entry.awarder, formatDate(entry.date, language), entry.summary ?? '']),
    ...content.publications.flatMap((entry) => [entry.title, entry.publisher, formatDate(entry.date, language), entry.summary ?? '']),
    ...content.spokenLanguages.flatMap((spoken) => [spoken.language, ` (${spoken.fluency})`]),
  ];
}
