import { expect, test } from '../support/fixtures';
import { waitForGalleryReady } from '../support/interactive-sections';
import { waitForNameTyped } from '../support/typed-name';

test('the prerendered page hydrates without a warning or error in the console', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const response = await page.request.get('/');
  // The HTML itself carries the page: every section's text is there before any script runs.
  const html = await response.text();
  for (const text of ['Mechatronics. Creativity. Innovation.', 'Programming Languages', 'Work Experience', 'Get In Touch']) {
    expect(html).toContain(text);
  }
  await page.goto('/');
  await waitForNameTyped(page, 'Avery Quinn');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await waitForGalleryReady(page);
  expect(problems).toEqual([]);
});

test.describe('the page and its content', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('has the owner-name title and a language', async ({ page }) => {
    await expect(page).toHaveTitle('Avery Quinn Portfolio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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
    const title = page.getByRole('heading', { name: 'Skills', level: 2 });
    await expect(title).toBeInViewport();
    const headerBottom = await page.locator('body > #root header').first().evaluate((el) => el.getBoundingClientRect().bottom);
    await expect.poll(() => page.locator('#skills').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test('the hero greets, names, tags and links onward', async ({ page }) => {
    const hero = page.locator('#home');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveAccessibleName('Avery Quinn');
    await expect(hero.getByText('Mechatronics. Creativity. Innovation.')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'View My Work' })).toHaveAttribute('href', '#projects');
    await expect(hero.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', '#contact');
    await expect(hero.getByRole('img', { name: /portrait/i })).toBeVisible();
    // The arrow bounces, so reach it the keyboard's way.
    await hero.getByRole('link', { name: 'Scroll to projects' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeInViewport();
  });

  test('projects: three cards with image, title, description and technologies', async ({ page }) => {
    const cards = page.locator('#projects article');
    await expect(cards).toHaveCount(3);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText([/Prompt/, /Spikeball/, /Holographic/]);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img')).toHaveAttribute('alt', /.{10,}/);
      await expect(card.locator('p')).not.toHaveText('');
      expect(await card.getByRole('list', { name: 'Technologies' }).getByRole('listitem').count()).toBeGreaterThan(1);
    }
  });

  test('skills: four named groups, each row a name and a written level', async ({ page }) => {
    const groups = page.locator('#skills article');
    await expect(groups.getByRole('heading', { level: 3 })).toHaveText([
      'Programming Languages',
      'Softwares',
      'Hardware & Systems',
      'Tool Skills',
    ]);
    const rows = page.locator('#skills li');
    expect(await rows.count()).toBeGreaterThanOrEqual(16);
    for (const row of await rows.all()) {
      await expect(row).toHaveText(/.+(Advanced|Moderate|Beginner)$/);
    }
  });

  test('about: five jobs, one education entry, six interests', async ({ page }) => {
    const about = page.locator('#about');
    await expect(about.getByRole('list', { name: 'Work experience' }).getByRole('listitem')).toHaveCount(5);
    const education = about.getByRole('heading', { name: 'Education', level: 3 }).locator('..').getByRole('listitem');
    await expect(education).toHaveCount(1);
    const tiles = about.getByRole('heading', { name: 'Extracurricular Interests' }).locator('..').getByRole('listitem');
    await expect(tiles).toHaveCount(6);
    await expect(tiles).toContainText([/Plane/, /Calgary Hockey/, /F1/, /Downhill Skiing/, /Chess/, /Dad Jokes/]);
  });

  test('contact information and the footer', async ({ page }) => {
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: 'avery.quinn@example.com' })).toHaveAttribute('href', 'mailto:avery.quinn@example.com');
    await expect(contact.getByRole('link', { name: /555/ })).toHaveAttribute('href', 'tel:+15550100142');
    await expect(contact.getByText('Hamilton, ON | Calgary, AB')).toBeVisible();

    const footer = page.getByRole('contentinfo');
    for (const name of [/LinkedIn/, /Instagram/]) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(footer.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Avery Quinn`);
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
