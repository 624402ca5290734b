/**
 * The layers of src/ (eslint.config.js, `LAYERS`), each proven on an import nobody has made: a new
 * file in each layer's folder that imports each layer above it, or another folder of its own
 * step, linted as text, must be refused. Also: every zone
 * names folders that exist (a zone on a missing folder guards nothing), a cycle and an import
 * below code are refused, and src/ keeps one import style (relative in config, content and lib,
 * `@/` outside a bundled module's own folder).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorsIn } from '../../tests/support/lint-text.ts';

const root = new URL('../..', import.meta.url).pathname;
// The config is plain JavaScript: its zones, typed here.
type Zone = { target: string; from: string | string[]; except?: string[] };
const { LAYERS, layerZones, staticSectionZones } = (await import('../../eslint.config.js' as string)) as {
  LAYERS: string[][];
  layerZones: Zone[];
  staticSectionZones: Zone[];
};

const importing = (from: string) => `import * as imported from '${from}';\nexport const used = imported;\n`;

/** One real module of each layer, to import from. */
const A_MODULE_OF: Record<string, string> = {
  app: '@/app/App.tsx',
  sections: '@/sections/Header/Header.tsx',
  features: '@/features/contact/ContactForm.tsx',
  components: '@/components/SectionTitle/SectionTitle.tsx',
  sw: '@/sw/contact-card-type.ts',
  config: '@/config/constants.ts',
  content: '@/content/profile.ts',
  lib: '@/lib/theme/color-scheme.ts',
  styles: '@/styles/theme.ts',
};

/** How `file` writes an import of `module` (an `@/` path): by relative path in config, content and lib, loaded as written. */
const specifierIn = (file: string, module: string) =>
  /^src\/(config|content|lib)\//.test(file) ? `./${path.posix.relative(path.posix.dirname(file), `src/${module.slice(2)}`)}`.replace(/^\.\/\.\./, '..') : module;

/** Where a new file of each layer's folder goes (the zone rule needs the file's folder to exist). */
const NEW_FILE_IN: Record<string, string> = {
  components: 'src/components/SectionTitle/NewPart.tsx',
  features: 'src/features/contact/new-module.ts',
  sections: 'src/sections/About/NewPart.tsx',
};
/** Each layer's new file, and the folders it may not import: every later step's, and its own step's others. */
const REFUSED: [file: string, layers: string[]][] = LAYERS.flatMap((step, at) =>
  step.map((folder): [string, string[]] => [
    NEW_FILE_IN[folder] ?? `src/${folder}/new-module.ts`,
    [...step.filter((other) => other !== folder), ...LAYERS.slice(at + 1).flat()],
  ]),
);

