/**
 * `npm run owner:swap -- <content set> [--into <checkout>]`: puts another owner's content in
 * place of the current one, as an owner replacing the sample would: the set's `content/*.ts`
 * over `src/content/`, its case studies (`content/case-studies/`, or none) in place of the
 * current owner's, and its images (drawn by its `images.ts`, or copied from its `images/`)
 * in place of everything under `src/assets/images/`. The second owner the gate tests is
 * `tests/fixtures/second-owner`. Undo in a git checkout with
 * `git restore src/content src/assets && git clean -fd src/content/case-studies src/assets`.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

/** A content file of the set as it reads in src/content. */
function swappedSource(contentSet: string, name: string): string {
  // A set beside the tests imports its types by alias (so the repo's type check covers it);
  // in src/content they sit next door.
  return readFileSync(join(contentSet, 'content', name), 'utf8').replaceAll("from '@/content/types.ts'", "from './types.ts'");
}

/** The set's content files, `content/*.ts`. */
function contentFiles(contentSet: string): string[] {
  const contentDir = join(contentSet, 'content');
  if (!existsSync(contentDir)) throw new Error(`${contentSet} has no content/ folder of *.ts files to swap in.`);
  return readdirSync(contentDir).filter((name) => name.endsWith('.ts'));
}

/** Whether `checkout` already holds the set's content, as `swapOwner` writes it. */
export function holdsContentSet(contentSet: string, checkout: string): boolean {
  return contentFiles(contentSet).every((name) => {
    const path = join(checkout, 'src/content', name);
    return existsSync(path) && readFileSync(path, 'utf8') === swappedSource(contentSet, name);
  });
}

export async function swapOwner(contentSet: string, checkout: string): Promise<string[]> {
  const files = contentFiles(contentSet);
  for (const name of files) writeFileSync(join(checkout, 'src/content', name), swappedSource(contentSet, name));
  // Left in place, the current owner's case studies would name projects the set does not have.
  const caseStudies = join(checkout, 'src/content/case-studies');
  rmSync(caseStudies, { recursive: true, force: true });
  if (existsSync(join(contentSet, 'content/case-studies'))) cpSync(join(contentSet, 'content/case-studies'), caseStudies, { recursive: true });
  const imagesDir = join(checkout, 'src/assets/images');
  rmSync(imagesDir, { recursive: true, force: true });
  if (existsSync(join(contentSet, 'images.ts'))) {
    const { writeImages } = (await import(pathToFileURL(resolve(contentSet, 'images.ts')).href)) as { writeImages: (dir: string) => Promise<void> };
    await writeImages(imagesDir);
  } else if (existsSync(join(contentSet, 'images'))) {
    cpSync(join(contentSet, 'images'), imagesDir, { recursive: true });
  } else {
    throw new Error(`${contentSet} has neither images.ts nor images/: the content would name images that are not there.`);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { into: { type: 'string', default: '.' } } });
  const contentSet = positionals[0];
  if (!contentSet) {
    console.error('Usage: npm run owner:swap -- <content set, e.g. tests/fixtures/second-owner> [--into <checkout>]');
    process.exit(2);
  }
  const files = await swapOwner(contentSet, values.into);
  console.log(`owner:swap: ${files.join(', ')} and the images of ${contentSet} are now in ${join(values.into, 'src/content')} and src/assets/images.`);
}
