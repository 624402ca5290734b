import { describe, expect, it } from 'vitest';
import { buildTables, type BenchSummary, type PageFigures } from './bench-rows.ts';
import type { LighthouseFigures } from './lighthouse-figures.ts';
import type { SitePage } from './site-pages.ts';

const lighthouse: LighthouseFigures = {
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 800,
  lcpMs: 900,
  tbtMs: 20,
  speedIndexMs: 900,
  cls: 0,
  totalTransferBytes: 120_000,
  firstLoadTransferBytes: 110_000,
  documentTransferBytes: 41_000,
  scriptTransferBytes: 2_000,
  requestCount: 12,
  styleLayoutMs: 180,
  benchmarkIndex: 2000,
};

function pageFigures(page: SitePage, scriptGzipBytes: number, desktop: LighthouseFigures | null): PageFigures {
  return {
    page,
    mobile: lighthouse,
    mobileDevtools: { ...lighthouse, tbtMs: 70 },
    desktop,
    entry: { scripts: [], stylesheets: [], scriptGzipBytes, stylesheetGzipBytes: 0, inlineScriptGzipBytes: 3000 },
    offline: { loadMs: 90, lcpMs: 190, reloads: [], heading: 'Name', lang: page.tag },
    interaction: { firstTaps: [{ control: 'theme toggle', network: 'loopback', afterLoadMs: 500, runsMs: [90], medianMs: 90 }], visits: [] },
  };
}

const ROOT: SitePage = { language: 'en', tag: 'en-CA', path: '', label: '/' };
const FRENCH: SitePage = { language: 'fr', tag: 'fr-CA', path: 'fr/', label: 'fr/' };

function summary(frenchEntryBytes: number, added: BenchSummary['additions'][number]['files']): BenchSummary {
  return {
    pages: [pageFigures(ROOT, 1842, lighthouse), pageFigures(FRENCH, frenchEntryBytes, null)],
    precache: { files: 106, transferBytes: 1_400_000, entries: [] },
    additions: [{ page: 'fr/', files: added, transferBytes: added.reduce((sum, file) => sum + file.transferBytes, 0) }],
    emailSdk: { path: '/assets/es-abc.js', rawBytes: 3548, gzipBytes: 1528 },
  };
}

const row = (tables: ReturnType<typeof buildTables>, title: string, label: RegExp) => tables.find((table) => table.title === title)!.rows.find((r) => label.test(r.label))!;

describe('buildTables', () => {
  it('gives each page a table, the second without desktop figures or bounds', () => {
    const tables = buildTables(summary(1842, []));
    expect(tables.map((table) => table.title)).toEqual(['/ (en-CA)', 'fr/ (fr-CA)', 'The site']);
    const performance = row(tables, 'fr/ (fr-CA)', /^Performance$/);
    expect([performance.mobile, performance.desktop, performance.verdicts.desktop, performance.target]).toEqual(['100', '–', 'none', '≥ 100 (mobile)']);
    expect(row(tables, '/ (en-CA)', /^Performance$/).desktop).toBe('100');
  });

  it('gives the real slowed load its rows, held to the mobile bounds', () => {
    const tables = buildTables(summary(1842, []));
    expect(row(tables, '/ (en-CA)', /^Total Blocking Time, real slowed load$/)).toMatchObject({ mobile: '70 ms', target: '≤ 50 ms', verdicts: { mobile: 'fail' } });
    expect(row(tables, 'fr/ (fr-CA)', /^Style and layout \(main thread\), real slowed load$/)).toMatchObject({ mobile: '180 ms', verdicts: { mobile: 'pass' } });
  });

  it('fails a page whose offline copy is another language’s', () => {
    const tables = buildTables(summary(1842, []));
    expect(row(tables, 'fr/ (fr-CA)', /<html lang>/)).toMatchObject({ mobile: 'fr-CA', verdicts: { mobile: 'pass' } });
    const offEnglish = summary(1842, []);
    offEnglish.pages[1]!.offline.lang = 'en-CA';
    expect(row(buildTables(offEnglish), 'fr/ (fr-CA)', /<html lang>/)).toMatchObject({ mobile: 'en-CA', target: 'fr-CA', verdicts: { mobile: 'fail' } });
  });

  it('holds each page’s entry JavaScript within 1 kB of the first page’s, either way', () => {
    expect(row(buildTables(summary(2842, [])), 'The site', /^Entry JS, fr\//)).toMatchObject({ mobile: '+1.0 kB', verdicts: { mobile: 'pass' } });
    expect(row(buildTables(summary(2843, [])), 'The site', /^Entry JS, fr\//).verdicts.mobile).toBe('fail');
    expect(row(buildTables(summary(800, [])), 'The site', /^Entry JS, fr\//)).toMatchObject({ mobile: '−1.0 kB', verdicts: { mobile: 'fail' } });
  });

  it('passes a language that adds its page and resume, warns on another file, fails on an image or without its page', () => {
    const page = { url: 'fr/index.html', transferBytes: 30_000, kind: 'page' as const };
    const resume = { url: 'fr/resume.pdf', transferBytes: 60_000, kind: 'resume' as const };
    const verdict = (files: BenchSummary['additions'][number]['files']) => row(buildTables(summary(1842, files)), 'The site', /adds/).verdicts.mobile;
    expect(verdict([page, resume])).toBe('pass');
    expect(verdict([page, resume, { url: 'assets/words-fr.js', transferBytes: 900, kind: 'other' }])).toBe('warn');
    expect(verdict([page, { url: 'assets/photo-fr.avif', transferBytes: 9000, kind: 'image' }])).toBe('fail');
    expect(verdict([resume])).toBe('fail');
    expect(verdict([page, resume, { url: 'fr/qr-code.svg', transferBytes: 900, kind: 'career kit' }])).toBe('warn');
    expect(row(buildTables(summary(1842, [page, resume])), 'The site', /adds/)).toMatchObject({ label: 'SW precache, fr/ adds (2 files)', mobile: '90.0 kB' });
  });

  it("reports the email SDK's chunk, which loads at the first send", () => {
    expect(row(buildTables(summary(1842, [])), 'The site', /Email SDK/)).toMatchObject({ label: 'Email SDK, at the first send (nothing after load), gzip -9', mobile: '1.5 kB' });
  });
});
