/**
 * The case studies as a visitor meets them: from a project's card to its case study and back to
 * the same card; the language switch to the same case study; every one offline in the installed
 * app, at its own address with or without its slash; without JavaScript; on paper; and with no
 * axe violation in either theme. The owner's case studies come from the content (a site with none
 * skips these); the words are the product's, written here.
 */
import type { Page } from '@playwright/test';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { contentIn, pagePathOf, SITE_LANGUAGES } from '../../src/lib/languages/site-content.ts';
import { siteCaseStudies } from '../../scripts/case-studies/case-study-pages.ts';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { extractPdfText, flattened } from '../support/pdf-text.ts';
import { waitForServiceWorkerControl } from '../support/service-worker.ts';

const STUDIES = siteCaseStudies();
const [FIRST, SECOND] = SITE_LANGUAGES.map(({ code }) => code) as [LanguageCode, LanguageCode | undefined];
const firstStudy = STUDIES.find((study) => study.language === FIRST);
/** A case study's address under the base the tests serve at. */
const addressOf = (language: LanguageCode, slug: string) => `/${pagePathOf(language)}projects/${slug}/`;
const projectOf = (language: LanguageCode, id: number) => contentIn(language).projects.find((project) => project.id === id)!;

test.skip(!firstStudy, 'the site has no case study');

/** Every picture on the page decoded to real pixels (lazy ones scrolled to first). */
async function expectPicturesDrawn(page: Page) {
  for (const image of await page.locator('main img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
}

test("a card's case study link opens it, and its way back lands on the same card", async ({ page }) => {
  const { language, slug, project: id } = firstStudy!;
  const project = projectOf(language, id);
  await page.goto(`/${pagePathOf(language)}`);
  const link = page.getByRole('link', { name: `Read the case study: ${project.title}` });
  // The card's other links stay beside it.
  await link.click();
  await expect(page).toHaveURL(addressOf(language, slug));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
  await expect(page).toHaveTitle(new RegExp(project.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.getByRole('link', { name: 'Back to the projects' }).click();
  await expect(page).toHaveURL(new RegExp(`#project-${id}$`));
  const card = page.locator(`#project-${id}`);
  await expect(card).toBeInViewport();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title);
});

test('each case study leads to the ones before and after it, in the order of the projects', async ({ page }) => {
  const inOrder = contentIn(FIRST).projects.flatMap(({ id }) => STUDIES.filter((study) => study.language === FIRST && study.project === id));
  test.skip(inOrder.length < 2, 'one case study has no neighbour');
  await page.goto(addressOf(FIRST, inOrder[0]!.slug));
  await page.getByRole('link', { name: new RegExp(`Next case study.*${projectOf(FIRST, inOrder[1]!.project).title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
  await expect(page).toHaveURL(addressOf(FIRST, inOrder[1]!.slug));
});

test('the language switch opens the same case study in the other language', async ({ page }) => {
  test.skip(!SECOND, 'the site is in one language');
  const { slug, project } = firstStudy!;
  await page.goto(addressOf(FIRST, slug));
  await page.locator('header a[hreflang] >> visible=true').click();
  await expect(page).toHaveURL(addressOf(SECOND!, slug));
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${SECOND}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectOf(SECOND!, project).title);
});

test('every case study, in every language, opens offline in the installed app, with its pictures', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  for (const { language, slug, project } of STUDIES) {
    const address = addressOf(language, slug);
    // Its own page with or without the slash, never the one page.
    for (const asked of [address, address.replace(/\/$/, '')]) {
      await page.goto(asked);
      await expect(page.getByRole('heading', { level: 1 }), asked).toHaveText(projectOf(language, project).title);
    }
    await expectPicturesDrawn(page);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a case study reads whole: its title, its sections, its pictures and its way back', async ({ page }) => {
    const { language, slug, project } = firstStudy!;
    await page.goto(addressOf(language, slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectOf(language, project).title);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectPicturesDrawn(page);
    await expect(page.getByRole('link', { name: 'Back to the projects' })).toHaveAttribute('href', `/${pagePathOf(language)}#project-${project}`);
  });
});

test('an equation is drawn as MathML, with a real width', async ({ page }) => {
  const withMath = STUDIES.find((study) => JSON.stringify(study.body).includes('"tagName":"math"'));
  test.skip(!withMath, 'no case study has an equation');
  await page.goto(addressOf(withMath!.language, withMath!.slug));
  const math = page.locator('main math').first();
  await math.scrollIntoViewIfNeeded();
  expect((await math.boundingBox())?.width).toBeGreaterThan(10);
});

test.describe('on paper', () => {
  test.use({ colorScheme: 'dark' });

  for (const format of ['A4', 'Letter'] as const) {
    test(`prints on ${format} as a document: its title and body, black on white, without the page's controls`, async ({ page }) => {
      const { language, slug, project } = firstStudy!;
      await page.goto(addressOf(language, slug));
      await page.evaluate(() => document.fonts.ready);
      const { pageTexts } = await extractPdfText(await page.pdf({ format, printBackground: true }));
      const text = flattened(pageTexts.join('\n'));
      expect(text).toContain(flattened(projectOf(language, project).title));
      const firstHeading = await page.getByRole('heading', { level: 2 }).first().textContent();
      expect(text).toContain(flattened(firstHeading!));
      for (const control of ['Back to the projects', 'Share this case study', 'Next case study']) expect(text).not.toContain(control);
      console.log(`case study ${slug} on ${format}: ${pageTexts.length} page(s)`);
    });
  }

  test("writes out each outside link's address", async ({ page }) => {
    const linking = STUDIES.find((study) => JSON.stringify(study.body).includes('"href":"http'));
    test.skip(!linking, 'no case study links another site');
    await page.goto(addressOf(linking!.language, linking!.slug));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    const outside = page.locator('main .cs-body a[href^="http"]').first();
    const href = await outside.getAttribute('href');
    expect(await outside.evaluate((element) => getComputedStyle(element, '::after').content)).toContain(href!);
  });
});

for (const [colorScheme, width] of [['light', 1280], ['light', 390], ['dark', 390]] as const) {
  test(`a case study has no axe violations in the ${colorScheme} theme at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.emulateMedia({ colorScheme });
    // The one with an equation, if any: on a phone it scrolls sideways in its own box.
    const { language, slug } = STUDIES.find((study) => JSON.stringify(study.body).includes('"tagName":"math"')) ?? firstStudy!;
    await page.goto(addressOf(language, slug));
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await expectNoViolations(page);
  });
}
