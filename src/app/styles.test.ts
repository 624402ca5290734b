import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The stylesheets styles.ts imports, in its order (the page's one stylesheet follows it). */
const imports = [...readFileSync(new URL('./styles.ts', import.meta.url), 'utf8').matchAll(/^import '([^']+)';$/gm)].map((match) => match[1]!);
const position = (test: (path: string) => boolean) => imports.findIndex(test);
const lastPosition = (test: (path: string) => boolean) => imports.findLastIndex(test);

describe("the page's stylesheet order", () => {
  it("starts with Mantine's base layers: the baseline, its variables, its global styles", () => {
    expect(imports.slice(0, 3)).toEqual(['@mantine/core/styles/baseline.css', '@mantine/core/styles/default-css-variables.css', '@mantine/core/styles/global.css']);
  });

  it("has every Mantine component before the carousel (the other way round stacks its slides), and ours last", () => {
    const carousel = position((path) => path === '@mantine/carousel/styles.css');
    expect(carousel).toBeGreaterThan(0);
    expect(lastPosition((path) => path.startsWith('@mantine/core/'))).toBeLessThan(carousel);
    expect(position((path) => path.startsWith('@/styles/'))).toBeGreaterThan(carousel);
    expect(imports.slice(position((path) => path.startsWith('@/styles/'))).every((path) => path.startsWith('@/styles/'))).toBe(true);
  });
});
