import { describe, expect, it } from 'vitest';
import { education } from '@/content/education';
import { profile } from '@/content/profile';
import { skillGroups } from '@/content/skills';
import { buildPersonSchema, serializeJsonLd, studentTitle } from './person-schema.ts';

describe('studentTitle', () => {
  it('keeps the field of study without the degree abbreviation or the parenthetical', () => {
    expect(studentTitle('B.Eng. Mechatronics Engineering (Co-op)')).toBe('Mechatronics Engineering Student');
    expect(studentTitle('Mechanical Engineering')).toBe('Mechanical Engineering Student');
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
    const older = { degree: 'Diploma in Electronics', institution: 'A College', period: 'Sep 2019 – Apr 2021', description: 'Two years.' };
    const newer = { degree: 'B.Eng. Mechanical Engineering', institution: 'A University', period: 'Sep 2021 – Present', description: 'Ongoing.' };
    const person = buildPersonSchema({ profile, education: [older, newer], skillGroups }, 'https://example.org', '/og-image.png');
    expect(person.jobTitle).toBe('Mechanical Engineering Student');
  });
});
