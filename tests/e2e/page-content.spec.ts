import { wordsIn } from '../../src/lib/languages/words.ts';
import { awards } from '../../src/content/awards.ts';
import { certificates } from '../../src/content/certificates.ts';
import { education } from '../../src/content/education.ts';
import { experience } from '../../src/content/experience.ts';
import { interests } from '../../src/content/interests.ts';
import { pageText } from '../../src/content/page-text.ts';
import { profile } from '../../src/content/profile.ts';
import { projects } from '../../src/content/projects.ts';
import { publications } from '../../src/content/publications.ts';
import { skillGroups, skillGroupTitles } from '../../src/content/skills.ts';
import { spokenLanguages } from '../../src/content/spoken-languages.ts';
import { newestDatedFirst } from '../../src/lib/history/dated-entries.ts';
import { byGraduation, newestFirst } from '../../src/lib/history/newest-first.ts';
import { FIRST_LANGUAGE, languageTag } from '../../src/lib/languages/site-content.ts';
import { skillGroupList } from '../../src/lib/skills/skill-group-list.ts';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { waitForGalleryReady, waitForScrollToSettle } from '../support/interactive-sections.ts';
import { waitForNameTyped } from '../support/typed-name.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Text as React writes it into HTML (`&` as `&amp;`, quotes as entities), to find it in the served page. */
const asHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
/** The list in `scope` that holds `text` (the innermost, should lists nest): found by the content, not by a heading's words. */
const listHolding = (scope: Locator, text: string) => scope.getByRole('list').filter({ hasText: text }).last();
/** A list's own items, not those of a list inside one of them (a job's highlights). */
const itemsOf = (list: Locator) => list.locator(':scope > li, :scope > [role="listitem"]');

test('the prerendered page hydrates without a warning or error in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const response = await page.request.get('/');
  // The HTML itself carries the page: every section's text is there before any script runs.
  const html = await response.text();
  const [newestJob] = newestFirst(experience);
  const sectionTexts = [profile.tagline, projects[0]!.title, skillGroupList(skillGroups, skillGroupTitles)[0]!.title, pageText.about.experience, pageText.contact.title, newestJob?.title, profile.email];
  for (const text of sectionTexts.filter((value) => value !== undefined)) {
    expect(html).toContain(asHtml(text));
  }
  await page.goto('/');
  await waitForNameTyped(page, profile.name);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await waitForGalleryReady(page);
  expect(problems).toEqual([]);
});