describe('layer zones', { timeout: 120_000 }, () => {
  it('every zone names folders that exist', () => {
    const zones = [...layerZones, ...staticSectionZones];
    const folders = zones.flatMap((zone) => [zone.target, ...[zone.from].flat(), ...(zone.except ?? []).map((kept) => `${[zone.from].flat()[0]}/${kept}`)]);
    expect(folders.filter((folder) => !existsSync(new URL(folder, `file://${root}`)))).toEqual([]);
  });

  it('the layers name every folder of src/ but the tests\' kit, each once', () => {
    const folders = readdirSync(path.join(root, 'src'), { withFileTypes: true }).filter((entry) => entry.isDirectory() && !['assets', 'test-utils'].includes(entry.name));
    expect(LAYERS.flat().sort()).toEqual(folders.map((entry) => entry.name).sort());
  });

  it.each(REFUSED)('%s may not import %j', async (file, layers) => {
    for (const layer of layers) expect(await errorsIn(file, importing(specifierIn(file, A_MODULE_OF[layer]!))), `${file} ← ${layer}`).toEqual(['import/no-restricted-paths']);
  });

  it('the service worker may not import a shared component, nor a static section a feature', async () => {
    expect(await errorsIn('src/sw/new-module.ts', importing(A_MODULE_OF.components!))).toEqual(['import/no-restricted-paths']);
    expect(await errorsIn('src/sections/About/NewPart.tsx', importing(A_MODULE_OF.features!))).toEqual(['import/no-restricted-paths']);
  });

  it("the service worker may not import a feature's page part (its form), only its worker side", async () => {
    expect(await errorsIn('src/sw/new-module.ts', importing('@/features/contact/ContactForm.tsx'))).toEqual(['import/no-restricted-paths']);
    expect(await errorsIn('src/sw/new-module.ts', importing('@/features/contact/page-side.ts'))).toEqual(['import/no-restricted-paths']);
  });

  it("a static section may not import an island's section; an island's section may import a static one", async () => {
    expect(await errorsIn('src/sections/Hero/NewPart.tsx', importing('@/sections/Contact/Contact.tsx'))).toEqual(['import/no-restricted-paths']);
    expect(await errorsIn('src/sections/Contact/NewPart.tsx', importing('@/components/SectionTitle/SectionTitle.tsx'))).toEqual([]);
  });

  it('a feature may not import another feature', async () => {
    expect(await errorsIn('src/features/contact/new-module.ts', importing('@/features/career-kit/share-site.ts'))).toEqual(['import/no-restricted-paths']);
  });

  it('the directions that are allowed stay allowed', async () => {
    const configAndLib = `import * as config from '${A_MODULE_OF.config}';\nimport * as lib from '${A_MODULE_OF.lib}';\nexport const used = [config, lib];\n`;
    expect(await errorsIn('src/features/contact/new-module.ts', configAndLib)).toEqual([]);
    // Each layer takes the one below it: content the schema's types, lib the content, styles lib.
    expect(await errorsIn('src/content/new-module.ts', importing('../config/content-schema.ts'))).toEqual([]);
    expect(await errorsIn('src/lib/new-module.ts', importing('../content/profile.ts'))).toEqual([]);
    expect(await errorsIn('src/styles/new-module.ts', importing('@/lib/accent/accent-shades.ts'))).toEqual([]);
    // An island's section places a feature; the service worker takes a feature's worker side.
    expect(await errorsIn('src/sections/Contact/NewPart.tsx', importing(A_MODULE_OF.features!))).toEqual([]);
    expect(await errorsIn('src/sw/new-module.ts', importing('@/features/contact/outbox/outbox.ts'))).toEqual([]);
    expect(await errorsIn('src/app/new-module.ts', importing(A_MODULE_OF.sections!))).toEqual([]);
  });

  it('an import cycle is refused', async () => {
    // src/config/env.ts imports ./email-provider: email-provider importing env closes a cycle.
    expect(await errorsIn('src/config/email-provider.ts', importing('./env.ts'))).toContain('import/no-cycle');
  });

  it('config, content and lib import by relative path: @/ is refused there', async () => {
    expect(await errorsIn('src/lib/new-module.ts', importing('../config/constants.ts'))).toEqual([]);
    expect(await errorsIn('src/lib/new-module.ts', importing('@/config/constants.ts'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('src/content/new-module.ts', importing('@/content/types.ts'))).toEqual(['no-restricted-imports']);
  });

  it('a bundled module reaches outside its folder by @/: ../ is refused, ./ and tests/ are not', async () => {
    expect(await errorsIn('src/sections/Hero/NewPart.tsx', importing('../../components/SectionTitle/SectionTitle.tsx'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('src/sections/Hero/NewPart.tsx', importing('@/components/SectionTitle/SectionTitle.tsx'))).toEqual([]);
    expect(await errorsIn('src/sections/Hero/NewPart.tsx', importing('./TypedName.tsx'))).toEqual([]);
    expect(await errorsIn('src/sections/Hero/NewPart.test.tsx', importing('../../../tests/support/kit-page.ts'))).toEqual([]);
  });

  it('one import style everywhere: our own modules by file name, extension included, in src/, scripts/, tools/ and tests/', async () => {
    expect(await errorsIn('src/lib/new-module.ts', importing('../config/constants'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('src/sections/Hero/NewPart.tsx', importing('@/components/SectionTitle/SectionTitle'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('src/app/inline/new-part.ts', importing('../../config/constants'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('scripts/vite/new-plugin.ts', importing('../site/site-url'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('scripts/vite/new-plugin.ts', importing('../site/site-url.ts'))).toEqual([]);
    expect(await errorsIn('tools/bench/new-step.ts', importing('../../src/content/profile'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('tests/e2e/new.spec.ts', importing('../support/test-build'))).toEqual(['no-restricted-imports']);
    expect(await errorsIn('src/sections/Hero/NewPart.tsx', importing('./Hero.module.css'))).toEqual([]);
  });

  it('an import below code is refused', async () => {
    expect(await errorsIn('src/lib/new-module.ts', `export const early = 1;\n${importing('./theme/color-scheme.ts')}`)).toEqual(['import/first']);
  });
});
