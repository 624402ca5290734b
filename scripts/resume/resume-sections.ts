/**
 * What the resume says and in which order, drawn straight from the typed content in src/content,
 * so the PDF can never disagree with the page. Layout decisions live in ./layout.
 */
import type PDFDocument from 'pdfkit';
import { education } from '../../src/content/education';
import { experience } from '../../src/content/experience';
import { newestFirst } from '../../src/lib/history/newest-first';
import { interests } from '../../src/content/interests';
import { profile } from '../../src/content/profile';
import { projects } from '../../src/content/projects';
import { skillGroupTitles, skillGroups } from '../../src/content/skills';
import type { Skill, SkillLevel } from '../../src/content/types';
import {
  COLORS,
  FONTS,
  SIZES,
  SPACE,
  columns,
  contentWidth,
  entryHeader,
  gap,
  paragraph,
  sectionHeading,
  writeRuns,
  type Run,
} from './layout';

const LEVELS: SkillLevel[] = ['Advanced', 'Moderate', 'Beginner'];
const SEPARATOR = '  ·  ';

/** `https://www.linkedin.com/in/x` reads better as `linkedin.com/in/x`. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');
}

function writeHeader(doc: PDFDocument): void {
  const { left } = doc.page.margins;
  const top = doc.y;
  const width = contentWidth(doc);
  const contacts: Run[] = [
    { text: profile.email, link: `mailto:${profile.email}` },
    { text: profile.phone, link: `tel:${profile.phone.replace(/[^\d+]/g, '')}` },
    { text: profile.location },
    // Each profile link is optional: only those the owner gave are printed.
    ...[profile.social.linkedin, profile.social.github]
      .filter((url): url is string => Boolean(url))
      .map((url) => ({ text: displayUrl(url), link: url })),
  ];
  doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLORS.body);
  contacts.forEach((contact, index) => {
    doc.text(contact.text, left, top + 2 + index * 11.5, {
      width,
      align: 'right',
      link: contact.link ?? null,
    });
  });

  doc.font(FONTS.bold).fontSize(SIZES.name).fillColor(COLORS.ink);
  doc.text(profile.name, left, top, { lineBreak: false });
  doc.font(FONTS.regular).fontSize(SIZES.tagline).fillColor(COLORS.accent);
  doc.text(profile.tagline, left, top + SIZES.name + 4, { lineBreak: false });

  // Four contact lines fit beside the name; a fifth (LinkedIn and GitHub both given) moves the rule down.
  const ruleY = top + Math.max(52, 2 + contacts.length * 11.5 + 4);
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(2).stroke(COLORS.accent);
  doc.x = left;
  doc.y = ruleY + 9;
}

function writeEducation(doc: PDFDocument): void {
  sectionHeading(doc, 'Education');
  for (const entry of newestFirst(education)) {
    entryHeader(doc, { title: entry.degree, subtitle: entry.institution, aside: entry.period });
    paragraph(doc, entry.description);
  }
}

function writeExperience(doc: PDFDocument): void {
  sectionHeading(doc, 'Experience');
  newestFirst(experience).forEach((entry, index) => {
    if (index > 0) gap(doc, SPACE.betweenEntries);
    entryHeader(doc, { title: entry.title, subtitle: entry.company, aside: entry.period });
    paragraph(doc, entry.description);
  });
}

function writeProjects(doc: PDFDocument): void {
  sectionHeading(doc, 'Projects');
  projects.forEach((project, index) => {
    if (index > 0) gap(doc, SPACE.betweenEntries);
    entryHeader(doc, { title: project.title });
    paragraph(doc, project.description);
    const { left } = doc.page.margins;
    writeRuns(
      doc,
      [
        { text: 'Built with: ', font: FONTS.bold, color: COLORS.accent, size: SIZES.small },
        { text: project.technologies.join(SEPARATOR), color: COLORS.accent, size: SIZES.small },
      ],
      left,
      doc.y + 1,
      contentWidth(doc),
    );
  });
}

/** A group's title, then one line per level naming its skills, strongest first. */
function writeSkillGroup(doc: PDFDocument, title: string, skills: Skill[], x: number, width: number): void {
  const labelWidth = 54;
  doc.font(FONTS.bold).fontSize(SIZES.body).fillColor(COLORS.ink);
  doc.text(title, x, doc.y, { width });
  gap(doc, 1.5);
  for (const level of LEVELS) {
    const names = skills.filter((skill) => skill.level === level).map((skill) => skill.name);
    if (names.length === 0) continue;
    const y = doc.y;
    doc.font(FONTS.regular).fontSize(SIZES.small).fillColor(COLORS.muted);
    doc.text(level, x, y + (SIZES.body - SIZES.small) * 0.8, { width: labelWidth, lineBreak: false });
    writeRuns(doc, [{ text: names.join(', '), color: COLORS.body }], x + labelWidth, y, width - labelWidth);
  }
}

function writeSkills(doc: PDFDocument): void {
  sectionHeading(doc, 'Skills');
  const groups = Object.keys(skillGroupTitles) as (keyof typeof skillGroupTitles)[];
  for (let row = 0; row < groups.length; row += 2) {
    if (row > 0) gap(doc, SPACE.betweenEntries);
    columns(
      doc,
      24,
      groups.slice(row, row + 2).map((group) => (x: number, width: number) => {
        writeSkillGroup(doc, skillGroupTitles[group], skillGroups[group], x, width);
      }),
    );
  }
}

function writeInterests(doc: PDFDocument): void {
  sectionHeading(doc, 'Interests');
  paragraph(doc, interests.map((interest) => interest.title).join(SEPARATOR));
}

/** Lays the whole resume out on the document's current page. */
export function writeResume(doc: PDFDocument): void {
  writeHeader(doc);
  paragraph(doc, profile.summary);
  writeEducation(doc);
  writeExperience(doc);
  writeProjects(doc);
  writeSkills(doc);
  writeInterests(doc);
}
