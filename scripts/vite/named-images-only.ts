/**
 * Builds only the images the content names. The image registry
 * (src/components/ResponsiveImage/image-registry.ts) globs whole folders of src/assets/images,
 * so every file there would be encoded (AVIF sizes and a JPEG), written to dist/ and precached
 * by the service worker, used or not. Here the registry's import of a file no content names
 * resolves to an empty module instead: nothing is encoded or written, and the content check
 * warns, naming the file (scripts/content/unused-images.ts). Build only: the dev server encodes
 * an image when it is asked for.
 */
import { dirname, resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import { namedImages } from '../content/validate-content.ts';

const LEFT_OUT = '\0named-images-only:left-out';

/**
 * The path under `imagesDir` of an import the registry makes, if it is one of its images: Vite
 * writes a glob's imports relative to the registry (`../../assets/images/x.jpg?w=…`).
 */
function registryImage(source: string, registry: string, root: string, imagesDir: string): string | undefined {
  const path = source.split('?')[0]!;
  const file = normalizePath(path.startsWith('/') ? resolve(root, `.${path}`) : resolve(dirname(registry), path));
  return file.startsWith(`${imagesDir}/`) ? file.slice(imagesDir.length + 1) : undefined;
}

export function namedImagesOnly(): Plugin {
  let named = new Set<string>();
  let root = process.cwd();
  // As Vite writes ids (`C:/…` on Windows, where `resolve` gives backslashes): compared with them below.
  const registry = () => normalizePath(resolve(root, 'src/components/ResponsiveImage/image-registry.ts'));
  const imagesDir = () => normalizePath(resolve(root, 'src/assets/images'));
  return {
    name: 'portfolio:named-images-only',
    apply: 'build',
    // Before vite-imagetools, which would otherwise take the import and encode the file.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      named = namedImages();
    },
    resolveId(source, importer) {
      if (!importer || importer.split('?')[0] !== registry()) return null;
      const image = registryImage(source, importer, root, imagesDir());
      return image !== undefined && !named.has(image) ? `${LEFT_OUT}?${image}` : null;
    },
    load(id) {
      // The registry's entry for it is `undefined`: no content names it, so nothing looks it up.
      return id.startsWith(LEFT_OUT) ? 'export default undefined;' : null;
    },
  };
}
