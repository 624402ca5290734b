import { describe, expect, it } from 'vitest';
import { savedFileEvent } from './saved-file.ts';

describe('savedFileEvent (the site at /)', () => {
  it('names the resume by its language, and the contact card', () => {
    expect(savedFileEvent('https://avery.example/resume.pdf', 'en-CA')).toBe('resume-downloaded-en');
    expect(savedFileEvent('https://avery.example/fr/resume.pdf', 'fr-CA')).toBe('resume-downloaded-fr');
    expect(savedFileEvent('https://avery.example/contact.vcf', 'en-CA')).toBe('contact-card-saved');
    expect(savedFileEvent('https://avery.example/fr/contact.vcf', 'fr-CA')).toBe('contact-card-saved');
  });
  it('is null for any other link', () => {
    expect(savedFileEvent('https://avery.example/#projects', 'en-CA')).toBeNull();
    expect(savedFileEvent('https://avery.example/resume.json', 'en-CA')).toBeNull();
    expect(savedFileEvent('https://www.linkedin.com/in/avery', 'en-CA')).toBeNull();
  });
});

describe('savedFileEvent (a GitHub Pages project site under /portfolio/)', () => {
  it('reads the language below the base', () => {
    expect(savedFileEvent('https://user.github.io/portfolio/resume.pdf', 'en-GB', '/portfolio/')).toBe('resume-downloaded-en');
    expect(savedFileEvent('https://user.github.io/portfolio/fr/resume.pdf', 'fr-CA', '/portfolio/')).toBe('resume-downloaded-fr');
    expect(savedFileEvent('https://user.github.io/resume.pdf', 'en-GB', '/portfolio/')).toBeNull();
  });
});
