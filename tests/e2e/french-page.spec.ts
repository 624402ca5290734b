/**
 * The page of every language after the first (the sample's French, at `fr/`): every word it
 * shows is that language's, from the owner's content (contentIn) and the product's dictionary
 * (wordsIn); both banners; the dates in its own months; and no word of the first language left
 * in the page's chrome. The first page is page-content.spec.ts's and contact.spec.ts's.
 */
import { wordsIn, type Words } from '../../src/lib/languages/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { sectionsInOrder } from '../../src/config/navigation.ts';
import { OFFLINE_BADGE_ATTRIBUTE } from '../../src/config/page-seams.ts';
import { formatPeriod } from '../../src/lib/history/format-period.ts';
import { byGraduation, newestFirst } from '../../src/lib/history/newest-first.ts';
import { contentIn, FIRST_LANGUAGE, languageTag, pagePathOf, SITE_LANGUAGES, TRANSLATIONS } from '../../src/lib/languages/site-content.ts';
import { skillGroupList } from '../../src/lib/skills/skill-group-list.ts';
import type { Locator, Page } from '@playwright/test';
import { contactForm } from '../support/contact-form.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForGalleryReady } from '../support/interactive-sections.ts';
import { untranslatedTexts, wholePhrase } from '../support/untranslated-texts.ts';

/**
 * The specification's two banners as each language's page must word them, written here and not
 * read from the dictionary, so a changed dictionary is caught (contact-form.ts states English).
 */
const SPEC_BANNERS: Record<LanguageCode, { success: string; error: string }> = {
  en: { success: 'Thank you! Your message has been sent successfully.', error: 'Oops! Something went wrong. Please try again later.' },
  fr: { success: 'Merci\u202f! Votre message a bien été envoyé.', error: "Oups\u202f! Une erreur s'est produite. Veuillez réessayer plus tard." },  es: { success: '¡Gracias! Tu mensaje se envió correctamente.', error: '¡Uy! Algo salió mal. Inténtalo de nuevo más tarde.' },
  pt: { success: 'Agradeço o contato! Sua mensagem foi enviada com sucesso.', error: 'Ops! Algo deu errado. Tente novamente mais tarde.' },
  de: { success: 'Vielen Dank! Ihre Nachricht wurde erfolgreich gesendet.', error: 'Hoppla! Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.' },
  ar: { success: 'شكرًا لك! أُرسلت رسالتك بنجاح.', error: 'عذرًا! حدث خطأ ما. يُرجى المحاولة مرة أخرى لاحقًا.' },
};

/** The spec's two banners in `language`, as written out above. */
const specBanners = (language: LanguageCode): { success: string; error: string } => {
  const banners = SPEC_BANNERS[language];
  if (!banners) throw new Error(`this spec writes out no banners in ${language}`);
  return banners;
};

const OTHER_LANGUAGES = SITE_LANGUAGES.slice(1).map(({ code }) => code);

test.skip(OTHER_LANGUAGES.length === 0, 'the site has one language (src/content/languages.ts): there is no other page to check');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const listHolding = (scope: Locator, text: string) => scope.getByRole('list').filter({ hasText: text }).last();
/** An element's text that holds `parts` in this order and nothing else around them. */
const inOrder = (...parts: string[]) => new RegExp(`^${parts.map(escapeRegExp).join('.*')}$`);

/** Every period of the page, as `language` prints them: the first language's must not be left. */
const periodsIn = (language: LanguageCode) => {
  const { experience, education } = contentIn(language);
  return [...experience, ...education].map((entry) => formatPeriod(entry.period, language));
};

/**
 * What the page in `language` must not show: the first language's texts (dictionary, content,
 * dates) that `language` words otherwise, unless its own texts (dictionary, translation, dates)
 * use them too. The language switch names the other language in its own words ("English" on
 * the French page), so the languages' own names are left out.
 */
function untranslatedOn(language: LanguageCode): string[] {
  const words = (of: LanguageCode) => ({ ...wordsIn(of), language: undefined });
  const tree = (of: LanguageCode) => ({ words: words(of), content: contentIn(of), periods: periodsIn(of) });
  return untranslatedTexts(tree(FIRST_LANGUAGE), tree(language), { words: words(language), translation: TRANSLATIONS[language], periods: periodsIn(language) });
}

/**
 * The page's texts as a reader or a screen reader meets them in its present state: each rendered
 * element's text and labels, screen-reader-only text included, but not what is not rendered (a
 * closed menu: the test opens it) nor an `aria-label` that an `aria-labelledby` overrides (the
 * gallery's row of dots, which Mantine labels in English).
 */
