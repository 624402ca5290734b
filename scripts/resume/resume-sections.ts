/**
 * What the resume says and in which order, drawn straight from the typed content in src/content
 * in one of the site's languages, with the product's words (headings, skill levels, "Present")
 * from the dictionary in the same language, so the PDF can never disagree with the page. Layout
 * decisions live in ./layout; every entry is one block for ./paging, so a page break never splits it.
 */
import type { Words } from '../../src/lib/languages/words.ts';
import { formatPeriod } from '../../src/lib/history/format-period.ts';
import { byGraduation, newestFirst } from '../../src/lib/history/newest-first.ts';
import type { Skill, SkillLevel } from '../../src/content/types.ts';
import { skillGroupList } from '../../src/lib/skills/skill-group-list.ts';
import type { GivingWay } from './gives-way.ts';
import { BULLET, COLORS, FONTS, SEPARATOR, bulletList, contentWidth, entryHeader, leftEdge, paragraph, printable, put, sectionHeading, writeRuns, type Pen } from './layout.ts';
import type { Run } from './run.ts';
import { optionalSectionsText, writeCredentials, writeSpokenLanguages } from './optional-sections.ts';
import { writeSection, type Pager } from './paging.ts';
import type { ResumeSource } from './resume-source.ts';

const LEVELS: SkillLevel[] = ['Advanced', 'Moderate', 'Beginner'];

/** `https://www.linkedin.com/in/x` reads better as `linkedin.com/in/x`. */
const displayUrl = (url: string): string => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

function writeHeader(pen: Pen, { content: { profile } }: ResumeSource): void {
  const { doc, size, space } = pen;
  const left = leftEdge(pen);
  const top = doc.y;
  const width = contentWidth(pen);
  const contacts: Run[] = [
    { text: profile.email, link: `mailto:${profile.email}` },
    ...(profile.phone ? [{ text: profile.phone, link: `tel:${profile.phone.replace(/[^\d+]/g, '')}` }] : []),
    { text: profile.location },
    // Each profile link is optional: only those the owner gave are printed.
    ...[profile.social.linkedin, profile.social.github]
      .filter((url): url is string => Boolean(url))
      .map((url) => ({ text: displayUrl(url), link: url })),
  ];
  // The contact column is measured first and drawn after the name, so the file's text starts
  // with the name, as a reader and an extractor that follows the drawing order (PDF.js) take it.
  doc.font(FONTS.regular).fontSize(size.small);
  const contactsWidth = Math.max(0, ...contacts.map((contact) => doc.widthOfString(printable(contact.text))));

  // The name and tagline wrap beside the contact column rather than run under it.
  const nameWidth = width - contactsWidth - 16;
  doc.font(FONTS.bold).fontSize(size.name).fillColor(COLORS.ink);
  put(pen, printable(profile.name), left, top, { width: nameWidth }, size.name);
  doc.font(FONTS.regular).fontSize(size.tagline).fillColor(COLORS.accent);
  put(pen, printable(profile.tagline), left, doc.y + 2, { width: nameWidth }, size.tagline);
  const textBottom = doc.y;

  doc.font(FONTS.regular).fontSize(size.small).fillColor(COLORS.body);
  contacts.forEach((contact, index) => {
    put(pen, printable(contact.text), left, top + 2 + index * space.contactLine, { width, align: 'right', link: contact.link ?? null }, size.small);
  });

  const ruleY = Math.max(textBottom + 4, top + 2 + contacts.length * space.contactLine + 4, top + 52 * (size.body / 9.5));
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(2).stroke(COLORS.accent);
  doc.x = left;
  doc.y = ruleY + 9;
}

/** A job's or a degree's entry: its header, its line about it and, unless they give way (./gives-way), its highlights. */
function writeHistoryEntry(pen: Pen, entry: { title: string; subtitle: string; aside: string; description: string; highlights?: readonly string[] }, leftOut: ReadonlySet<GivingWay>): void {
  entryHeader(pen, entry);
  paragraph(pen, entry.description);
  if (entry.highlights && entry.highlights.length > 0 && !leftOut.has('highlights')) bulletList(pen, entry.highlights);
}

function writeEducation(pen: Pen, pager: Pager, { content: { education }, words, language }: ResumeSource, leftOut: ReadonlySet<GivingWay>): void {
  writeSection(pen, pager, { label: 'Education', heading: words.resume.headings.education }, byGraduation(education), (entry) => entry.degree, (entry) =>
    writeHistoryEntry(pen, { title: entry.degree, subtitle: entry.institution, aside: formatPeriod(entry.period, language), description: entry.description, highlights: entry.highlights }, leftOut),
  );
}

function writeExperience(pen: Pen, pager: Pager, { content: { experience }, words, language }: ResumeSource, leftOut: ReadonlySet<GivingWay>): void {
  const section = { label: 'Experience', heading: words.resume.headings.experience, apart: pen.space.betweenEntries };
  writeSection(pen, pager, section, newestFirst(experience), (entry) => entry.title, (entry) =>
    writeHistoryEntry(pen, { title: entry.title, subtitle: entry.company, aside: formatPeriod(entry.period, language), description: entry.description, highlights: entry.highlights }, leftOut),
  );
}

