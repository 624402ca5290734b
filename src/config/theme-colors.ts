/**
 * The page's background in each theme (Mantine's `--mantine-color-body`): the installed app's
 * title bar takes it (`<meta name="theme-color">`, src/app/inline/first-response.ts), so the window
 * and the page's header read as one surface. Literals, not Mantine imports: the inlined
 * first-response script uses them (theme-colors.test.ts keeps them equal to Mantine's).
 */
export const PAGE_BACKGROUND = { light: '#ffffff', dark: '#242424' } as const;
