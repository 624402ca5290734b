import type { HtmlTagDescriptor } from 'vite';
import { describe, expect, it } from 'vitest';
import { education } from '../../../src/content/education.ts';
import { profile } from '../../../src/content/profile.ts';
import { skillGroups } from '../../../src/content/skills.ts';
import { languages } from '../../../src/content/languages.ts';
import { LANGUAGE_CODES } from '../../../src/config/language-codes.ts';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import { contentIn, FIRST_LANGUAGE } from '../../../src/lib/languages/site-content.ts';
import { buildHeadTags } from './head-tags.ts';
import { ownerHeadline } from './person-schema.ts';

const SITE = 'https://example.org/portfolio';
const tags = buildHeadTags({ profile, education, skillGroups }, SITE);

/** The `content` of the meta tag whose name or property is `id`. */
const metaContent = (id: string) =>
  tags.find((tag) => tag.tag === 'meta' && (tag.attrs?.property === id || tag.attrs?.name === id))?.attrs?.content;

const jsonLd = (list: HtmlTagDescriptor[]) => list.find((tag) => tag.attrs?.type === 'application/ld+json')?.children as string;

describe('buildHeadTags', () => {
  it('puts every tag in <head> but the JSON-LD, which waits at the end of <body>, after the first screen', () => {
    expect(tags.filter((tag) => tag.injectTo !== 'head').map((tag) => `${tag.attrs?.type} ${tag.injectTo}`)).toEqual(['application/ld+json body']);
  });

  it('points the canonical link and og:url at the site root', () => {
    expect(tags.find((tag) => tag.attrs?.rel === 'canonical')?.attrs?.href).toBe(`${SITE}/`);
    expect(metaContent('og:url')).toBe(`${SITE}/`);
  });

  it("gives a further language's page its own canonical and og:url, its locale first, and every page's alternates", () => {
    // The owner's first language, and another the product speaks as the site's second.
    const first = languages[0]!;
    const code = LANGUAGE_CODES.find((other) => other !== first.code)!;
    const further = languages.find((language) => language.code === code) ?? { code, tag: `${code}-CA` };
    const page = buildHeadTags({ profile, education, skillGroups }, SITE, { language: further.code, languages: [first, further] });
    const attrs = (rel: string) => page.filter((tag) => tag.attrs?.rel === rel && tag.attrs?.hreflang).map((tag) => `${tag.attrs?.hreflang} ${tag.attrs?.href}`);
    expect(page.find((tag) => tag.attrs?.rel === 'canonical')?.attrs?.href).toBe(`${SITE}/${code}/`);
    expect(page.find((tag) => tag.attrs?.property === 'og:url')?.attrs?.content).toBe(`${SITE}/${code}/`);
    expect(attrs('alternate')).toEqual([`${first.tag} ${SITE}/`, `${further.tag} ${SITE}/${code}/`, `x-default ${SITE}/`]);
    const ogLocale = (tag: string) => tag.replace('-', '_');
    expect(page.filter((tag) => String(tag.attrs?.property).startsWith('og:locale')).map((tag) => tag.attrs?.content)).toEqual([ogLocale(further.tag), ogLocale(first.tag)]);
  });

  it('gives a site in one language no alternates, and its own locale', () => {
    const single = buildHeadTags({ profile, education, skillGroups }, SITE, { language: 'en', languages: [{ code: 'en', tag: 'en-GB' }] });
    expect(single.filter((tag) => tag.attrs?.hreflang)).toEqual([]);
    expect(single.filter((tag) => String(tag.attrs?.property).startsWith('og:locale')).map((tag) => tag.attrs?.content)).toEqual(['en_GB']);
  });

  it('links the JSON Resume under the site\'s path, a GitHub Pages project site\'s or the host\'s root', () => {
    const alternate = (list: HtmlTagDescriptor[]) => list.find((tag) => tag.attrs?.rel === 'alternate' && tag.attrs?.type === 'application/json')?.attrs?.href;
    expect(alternate(tags)).toBe('/portfolio/resume.json');
    expect(alternate(buildHeadTags({ profile, education, skillGroups }, 'https://example.org'))).toBe('/resume.json');
  });

  it('describes the page for link previews from the content module', () => {
    expect(metaContent('og:type')).toBe('profile');
    expect(metaContent('og:title')).toBe(wordsIn(FIRST_LANGUAGE).page.title(profile.name));
    expect(metaContent('og:description')).toBe(profile.summary);
    expect(metaContent('author')).toBe(profile.name);
    expect(metaContent('twitter:card')).toBe('summary_large_image');
    expect(metaContent('twitter:description')).toBe(profile.summary);
  });

  it('gives an absolute share image with its size and a description', () => {
    expect(metaContent('og:image')).toBe(`${SITE}/og-image.png`);
    expect(metaContent('twitter:image')).toBe(`${SITE}/og-image.png`);
    expect(metaContent('og:image:width')).toBe('1200');
    expect(metaContent('og:image:height')).toBe('630');
    expect(metaContent('og:image:alt')).toContain(profile.name);
  });

  it('describes the page as a schema.org ProfilePage in its language, about the owner as a Person', () => {
    const page = JSON.parse(jsonLd(tags));
    expect(page).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage', url: `${SITE}/`, inLanguage: languages[0]!.tag });
    const person = { '@context': page['@context'], ...page.mainEntity };
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: profile.name,
      url: `${SITE}/`,
      image: `${SITE}/og-image.png`,
      ...(ownerHeadline(profile, education, FIRST_LANGUAGE) ? { jobTitle: ownerHeadline(profile, education, FIRST_LANGUAGE) } : {}),
      email: `mailto:${profile.email}`,
      ...(profile.phone ? { telephone: profile.phone } : {}),
      sameAs: Object.values(profile.social),
      alumniOf: education.map((entry) => ({ '@type': 'CollegeOrUniversity', name: entry.institution })),
    });
    // One address per place the owner lists (`City, Region | City, Region`).
    const places = profile.location.split('|').map((place) => place.split(',')[0]!.trim());
    expect(person.address.map((address: { addressLocality: string }) => address.addressLocality)).toEqual(places);
    const strongest = Object.values(skillGroups).flat().find((skill) => skill.level === 'Advanced');
    if (strongest) expect(person.knowsAbout).toContain(strongest.name);
    expect(person.knowsAbout.length).toBeLessThanOrEqual(8);
  });

  it('keeps content from closing the JSON-LD script', () => {
    const hostile = { ...profile, name: '</script><script>alert(1)</script>', summary: 'A & B <!-- c -->' };
    const serialized = jsonLd(buildHeadTags({ profile: hostile, education, skillGroups }, SITE));
    expect(serialized).not.toMatch(/[<>&]/);
    expect(serialized).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(serialized).mainEntity.name).toBe(hostile.name);
    expect(JSON.parse(serialized).mainEntity.description).toBe(hostile.summary);
  });

  it.skipIf(languages.length < 2)("points a further language's page at its own share card, resume and JSON-LD in its language", () => {
    for (const { code, tag } of languages.slice(1)) {
      const own = contentIn(code);
      const list = buildHeadTags({ profile: own.profile, education: own.education, skillGroups: own.skillGroups }, SITE, { language: code, languages });
      const content = (id: string) => list.find((entry) => entry.attrs?.property === id)?.attrs?.content;
      expect(content('og:image')).toBe(`${SITE}/${code}/og-image.png`);
      expect(list.find((entry) => entry.attrs?.type === 'application/json')?.attrs?.href).toBe(`/portfolio/${code}/resume.json`);
      const page = JSON.parse(jsonLd(list));
      expect(page).toMatchObject({ '@type': 'ProfilePage', url: `${SITE}/${code}/`, inLanguage: tag, mainEntity: { name: own.profile.name, description: own.profile.summary } });
    }
  });
});