function pageTexts(page: Page) {
  return page.evaluate(() => {
    const texts: { where: string; text: string }[] = [];
    const rendered = (element: Element) => element.checkVisibility() && !element.closest('script, style, noscript, template');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent!.replace(/\s+/g, ' ').trim();
      if (text && parent && rendered(parent)) texts.push({ where: `text of <${parent.localName}>`, text });
    }
    for (const element of document.body.querySelectorAll('*')) {
      if (!rendered(element)) continue;
      for (const name of ['aria-label', 'aria-roledescription', 'aria-description', 'title', 'alt', 'placeholder']) {
        if (name === 'aria-label' && element.hasAttribute('aria-labelledby')) continue;
        const text = element.getAttribute(name);
        if (text?.trim()) texts.push({ where: `${name} of <${element.localName}>`, text });
      }
    }
    texts.push({ where: 'the title', text: document.title });
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.push({ where: 'the description', text: description });
    texts.push({ where: 'the visible text', text: document.body.innerText.replace(/\s+/g, ' ') });
    return texts;
  });
}

/** A phrase of the first language found on the page: which, where, and in what text. */
interface Leftover {
  phrase: string;
  where: string;
  text: string;
}
const described = ({ phrase, where, text }: Leftover) => `"${phrase}" in ${where}: ${text.slice(0, 120)}`;

/** Where `page` shows a phrase of `untranslated`. */
async function leftovers(page: Page, untranslated: string[]): Promise<Leftover[]> {
  const patterns = untranslated.map((phrase) => ({ phrase, pattern: wholePhrase(phrase) }));
  return (await pageTexts(page)).flatMap(({ where, text }) => patterns.filter(({ pattern }) => pattern.test(text)).map(({ phrase }) => ({ phrase, where, text })));
}

