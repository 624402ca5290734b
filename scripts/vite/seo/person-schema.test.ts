import { describe, expect, it } from 'vitest';
import { education } from '../../../src/content/education.ts';
import { profile } from '../../../src/content/profile.ts';
import { skillGroups } from '../../../src/content/skills.ts';
import { wordsIn } from '../../../src/lib/languages/words.ts';
import { contentIn, FIRST_LANGUAGE, languageTag, pagePathOf, SITE_LANGUAGES } from '../../../src/lib/languages/site-content.ts';
import { shareCardPath } from '../owner-art/share-card.ts';
import { buildPageSchema, buildPersonSchema, ownerHeadline, serializeJsonLd, studentTitle } from './person-schema.ts';

describe('studentTitle', () => {
  it('keeps the field of study without the degree abbreviation or the parenthetical', () => {
    expect(studentTitle('B.Eng. Mechatronics Engineering (Co-op)')).toBe('Mechatronics Engineering Student');
    expect(studentTitle('Mechanical Engineering')).toBe('Mechanical Engineering Student');
    expect(studentTitle('BSc Civil Engineering')).toBe('Civil Engineering Student');
    expect(studentTitle('MEng in Structural Engineering')).toBe('Structural Engineering Student');
    expect(studentTitle('Bachelor of Science in Geomatics')).toBe('Geomatics Student');
    expect(studentTitle('Marine Biology')).toBe('Marine Biology Student');
  });
});

describe('serializeJsonLd', () => {
  it('escapes the characters that could end a script element, and stays valid JSON', () => {
    const data = { text: '</script> & <!-- \u2028' };
    const serialized = serializeJsonLd(data);
    expect(serialized).toBe('{"text":"\\u003c/script\\u003e \\u0026 \\u003c!-- \\u2028"}');
    expect(JSON.parse(serialized)).toEqual(data);
  });
});

describe('buildPersonSchema', () => {
  it('gives one address per place, city and region apart, and links only the profiles given', () => {
    const owner = { ...profile, location: 'Hamilton, ON | Calgary', social: { github: 'https://github.com/someone' } };
    const person = buildPersonSchema({ profile: owner, education, skillGroups }, 'https://example.org', '/og-image.png');
    expect(person.address).toEqual([
      { '@type': 'PostalAddress', addressLocality: 'Hamilton', addressRegion: 'ON' },
      { '@type': 'PostalAddress', addressLocality: 'Calgary' },
    ]);
    expect(person.sameAs).toEqual(['https://github.com/someone']);
  });

  it('names the newest education as the current field of study', () => {
    const older = { id: 'electronics-diploma', degree: 'Diploma in Electronics', institution: 'A College', period: { start: '2019-09', end: '2021-04' }, description: 'Two years.' };
    const newer = { id: 'mechanical-beng', degree: 'B.Eng. Mechanical Engineering', institution: 'A University', period: { start: '2021-09', end: 'present' }, description: 'Ongoing.' };
    const { headline: _headline, ...noHeadline } = profile;
    const person = buildPersonSchema({ profile: noHeadline, education: [older, newer], skillGroups }, 'https://example.org', '/og-image.png', 'en');
    expect(person.jobTitle).toBe('Mechanical Engineering Student');
  });

  it('names the degree, not an exchange semester taken during it (it graduates later)', () => {
    const { headline: _headline, ...noHeadline } = profile;
    const degree = { id: 'civil-bsc', degree: 'BSc Civil Engineering', institution: 'A University', period: { start: '2022-09', end: '2026-06' }, description: 'Ongoing.' };
    const exchange = { id: 'erasmus-exchange', degree: 'Erasmus exchange semester', institution: 'Another University', period: { start: '2025-02', end: '2025-06' }, description: 'One term.' };
    const person = buildPersonSchema({ profile: noHeadline, education: [exchange, degree], skillGroups }, 'https://example.org', '/og-image.png', 'en');
    expect(person.jobTitle).toBe('Civil Engineering Student');
  });

  it("takes the owner's headline as the job title when there is one, and leaves out a phone that is not given", () => {
    const { phone: _phone, ...noPhone } = profile;
    const person = buildPersonSchema({ profile: { ...noPhone, headline: 'Structural engineer in training' }, education, skillGroups }, 'https://example.org', '/og-image.png');
    expect(person.jobTitle).toBe('Structural engineer in training');
    expect(person).not.toHaveProperty('telephone');
  });

  it('has no job title without a headline or any education', () => {
    expect(ownerHeadline({}, [])).toBeUndefined();
  });
});

describe('buildPageSchema, the page in each language', () => {
  const SITE = 'https://example.org/portfolio';

  it.each(SITE_LANGUAGES.map(({ code }) => code))('in %s: a ProfilePage in its language, about the owner in its content, pictured by its share card', (language) => {
    const content = contentIn(language);
    const page = buildPageSchema(language, SITE);
    const pageUrl = `${SITE}/${pagePathOf(language)}`;
    expect(page).toMatchObject({ '@context': 'https://schema.org', '@type': 'ProfilePage', url: pageUrl, inLanguage: languageTag(language) });
    expect(page.name).toBe(wordsIn(language).page.title(content.profile.name));
    expect(page.mainEntity).toMatchObject({ '@type': 'Person', name: content.profile.name, url: pageUrl, description: content.profile.summary });
    expect(page.mainEntity.image).toBe(`${SITE}${shareCardPath(language)}`);
    expect(page.mainEntity).not.toHaveProperty('@context');
  });

  it.runIf(SITE_LANGUAGES.slice(1).some(({ code }) => code === 'fr'))('puts the French page, a further one, under fr/ with its own card and tag', () => {
    const page = buildPageSchema('fr', SITE);
    expect(page.url).toBe(`${SITE}/fr/`);
    expect(page.inLanguage).toMatch(/^fr\b/);
    expect(page.mainEntity.image).toBe(`${SITE}/fr/og-image.png`);
  });

  it('the first language\'s owner is the Person the page has always described', () => {
    const { '@context': _context, ...person } = buildPersonSchema(contentIn(FIRST_LANGUAGE), SITE, shareCardPath(FIRST_LANGUAGE));
    expect(buildPageSchema(FIRST_LANGUAGE, SITE).mainEntity).toEqual(person);
  });

  it('names a job title in French only from the owner\'s own headline: the degree is read as English writes degrees', () => {
    const degree = { id: 'civil-bac', degree: 'Baccalauréat en génie civil', institution: 'Une université', period: { start: '2022-09', end: 'present' }, description: 'En cours.' };
    expect(ownerHeadline({}, [degree], 'fr')).toBeUndefined();
    expect(ownerHeadline({ headline: 'Étudiante en génie civil' }, [degree], 'fr')).toBe('Étudiante en génie civil');
    expect(ownerHeadline({}, [{ ...degree, degree: 'BSc Civil Engineering' }], 'en')).toBe('Civil Engineering Student');
  });
});
