/**
 * Reads a PDF's text with poppler's `pdftotext` in its default mode, the extractor many
 * applicant-tracking systems are built on. `null` when the binary is not installed
 * (scripts/install-test-browsers.sh installs Debian's poppler-utils).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const hasPdftotext = (): boolean => spawnSync('pdftotext', ['-v'], { encoding: 'utf8' }).error === undefined;

export function pdftotext(pdf: Uint8Array): string {
  const folder = mkdtempSync(join(tmpdir(), 'pdftotext-'));
  try {
    const file = join(folder, 'resume.pdf');
    writeFileSync(file, pdf);
    const result = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
    return result.stdout;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