async function openPage(page: Page, language: LanguageCode) {
  await page.goto(`/${pagePathOf(language)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', languageTag(language));
}

test('each other language’s page reads its own words: header, hero, projects, skills, about with its dates, gallery, contact, footer', async ({ page }) => {
  for (const language of OTHER_LANGUAGES) {
    await test.step(language, async () => {
      const { profile, projects, skillGroups, skillGroupTitles, experience, education, interests, gallery, pageText } = contentIn(language);
      const words = wordsIn(language);
      await openPage(page, language);
      await expect(page).toHaveTitle(words.page.title(profile.name));
      await expect(page.getByRole('link', { name: words.page.skipLink })).toHaveAttribute('href', '#main');

      // The header's links: this language's words, to the same sections as the first page's
      // (shown or not: from which width the bar has room for them is header-fit's to say), the
      // Writing section's among them where the owner's feed fills one.
      const firstPage = await (await page.request.get('/')).text();
      const links = page.getByRole('navigation', { name: words.header.mainNavigation, exact: true, includeHidden: true }).getByRole('link', { includeHidden: true });
      const labels: Record<string, string> = { ...words.header.sections, ...words.header.optionalSections };
      const shown = (await page.locator('#writing').count()) > 0 ? (['writing'] as const) : [];
      const sections = sectionsInOrder(shown).map((id) => [id, labels[id]!] as const);
      await expect(links).toHaveText(sections.map(([, label]) => label));
      for (const [index, [id]] of sections.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `#${id}`);
        expect(firstPage, `the first page links #${id} too`).toContain(`href="#${id}"`);
        await expect(page.locator(`#${id}`)).toHaveCount(1);
      }
      const resume = page.getByRole('link', { name: words.header.downloadResume, exact: true, includeHidden: true });
      await expect(resume).toHaveAttribute('href', /\.pdf$/);
      const pdf = await page.request.get((await resume.getAttribute('href'))!);
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      await expect(page.getByRole('button', { name: words.header.toggleTheme })).toBeVisible();

      const hero = page.locator('#home');
      await expect(hero.getByText(profile.greeting, { exact: true })).toBeVisible();
      await expect(hero.getByRole('heading', { level: 1 })).toHaveAccessibleName(profile.name);
      await expect(hero.getByText(profile.tagline, { exact: true })).toBeVisible();
      await expect(hero.getByText(profile.summary, { exact: true })).toBeVisible();
      await expect(hero.getByRole('link', { name: words.hero.viewWork, exact: true })).toHaveAttribute('href', '#projects');
      await expect(hero.getByRole('link', { name: words.hero.contactMe, exact: true })).toHaveAttribute('href', '#contact');
      await expect(hero.getByRole('link', { name: words.hero.scrollToProjects })).toHaveAttribute('href', '#projects');
      await expect(hero.getByRole('img', { name: profile.portraitAlt, exact: true })).toBeAttached();

      for (const [id, text] of Object.entries({ projects: pageText.projects, skills: pageText.skills, about: pageText.about, gallery: pageText.gallery, contact: pageText.contact })) {
        await expect(page.locator(`#${id}`).getByRole('heading', { level: 2 })).toHaveText(text.title);
        if (text.subtitle) await expect(page.locator(`#${id}`).getByText(text.subtitle, { exact: true })).toBeAttached();
      }

      const cards = page.locator('#projects article');
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(projects.map((project) => project.title));
      for (const [index, project] of projects.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('img')).toHaveAttribute('alt', project.imageAlt);
        await expect(card.locator('p')).toHaveText(project.description);
        await expect(card.getByRole('list', { name: words.projects.technologies, exact: true }).getByRole('listitem')).toHaveText(project.technologies);
        for (const kind of ['code', 'demo', 'writeUp'] as const) {
          const href = project.links?.[kind];
          if (href) await expect(card.getByRole('link', { name: words.page.opensInNewTab(words.projects.linkTo(words.projects.links[kind], project.title)) })).toHaveAttribute('href', href);
        }
      }

      const groups = skillGroupList(skillGroups, skillGroupTitles);
      const groupCards = page.locator('#skills article');
      await expect(groupCards.getByRole('heading', { level: 3 })).toHaveText(groups.map((group) => group.title));
      for (const [index, group] of groups.entries()) {
        const rows = groupCards.nth(index).locator('li');
        await expect(rows).toHaveText(group.skills.map((skill) => inOrder(skill.name, words.skills.levels[skill.level])));
      }

      // About: every job and degree with its dates in this language's months (`sept. 2023 – aujourd'hui`).
      const about = page.locator('#about');
      await expect(about.getByRole('heading', { level: 3 })).toHaveText([pageText.about.experience, pageText.about.education, pageText.about.interests].filter((title) => title !== undefined));
      const jobs = listHolding(about, newestFirst(experience)[0]!.title).getByRole('listitem');
      await expect(jobs).toHaveText(newestFirst(experience).map((job) => inOrder(job.title, job.company, formatPeriod(job.period, language), job.description)));
      const degrees = listHolding(about, byGraduation(education)[0]!.degree).getByRole('listitem');
      await expect(degrees).toHaveText(byGraduation(education).map((entry) => inOrder(entry.degree, entry.institution, formatPeriod(entry.period, language), entry.description)));
      const tiles = listHolding(about, interests[0]!.title).getByRole('listitem');
      await expect(tiles).toHaveText(interests.map((interest) => inOrder(interest.title, interest.blurb)));

      await waitForGalleryReady(page);
      await expect(page.locator('#gallery figcaption')).toHaveText(gallery.map((item) => item.caption));
      for (const [index, item] of gallery.entries()) {
        const slide = page.locator('#gallery figure').nth(index);
        await expect(slide.getByRole('img')).toHaveAttribute('alt', item.alt);
        await expect(slide.getByRole('button')).toHaveAttribute('aria-label', words.gallery.enlarge(item.caption));
      }
      await expect(page.locator(`#gallery [aria-roledescription="${words.gallery.carouselRole}"]`)).toHaveAttribute('aria-label', words.gallery.carousel);
      const slides = page.locator(`#gallery [aria-roledescription="${words.gallery.slideRole}"]`);
      await expect(slides).toHaveCount(gallery.length);
      await expect(slides.first()).toHaveAttribute('aria-label', words.gallery.slideOf(1, gallery.length));
      await expect(page.getByRole('button', { name: words.gallery.previous, exact: true })).toBeAttached();
      await expect(page.getByRole('button', { name: words.gallery.next, exact: true })).toBeAttached();
      await expect(page.locator('#gallery').getByRole('tab').first()).toHaveAccessibleName(words.gallery.showPhoto(1, gallery.length));

      const contact = page.locator('#contact');
      await expect(contact.getByRole('heading', { level: 3 })).toHaveText([pageText.contact.infoTitle, pageText.contact.formTitle ?? words.contact.formTitle]);
      if (pageText.contact.infoLead) await expect(contact.getByText(pageText.contact.infoLead, { exact: true })).toBeVisible();
      for (const label of [words.contact.info.email, words.contact.info.location, ...(profile.phone ? [words.contact.info.phone] : [])]) {
        await expect(contact.getByText(label, { exact: true }).first()).toBeVisible();
      }
      await expect(contact.getByText(profile.location, { exact: true })).toBeVisible();
      const form = contactForm(page, { ...words.contact, banners: specBanners(language) });
      for (const field of [form.name, form.email, form.subject, form.message]) await expect(field).toHaveAttribute('required', '');
      await expect(form.submit).toHaveText(words.contact.send);

      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(profile.footerTagline, { exact: true })).toBeVisible();
      const elsewhere = footer.getByRole('list', { name: words.footer.elsewhere, exact: true });
      for (const [name, href] of Object.entries({ GitHub: profile.social.github, LinkedIn: profile.social.linkedin, Instagram: profile.social.instagram })) {
        if (href) await expect(elsewhere.getByRole('link', { name: words.page.opensInNewTab(name), exact: true })).toHaveAttribute('href', href);
      }
      await expect(elsewhere.getByRole('link', { name: words.footer.emailOwner(profile.name), exact: true })).toHaveAttribute('href', `mailto:${profile.email}`);
      const kit = footer.getByTestId('career-kit');
      await expect(kit.getByRole('heading')).toHaveText(pageText.careerKit?.title ?? words.careerKit.title);
      await expect(kit.getByText(pageText.careerKit?.intro ?? words.careerKit.intro, { exact: true })).toBeVisible();
      await expect(kit.getByRole('button', { name: words.careerKit.share, exact: true })).toBeVisible();
      await expect(kit.getByRole('button', { name: words.careerKit.showQr, exact: true })).toBeVisible();
      await expect(kit.getByRole('link', { name: words.careerKit.saveContact, exact: true })).toBeVisible();
      const rights = pageText.footer.rightsLine ? ` ${pageText.footer.rightsLine}` : '';
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${profile.name}.${rights}`);
    });
  }
});

test('each other language’s phone menu, offline badge and enlarged photo read its words, and no text of the first language is left anywhere', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of OTHER_LANGUAGES) {
    await test.step(language, async () => {
      const words = wordsIn(language);
      const untranslated = untranslatedOn(language);
      // Each state shows more of the chrome; what it leaves is reported once, and the test goes on to the next.
      const reported = new Set<string>();
      const expectNoneLeft = async (state: string) => {
        const fresh = (await leftovers(page, untranslated)).filter(({ phrase, where }) => {
          const key = `${phrase} in ${where}`;
          return !reported.has(key) && Boolean(reported.add(key));
        });
        expect.soft(fresh.map(described), `texts of the first language (${FIRST_LANGUAGE}) on the ${language} page, ${state}`).toEqual([]);
      };
      await openPage(page, language);
      await expectNoneLeft('as it loads');

      const menuButton = page.getByRole('button', { name: words.header.menu.button, exact: true });
      await expect(menuButton).toBeVisible();
      await menuButton.click();
      const menu = page.getByRole('navigation', { name: words.header.menu.navigation, exact: true });
      // The sections and the resume, in order (the language switch is languages.spec.ts's).
      await expect(menu.getByRole('link')).toContainText([...Object.values(words.header.sections), words.header.menu.downloadResume]);
      await expectNoneLeft('with the phone menu open');
      await page.keyboard.press('Escape');

      await context.setOffline(true);
      const offline = page.getByTestId('offline-indicator');
      await expect(offline).toContainText(words.header.offline.badge);
      // Where the page lists posts or repositories, it adds that their links need a connection.
      const linksElsewhere = (await page.locator(`main [${OFFLINE_BADGE_ATTRIBUTE}]`).count()) > 0;
      await expect(offline).toHaveAttribute('title', linksElsewhere ? `${words.header.offline.details} ${words.header.offline.outsideLinks}` : words.header.offline.details);
      await expectNoneLeft('offline');
      await context.setOffline(false);

      await waitForGalleryReady(page);
      const { gallery } = contentIn(language);
      await page.locator('#gallery figure').first().getByRole('button').click();
      const overlay = page.getByTestId('gallery-overlay');
      await expect(overlay.getByRole('heading')).toHaveText(gallery[0]!.caption);
      await expect(overlay.getByRole('button', { name: words.gallery.closeEnlarged, exact: true })).toBeVisible();
      await expectNoneLeft('with a photo enlarged');
    });
  }
});

test('both banners in each other language: a send the provider accepts, then one it refuses (500)', async ({ page, provider }) => {
  for (const language of OTHER_LANGUAGES) {
    await test.step(language, async () => {
      const words: Words = wordsIn(language);
      await openPage(page, language);
      const form = contactForm(page, { ...words.contact, banners: specBanners(language) });
      await provider.setFailureMode('slow', { delayMs: 500 });
      await form.send();
      await expect(form.submit).toHaveText(words.contact.sending);
      await expect(form.successBanner).toHaveText(specBanners(language).success);
      await expect(form.submit).toHaveText(words.contact.send);

      await provider.setFailureMode(500);
      await form.send();
      await expect(form.errorBanner).toHaveText(specBanners(language).error);
      await expect(form.note).toHaveText(words.contact.notes.waiting);
      expect((await leftovers(page, untranslatedOn(language))).map(described)).toEqual([]);
    });
  }
});