function writeProjects(pen: Pen, pager: Pager, { content: { projects }, words, caseStudies }: ResumeSource): void {
  const section = { label: 'Projects', heading: words.resume.headings.projects, apart: pen.space.betweenEntries };
  writeSection(pen, pager, section, projects, (project) => project.title, (project) => {
    // A project's title opens its case study, where it has one.
    const caseStudy = caseStudies.get(project.id);
    entryHeader(pen, { title: project.title, ...(caseStudy ? { link: caseStudy } : {}) });
    paragraph(pen, project.description);
    if (project.technologies.length === 0) return;
    writeRuns(
      pen,
      [
        { text: words.resume.labelled(words.resume.builtWith), font: FONTS.bold, color: COLORS.accent, size: pen.size.small },
        { text: project.technologies.join(SEPARATOR), color: COLORS.accent, size: pen.size.small },
      ],
      leftEdge(pen),
      pen.doc.y + 1,
      contentWidth(pen),
    );
  });
}

/**
 * A group as one paragraph across the page: its title, then each level and its skills, strongest
 * first (`Programming Languages: Advanced Python, C / C++ · Moderate MATLAB`). One text flow per
 * group: side-by-side columns of skills read to pdftotext (and so to applicant-tracking systems)
 * as a table, row across row, and each group's skills came out under another group's title.
 */
function writeSkillGroup(pen: Pen, title: string, skills: Skill[], words: Words): void {
  const levels = LEVELS.map((level) => ({ level, names: skills.filter((skill) => skill.level === level).map((skill) => skill.name) })).filter(
    ({ names }) => names.length > 0,
  );
  const runs: Run[] = [{ text: words.resume.labelled(title), font: FONTS.bold, color: COLORS.ink }];
  levels.forEach(({ level, names }, index) => {
    runs.push({ text: `${index > 0 ? SEPARATOR : ''}${words.skills.levels[level]} `, color: COLORS.muted }, { text: names.join(', '), color: COLORS.body });
  });
  writeRuns(pen, runs, leftEdge(pen), pen.doc.y, contentWidth(pen));
}

function writeSkills(pen: Pen, pager: Pager, { content: { skillGroups, skillGroupTitles }, words }: ResumeSource): void {
  const section = { label: 'Skills', heading: words.resume.headings.skills, apart: pen.space.betweenEntries / 2 };
  writeSection(pen, pager, section, skillGroupList(skillGroups, skillGroupTitles), (group) => group.title, (group) => writeSkillGroup(pen, group.title, group.skills, words));
}

function writeInterests(pen: Pen, pager: Pager, { content: { interests }, words }: ResumeSource): void {
  if (interests.length === 0) return;
  pager.block(pen, 'Interests', () => sectionHeading(pen, words.resume.headings.interests), true);
  pager.block(pen, 'Interests: the list', () => paragraph(pen, interests.map((interest) => interest.title).join(SEPARATOR)));
}

/**
 * Lays the whole resume out from the document's current position, breaking pages between blocks;
 * `leftOut`: the parts that give way to keep it to two pages (./gives-way).
 */
export function writeResume(pen: Pen, pager: Pager, source: ResumeSource, leftOut: ReadonlySet<GivingWay> = new Set()): void {
  pager.block(pen, 'the name and contact lines', () => writeHeader(pen, source));
  pager.block(pen, 'the summary', () => paragraph(pen, source.content.profile.summary));
  writeEducation(pen, pager, source, leftOut);
  writeExperience(pen, pager, source, leftOut);
  writeProjects(pen, pager, source);
  writeSkills(pen, pager, source);
  writeCredentials(pen, pager, source, leftOut);
  writeSpokenLanguages(pen, pager, source);
  if (!leftOut.has('interests')) writeInterests(pen, pager, source);
}

/** The PDF's keywords: every skill by name, then each project's technologies, each once. */
export function resumeKeywords({ content: { skillGroups, skillGroupTitles, projects } }: ResumeSource): string[] {
  const skills = skillGroupList(skillGroups, skillGroupTitles).flatMap((group) => group.skills.map((skill) => skill.name));
  return [...new Set([...skills, ...projects.flatMap((project) => project.technologies)])];
}

/** Every text the resume prints, as it prints it, for choosing a font that has all its glyphs. */
export function resumeText({ content, words, language }: ResumeSource): string {
  const { profile, education, experience, projects, skillGroups, skillGroupTitles, interests } = content;
  const skills = Object.values(skillGroups).flat().map((skill) => skill.name);
  const headings = Object.values(words.resume.headings).map((heading) => heading.toUpperCase());
  return printable(
    [
      JSON.stringify(profile),
      ...education.flatMap((entry) => [entry.degree, entry.institution, formatPeriod(entry.period, language), entry.description, ...(entry.highlights ?? [])]),
      ...experience.flatMap((entry) => [entry.title, entry.company, formatPeriod(entry.period, language), entry.description, ...(entry.highlights ?? [])]),
      ...projects.flatMap((project) => [project.title, project.description, ...project.technologies]),
      ...Object.values(skillGroupTitles).map((title) => words.resume.labelled(title)),
      ...skills,
      ...interests.map((interest) => interest.title),
      ...optionalSectionsText({ content, language }),
      ...(education.some((entry) => entry.highlights?.length) || experience.some((entry) => entry.highlights?.length) ? [BULLET] : []),
      words.resume.labelled(words.resume.builtWith),
      SEPARATOR,
      ...Object.values(words.skills.levels),
      ...headings,
    ].join('\n'),
  );
}
