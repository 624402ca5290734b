import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../../tests/support/temp-folder.ts';
import { sampleCaseStudiesIn } from './sample-files.ts';

const SAMPLE = '---\nproject: 1\n---\n## Why\n\nThe sample owner wrote this.\n';

/** A project root with the sample's list (one case study, by its hash) and these case-study files. */
function siteWith(files: Record<string, string>): string {
  const root = tempFolder('sample-files-');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('src/content/case-studies/en/sample.md', SAMPLE);
  const hash = createHash('sha256').update(readFileSync(join(root, 'src/content/case-studies/en/sample.md'))).digest('hex');
  write('scripts/content/sample-case-studies.json', JSON.stringify({ 'src/content/case-studies/en/sample.md': hash }));
  for (const [path, text] of Object.entries(files)) write(`src/content/case-studies/${path}`, text);
  return root;
}

describe('sampleCaseStudiesIn', () => {
  it("finds the sample's words under any name, and a Windows checkout's CRLF copy, but not an edited one", () => {
    const root = siteWith({ 'en/renamed.md': SAMPLE, 'fr/crlf.md': SAMPLE.replace(/\n/g, '\r\n'), 'en/mine.md': SAMPLE.replace('sample owner', 'owner') });
    expect(sampleCaseStudiesIn(join(root, 'src/content/case-studies'), join(root, 'scripts/content/sample-case-studies.json'))).toEqual(['en/renamed.md', 'en/sample.md', 'fr/crlf.md']);
  });
});
