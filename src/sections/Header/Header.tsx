import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { OfflineIndicator } from '@/components/OfflineIndicator/OfflineIndicator.tsx';
import { ThemeToggle } from '@/components/ThemeToggle/ThemeToggle.tsx';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { OptionalSectionId } from '@/config/navigation.ts';
import { resumeHref } from '@/lib/languages/public-files.ts';
import { resumeDownloadName } from '@/lib/languages/language-files.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { FULL_NAME_FROM_ATTRIBUTE, marked, NAV_FROM_ATTRIBUTE, SECTION_LINK_ATTRIBUTE } from '@/config/page-seams.ts';
import { COMPACT_LINK_PADDING_REM, headerFit } from './header-fit.ts';
import { LanguageLink } from './LanguageLink.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { otherLanguagesOf } from './other-languages.ts';
import { sectionLinks } from './section-links.ts';
import classes from './Header.module.css';

/**
 * The fixed header. Static markup only: it is never hydrated, and its behaviour (scrolled
 * look past 20 px, the section in view, the theme toggle, the offline badge, closing the phone
 * menu) comes from the first-response script, so it answers from the first paint.
 * The bar shows its links from the width the owner's name leaves them, and the full name from
 * the width it fits in on two lines (the short name below it): no word is ever cut.
 */
interface HeaderProps {
  language: LanguageCode;
  /** The optional sections the page shows (navigation.ts), each linked in its place; none by default. */
  optionalSections?: readonly OptionalSectionId[];
  /**
   * On a page other than the one page (a case study): the one page's address, which the section
   * links and the name lead to, and this page's path in each other language, for the switch.
   */
  elsewhere?: { home: string; pathIn: (language: LanguageCode) => string };
}

export function Header({ language, optionalSections = [], elsewhere }: HeaderProps) {
  const { profile } = contentIn(language);
  const words = wordsIn(language);
  const otherLanguages = otherLanguagesOf(language);
  const home = elsewhere?.home ?? '';
  const sections = sectionLinks(language, optionalSections, home);
  // A link to an optional section: the links sit closer, as header-fit.ts counts them.
  const compact = optionalSections.length > 0;
  // Where this owner's name leaves room for the links, and for the full name, in this language's words (header-fit.ts).
  const fit = headerFit(profile.name, {
    words,
    switchNames: otherLanguages.map((other) => wordsIn(other).language.name),
    optionalLinks: optionalSections.map((id) => words.header.optionalSections[id]),
  });
  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        {words.page.skipLink}
      </a>
      <Container size="lg" className={classes.inner} {...marked(NAV_FROM_ATTRIBUTE, String(fit.navFrom ?? 'never'))} {...marked(FULL_NAME_FROM_ATTRIBUTE, String(fit.fullNameFrom))}>
        <Anchor href={`${home}#home`} className={classes.brand} underline="never">
          <span className={classes.fullName}>{profile.name}</span>
          {fit.fullNameFrom > 0 && <span className={classes.shortName}>{profile.shortName}</span>}
        </Anchor>
        <nav aria-label={words.header.mainNavigation} className={`${classes.nav} ${classes.wideOnly}`}>
          <ul className={classes.links} style={compact ? { gap: 0 } : undefined}>
            {sections.map(({ id, label, href }) => (
              <li key={id}>
                <a href={href} className={classes.link} style={compact ? { paddingInline: `${COMPACT_LINK_PADDING_REM}rem` } : undefined} {...marked(SECTION_LINK_ATTRIBUTE)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <OfflineIndicator language={language} />
          {otherLanguages.map((other) => (
            <LanguageLink key={other} to={other} path={elsewhere?.pathIn(other)} className={`${classes.link} ${classes.switchInBar}`} />
          ))}
          <Button
            component="a"
            href={resumeHref(language)}
            download={resumeDownloadName(profile.resume.downloadName, language)}
            leftSection={<IconDownload size={18} aria-hidden />}
            radius="xl"
            className={classes.wideOnly}
          >
            {words.header.downloadResume}
          </Button>
          <ThemeToggle language={language} />
          <MobileMenu language={language} sections={sections} burgerClassName={classes.narrowOnly} pathIn={elsewhere?.pathIn} />
        </Group>
      </Container>
    </header>
  );
}
