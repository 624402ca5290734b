/**
 * What a page in another language adds to the precache: the files under its folder
 * (`fr/index.html`, `fr/resume.pdf`) and any other file its page names that the first page does
 * not (a chunk or an image of its own). Its page and its resume are expected; the images should
 * be the first page's, shared. The career kit's contact card and QR code, made per language
 * (they name the language's page), are told apart from other files.
 */
import { readFileSync } from 'node:fs';
import { basename, join, posix } from 'node:path';
import { CONTACT_CARD_FILE, QR_CODE_FILE } from '../../src/config/career-kit-files.ts';
import { RESUME_JSON_FILE, RESUME_PDF_FILE } from '../../src/config/resume-files.ts';
import type { PrecacheBytes, PrecachedFile } from './precache-bytes.ts';
import type { SitePage } from './site-pages.ts';

type AddedKind = 'page' | 'resume' | 'career kit' | 'image' | 'other';

interface AddedFile extends PrecachedFile {
  kind: AddedKind;
}

export interface LanguageAddition {
  /** The page's label: `fr/`. */
  page: string;
  files: AddedFile[];
  transferBytes: number;
}

const RESUME_FILES = new Set([RESUME_PDF_FILE, RESUME_JSON_FILE]);
const KIT_FILES = new Set([CONTACT_CARD_FILE, QR_CODE_FILE]);
const IMAGE = /\.(avif|webp|jpe?g|png|gif|svg|ico)$/i;

function kindOf(url: string): AddedKind {
  if (url.endsWith('.html')) return 'page';
  if (RESUME_FILES.has(basename(url))) return 'resume';
  if (KIT_FILES.has(basename(url))) return 'career kit';
  return IMAGE.test(url) ? 'image' : 'other';
}

/** Every file of the site a page names (src, href, srcset), as a path from the site's root. */
export function filesNamedBy(html: string, pagePath: string): Set<string> {
  const values = [...html.matchAll(/\s(?:src|href|srcset|imagesrcset)=["']([^"']+)["']/gi)].flatMap((match) =>
    match[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!),
  );
  const files = new Set<string>();
  for (const value of values) {
    const path = value.split(/[?#]/)[0]!;
    if (!path || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) continue;
    files.add(path.startsWith('/') ? path.slice(1) : posix.normalize(posix.join(pagePath, path)));
  }
  return files;
}

const readPage = (distDir: string, page: SitePage) => readFileSync(join(distDir, page.path, 'index.html'), 'utf8');

export function precacheAddedBy(distDir: string, precache: PrecacheBytes, page: SitePage, firstPage: SitePage): LanguageAddition {
  const namedByFirst = filesNamedBy(readPage(distDir, firstPage), firstPage.path);
  const namedByPage = filesNamedBy(readPage(distDir, page), page.path);
  const own = (url: string) => (page.path !== '' && url.startsWith(page.path)) || (namedByPage.has(url) && !namedByFirst.has(url));
  const files = precache.entries.filter((entry) => own(entry.url)).map((entry): AddedFile => ({ ...entry, kind: kindOf(entry.url) }));
  return { page: page.label, files, transferBytes: files.reduce((total, file) => total + file.transferBytes, 0) };
}
