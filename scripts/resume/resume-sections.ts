/**
 * What the resume says and in which order, drawn straight from the typed content in src/content,
 * so the PDF can never disagree with the page. Layout decisions live in ./layout; every entry is
 * one block for ./paging, so a page break never splits it.
 */
import { education } from '../../src/content/education';
import { experience } from '../../src/content/experience';
import { formatPeriod } from '../../src/lib/history/format-period';
import { byGraduation, newestFirst } from '../../src/lib/history/newest-first';
import { interests } from '../../src/content/interests';
import { profile } from '../../src/content/profile';
import { projects } from '../../src/content/projects';
import { skillGroupTitles, skillGroups } from '../../src/content/skills';
import type { Skill, SkillLevel } from '../../src/content/types';
import { skillGroupList } from '../../src/lib/skills/skill-group-list';
import { COLORS, FONTS, contentWidth, entryHeader, gap, leftEdge, paragraph, sectionHeading, writeRuns, type Pen, type Run } from './layout';
import type { Pager } from './paging';

const LEVELS: SkillLevel[] = ['Advanced', 'Moderate', 'Beginner'];
const SEPARATOR = '  ·  ';

/** `https://www.linkedin.com/in/x` reads better as `linkedin.com/in/x`. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

function writeHeader(pen: Pen): void {
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
  const contactsWidth = Math.max(0, ...contacts.map((contact) => doc.widthOfString(contact.text)));

  // The name and tagline wrap beside the contact column rather than run under it.
  const nameWidth = width - contactsWidth - 16;
  doc.font(FONTS.bold).fontSize(size.name).fillColor(COLORS.ink);
  doc.text(profile.name, left, top, { width: nameWidth });
  doc.font(FONTS.regular).fontSize(size.tagline).fillColor(COLORS.accent);
  doc.text(profile.tagline, left, doc.y + 2, { width: nameWidth });
  const textBottom = doc.y;

  doc.font(FONTS.regular).fontSize(size.small).fillColor(COLORS.body);
  contacts.forEach((contact, index) => {
    doc.text(contact.text, left, top + 2 + index * space.contactLine, { width, align: 'right', link: contact.link ?? null });
  });

  const ruleY = Math.max(textBottom + 4, top + 2 + contacts.length * space.contactLine + 4, top + 52 * (size.body / 9.5));
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(2).stroke(COLORS.accent);
  doc.x = left;
  doc.y = ruleY + 9;
}

function writeEducation(pen: Pen, pager: Pager): void {
  if (education.length === 0) return;
  pager.block(pen, 'Education', () => sectionHeading(pen, 'Education'), true);
  for (const entry of byGraduation(education)) {
    pager.block(pen, `Education: ${entry.degree}`, () => {
      entryHeader(pen, { title: entry.degree, subtitle: entry.institution, aside: formatPeriod(entry.period, 'en') });
      paragraph(pen, entry.description);
    });
  }
}

function writeExperience(pen: Pen, pager: Pager): void {
  if (experience.length === 0) return;
  pager.block(pen, 'Experience', () => sectionHeading(pen, 'Experience'), true);
  newestFirst(experience).forEach((entry, index) => {
    pager.block(pen, `Experience: ${entry.title}`, () => {
      if (index > 0) gap(pen, pen.space.betweenEntries);
      entryHeader(pen, { title: entry.title, subtitle: entry.company, aside: formatPeriod(entry.period, 'en') });
      paragraph(pen, entry.description);
    });
  });
}

function writeProjects(pen: Pen, pager: Pager): void {
  pager.block(pen, 'Projects', () => sectionHeading(pen, 'Projects'), true);
  projects.forEach((project, index) => {
    pager.block(pen, `Projects: ${project.title}`, () => {
      if (index > 0) gap(pen, pen.space.betweenEntries);
      entryHeader(pen, { title: project.title });
      paragraph(pen, project.description);
      if (project.technologies.length === 0) return;
      writeRuns(
        pen,
        [
          { text: 'Built with: ', font: FONTS.bold, color: COLORS.accent, size: pen.size.small },
          { text: project.technologies.join(SEPARATOR), color: COLORS.accent, size: pen.size.small },
        ],
        leftEdge(pen),
        pen.doc.y + 1,
        contentWidth(pen),
      );
    });
  });
}

/**
 * A group as one paragraph across the page: its title, then each level and its skills, strongest
 * first (`Programming Languages: Advanced Python, C / C++ · Moderate MATLAB`). One text flow per
 * group: side-by-side columns of skills read to pdftotext (and so to applicant-tracking systems)
 * as a table, row across row, and each group's skills came out under another group's title.
 */
