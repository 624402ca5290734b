/**
 * src/'s own imports, read from the source (type-only imports included, which ESLint's cycle rule
 * passes over), run one way: no import from a folder to one of a later step of the layers, or to
 * another folder of its own step (eslint.config.js, `LAYERS`), and no circle of files, nor in
 * scripts/ and tools/. The docs that map the code draw the same order.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circles, folderArrows, ROOT, srcFolderOf, srcModules } from '../../tests/support/import-graph.ts';

const { LAYERS } = (await import('../../eslint.config.js' as string)) as { LAYERS: string[][] };
const stepOf = (folder: string) => LAYERS.findIndex((step) => step.includes(folder));

describe("src/'s import graph", () => {
  const files = srcModules();

  it('reads the modules of every layer', () => {
    expect(new Set(files.map(srcFolderOf))).toEqual(new Set(LAYERS.flat()));
  });

  it('has no import running back up a layer, nor across one step', () => {
    const backUp = [...folderArrows(files)].flatMap(([arrow, imports]) => {
      const [from, to] = arrow.split(' → ') as [string, string];
      return stepOf(to) >= stepOf(from) ? imports : [];
    });
    expect(backUp).toEqual([]);
  });

  it('has no import circle', () => {
    expect(circles(files)).toEqual([]);
  });
});

describe('scripts/ and tools/', () => {
  it('have no import circle, type-only imports included', () => {
    const files = srcModules(['scripts', 'tools']);
    expect(files.length).toBeGreaterThan(100);
    expect(circles(files)).toEqual([]);
  });
});

describe('the docs draw the layers as eslint.config.js orders them', () => {
  const drawn = LAYERS.map((step) => step.join(' | ')).join(' → ');

  it.each(['docs/code-map.md', 'docs/architecture.md'])('%s', (doc) => {
    const lines = readFileSync(path.join(ROOT, doc), 'utf8').split('\n');
    expect(lines.filter((line) => /^config → /.test(line))).toEqual([drawn]);
  });
});