test.describe('the page and its content', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has the owner-name title and a language', async ({ page }) => {
    await expect(page).toHaveTitle(`${profile.name} Portfolio`);
    await expect(page.locator('html')).toHaveAttribute('lang', languageTag(FIRST_LANGUAGE));
  });

  test('the header links every section and offers the resume as a download', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = ['Home', 'Projects', 'Skills', 'About', 'Gallery', 'Contact'];
    for (const label of expected) {
      const link = nav.getByRole('link', { name: label, exact: true });
      const anchor = `#${label.toLowerCase()}`;
      await expect(link).toHaveAttribute('href', anchor);
      await expect(page.locator(anchor)).toHaveCount(1);
    }
    const resume = page.getByRole('link', { name: 'Download My Resume' });
    await expect(resume).toHaveAttribute('download', /\.pdf$/);
    const response = await page.request.get((await resume.getAttribute('href'))!);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('button', { name: 'Toggle dark theme' })).toBeVisible();
  });

  test('clicking a header link scrolls its section under the fixed header', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Skills' }).click();
    await expect(page).toHaveURL(/#skills$/);
    const title = page.getByRole('heading', { name: pageText.skills.title, level: 2 });
    await expect(title).toBeInViewport();
    const headerBottom = await page.locator('body > #root header').first().evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(() => page.locator('#skills').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test('the hero greets, names, tags and links onward', async ({ page }) => {
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveAccessibleName(profile.name);
    await expect(hero.getByText(profile.tagline)).toBeVisible();
    await expect(hero.getByRole('link', { name: 'View My Work' })).toHaveAttribute('href', '#projects');
    await expect(hero.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '#contact');
    await expect(hero.getByRole('img', { name: profile.portraitAlt, exact: true })).toBeVisible();
    // The arrow bounces, so reach it the keyboard's way; a visitor presses Enter once focus is
    // seen, after any scroll that brought the arrow into view (a hero taller than the screen).
    await hero.getByRole('link', { name: 'Scroll to projects' }).focus();
    await waitForScrollToSettle(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: pageText.projects.title, level: 2 })).toBeInViewport();
  });

  test('projects: a card per project with image, title, description and technologies', async ({ page }) => {
    const cards = page.locator('#projects article');
    await expect(cards).toHaveCount(projects.length);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(projects.map((project) => project.title));
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('img')).toHaveAttribute('alt', project.imageAlt);
      await expect(card.locator('p')).toHaveText(project.description);
      await expect(card.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveText(project.technologies);
    }
    // The optional code / demo / write-up links: a button for each one the content gives.
    for (const [index, project] of projects.entries()) {
      const hrefs = [project.links?.code, project.links?.demo, project.links?.writeUp].filter(Boolean);
      await expect(cards.nth(index).getByRole('link', { name: /opens in a new tab/ })).toHaveCount(hrefs.length);
    }
  });

  test('skills: the named groups, each row a skill of the content and its written level', async ({ page }) => {
    const groups = page.locator('#skills article');
    const list = skillGroupList(skillGroups, skillGroupTitles);
    await expect(groups.getByRole('heading', { level: 3 })).toHaveText(list.map((group) => group.title));
    for (const [index, group] of list.entries()) {
      const rows = groups.nth(index).locator('li');
      await expect(rows).toHaveCount(group.skills.length);
      for (const skill of group.skills) {
        await expect(rows.filter({ hasText: skill.name }).first()).toHaveText(new RegExp(`${escapeRegExp(skill.name)}.*${skill.level}$`));
      }
    }
  });

  test('about: every job, education entry and interest in the content', async ({ page }) => {
    const about = page.locator('#about');
    const jobs = itemsOf(listHolding(about, newestFirst(experience)[0]!.title));
    await expect(jobs).toHaveCount(experience.length);
    // Newest first, whatever order the content lists them in.
    await expect(jobs).toContainText(newestFirst(experience).map((job) => job.title));
    const educationEntries = itemsOf(listHolding(about, byGraduation(education)[0]!.degree));
    await expect(educationEntries).toHaveCount(education.length);
    // By graduation: a degree stays above an exchange semester taken during it.
    await expect(educationEntries).toContainText(byGraduation(education).map((entry) => entry.degree));
    const tiles = listHolding(about, interests[0]!.title).getByRole('listitem');
    await expect(tiles).toHaveCount(interests.length);
    await expect(tiles).toContainText(interests.map((interest) => interest.title));
  });

  test("about: the optional kinds the content has, each under the product's heading, and no heading for one it has none of", async ({ page }) => {
    const about = page.locator('#about');
    const words = wordsIn(FIRST_LANGUAGE).about;
    const kinds = [
      { heading: words.certificates, titles: newestDatedFirst(certificates).map((entry) => entry.name) },
      { heading: words.awards, titles: newestDatedFirst(awards).map((entry) => entry.title) },
      { heading: words.publications, titles: newestDatedFirst(publications).map((entry) => entry.title) },
      { heading: words.spokenLanguages, titles: spokenLanguages.map((spoken) => spoken.language) },
    ];
    for (const { heading, titles } of kinds) {
      const title = about.getByRole('heading', { name: heading, level: 3, exact: true });
      if (titles.length === 0) {
        await expect(title).toHaveCount(0);
        continue;
      }
      const entries = itemsOf(listHolding(about, titles[0]!));
      await expect(entries).toHaveCount(titles.length);
      await expect(entries).toContainText(titles);
    }
    // Highlights: a list under their job or degree, one item each.
    for (const entry of [...experience, ...education].filter(({ highlights }) => highlights?.length)) {
      await expect(listHolding(about, entry.highlights![0]!).getByRole('listitem')).toHaveText(entry.highlights!);
    }
    // No header link for them: the specification's six (the test above), and Writing's where the page has that section.
    const writing = (await page.locator('#writing').count()) > 0 ? 1 : 0;
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveCount(6 + writing);
  });

  test('contact information and the footer', async ({ page }) => {
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: profile.email })).toHaveAttribute('href', `mailto:${profile.email}`);
    // The phone is optional: without one there is no tel: link at all.
    if (profile.phone) await expect(contact.getByRole('link', { name: profile.phone })).toHaveAttribute('href', `tel:${profile.phone.replace(/[^\d+]/g, '')}`);
    else await expect(contact.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(contact.getByText(profile.location)).toBeVisible();

    const footer = page.getByRole('contentinfo');
    // Each profile link is optional: the footer shows those the content gives.
    const profiles = { GitHub: profile.social.github, LinkedIn: profile.social.linkedin, Instagram: profile.social.instagram };
    for (const [name, href] of Object.entries(profiles)) {
      const link = footer.getByRole('link', { name: new RegExp(name) });
      if (!href) {
        await expect(link).toHaveCount(0);
        continue;
      }
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${profile.name}`);
  });

  test('the form has the four required fields, a 5-row message box and a submit button', async ({ page }) => {
    const form = page.locator('#contact form');
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