function writeSkillGroup(pen: Pen, title: string, skills: Skill[]): void {
  const levels = LEVELS.map((level) => ({ level, names: skills.filter((skill) => skill.level === level).map((skill) => skill.name) })).filter(
    ({ names }) => names.length > 0,
  );
  const runs: Run[] = [{ text: `${title}: `, font: FONTS.bold, color: COLORS.ink }];
  levels.forEach(({ level, names }, index) => {
    runs.push({ text: `${index > 0 ? SEPARATOR : ''}${level} `, color: COLORS.muted }, { text: names.join(', '), color: COLORS.body });
  });
  writeRuns(pen, runs, leftEdge(pen), pen.doc.y, contentWidth(pen));
}

function writeSkills(pen: Pen, pager: Pager): void {
  const groups = skillGroupList(skillGroups, skillGroupTitles);
  if (groups.length === 0) return;
  pager.block(pen, 'Skills', () => sectionHeading(pen, 'Skills'), true);
  groups.forEach((group, index) => {
    pager.block(pen, `Skills: ${group.title}`, () => {
      if (index > 0) gap(pen, pen.space.betweenEntries / 2);
      writeSkillGroup(pen, group.title, group.skills);
    });
  });
}

function writeInterests(pen: Pen, pager: Pager): void {
  if (interests.length === 0) return;
  pager.block(pen, 'Interests', () => sectionHeading(pen, 'Interests'), true);
  pager.block(pen, 'Interests: the list', () => paragraph(pen, interests.map((interest) => interest.title).join(SEPARATOR)));
}

/** Lays the whole resume out from the document's current position, breaking pages between blocks. */
export function writeResume(pen: Pen, pager: Pager): void {
  pager.block(pen, 'the name and contact lines', () => writeHeader(pen));
  pager.block(pen, 'the summary', () => paragraph(pen, profile.summary));
  writeEducation(pen, pager);
  writeExperience(pen, pager);
  writeProjects(pen, pager);
  writeSkills(pen, pager);
  writeInterests(pen, pager);
}

/** The PDF's keywords: every skill by name, then each project's technologies, each once. */
export function resumeKeywords(): string[] {
  const skills = skillGroupList(skillGroups, skillGroupTitles).flatMap((group) => group.skills.map((skill) => skill.name));
  return [...new Set([...skills, ...projects.flatMap((project) => project.technologies)])];
}

/** Every text the resume prints, for choosing a font that has all its glyphs. */
export function resumeText(): string {
  const skills = Object.values(skillGroups).flat().map((skill) => skill.name);
  return [
    JSON.stringify(profile),
    ...education.flatMap((entry) => [entry.degree, entry.institution, formatPeriod(entry.period, 'en'), entry.description]),
    ...experience.flatMap((entry) => [entry.title, entry.company, formatPeriod(entry.period, 'en'), entry.description]),
    ...projects.flatMap((project) => [project.title, project.description, ...project.technologies]),
    ...Object.values(skillGroupTitles),
    ...skills,
    ...interests.map((interest) => interest.title),
    'Built with: · Advanced Moderate Beginner EDUCATION EXPERIENCE PROJECTS SKILLS INTERESTS',
  ].join('\n');
}
