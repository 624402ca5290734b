/**
 * The plugin on Windows: `path` resolves with backslashes there, while Vite writes every module
 * id with forward slashes (its normalizePath: `C:/portfolio/src/…`). Both are stood in for here
 * as they behave on Windows, so the comparison is made as a Windows build makes it.
 */
import { posix, win32 } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('node:path', async () => (await vi.importActual<typeof import('node:path')>('node:path')).win32);
vi.mock('vite', () => ({ normalizePath: (id: string) => posix.normalize(id.replaceAll('\\', '/')) }));
vi.mock('../content/validate-content.ts', () => ({ namedImages: () => new Set(['projects/used.jpg']) }));

const { namedImagesOnly } = await import('./named-images-only.ts');

describe('namedImagesOnly on Windows', () => {
  it('leaves out an image no content names, and keeps a named one, as the registry imports them', () => {
    const plugin = namedImagesOnly() as unknown as {
      configResolved: (config: { root: string }) => void;
      buildStart: () => void;
      resolveId: (source: string, importer: string) => string | null;
    };
    const root = win32.resolve('C:\\Users\\avery\\portfolio');
    plugin.configResolved({ root });
    plugin.buildStart();
    const registry = 'C:/Users/avery/portfolio/src/components/ResponsiveImage/image-registry.ts';
    expect(plugin.resolveId('../../assets/images/projects/unused.jpg?w=480&format=avif', registry)).toMatch(/left-out\?projects\/unused\.jpg$/);
    expect(plugin.resolveId('../../assets/images/projects/used.jpg?w=480&format=avif', registry)).toBeNull();
    expect(plugin.resolveId('/src/assets/images/projects/unused.jpg?w=480', registry)).toMatch(/left-out\?projects\/unused\.jpg$/);
  });
});
