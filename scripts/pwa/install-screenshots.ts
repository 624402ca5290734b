/**
 * The install dialog's screenshots (manifest `screenshots`): which files, at which sizes. The
 * manifest lists them (scripts/vite/pwa-options.ts) and scripts/pwa/capture-screenshots.ts makes
 * them from the built page, so the two cannot disagree.
 */
export interface InstallScreenshot {
  /** Path inside the build's output folder (and under the site's base URL). */
  file: string;
  width: number;
  height: number;
  formFactor: 'wide' | 'narrow';
  /** For the label: "…'s portfolio on a desktop". */
  device: string;
}

export const INSTALL_SCREENSHOTS: InstallScreenshot[] = [
  { file: 'screenshots/wide.png', width: 1280, height: 800, formFactor: 'wide', device: 'desktop' },
  { file: 'screenshots/narrow.png', width: 390, height: 844, formFactor: 'narrow', device: 'phone' },
];
