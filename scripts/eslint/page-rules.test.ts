/**
 * The rules about how the page starts are lint rules (eslint.config.js), checked here on code that
 * does not exist in the project: a section nobody has written yet, an import nobody has made.
 */
import { describe, expect, it } from 'vitest';
import { errorsIn } from '../../tests/support/lint-text.ts';

const SECTION_WITH_A_HOOK = `import { useState } from 'react';
export function Awards() {
  const [open, setOpen] = useState(false);
  return <section onClick={() => setOpen(!open)}>{String(open)}</section>;
}
`;

describe('static sections', { timeout: 60_000 }, () => {
  it('a new section, whatever its name, is static: a hook or a handler fails lint', async () => {
    expect(await errorsIn('src/sections/Awards/Awards.tsx', SECTION_WITH_A_HOOK)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('a hook reached as a namespace member (React.useState, React.use) fails lint too', async () => {
    const code = `import * as React from 'react';\nexport function Hero() {\n  const [open] = React.useState(false);\n  const theme = React.use(React.createContext(1));\n  return <section>{String(open)}{theme}</section>;\n}\n`;
    expect(await errorsIn('src/sections/Hero/NewPart.tsx', code)).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('a section declared an island (src/app/islands.tsx) may have them', async () => {
    expect(await errorsIn('src/sections/Gallery/Awards.tsx', SECTION_WITH_A_HOOK)).toEqual([]);
  });
});

describe('the inline script', { timeout: 60_000 }, () => {
  it('may import its own files, src/config and src/lib', async () => {
    const code = `import { a } from './first-response.ts';\nimport { b } from '../../config/constants.ts';\nimport { c } from '../../lib/theme/color-scheme.ts';\nexport const d = [a, b, c];\n`;
    expect(await errorsIn('src/app/inline/new-job.ts', code)).toEqual([]);
  });

  it('may not import a package, a component or the islands', async () => {
    for (const from of ['react', '@mantine/core', '../../sections/Gallery/Gallery.tsx', '../islands.tsx', './Thing.tsx']) {
      expect(await errorsIn('src/app/inline/new-job.ts', `import { a } from '${from}';\nexport const b = a;\n`), from).toEqual(['no-restricted-imports']);
    }
  });
});
