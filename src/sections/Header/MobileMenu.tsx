import { UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { resumeHref } from '@/lib/languages/public-files.ts';
import { resumeDownloadName } from '@/lib/languages/language-files.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { LanguageLink } from './LanguageLink.tsx';
import { otherLanguagesOf } from './other-languages.ts';
import type { SectionLink } from './section-links.ts';
import classes from './Header.module.css';

const MENU_ID = 'site-menu';

interface MobileMenuProps {
  language: LanguageCode;
  /** The page's section links, in order (the bar's own). */
  sections: SectionLink[];
  /** Hides the button where the header shows its links (Header.tsx decides). */
  burgerClassName?: string;
  /** Where the language switch leads, by language (the same page in that language). */
  pathIn?: (language: LanguageCode) => string;
}

/**
 * Small screens: the links collapse into a dropdown. It is a popover, so the browser opens it
 * from the button, closes it on Escape or a tap outside, exposes the button's expanded state
 * and returns focus, all before (and without) any script; the first-response script closes it
 * when a link is chosen. The button carries no aria-expanded: the popover is its one model
 * (HTML forbids both); only a browser without the popover API gets one, from that script.
 * Mantine's Burger is not used: it draws its lines in a <div>, which a <button> cannot hold.
 */
export function MobileMenu({ language, sections, burgerClassName = '', pathIn }: MobileMenuProps) {
  const words = wordsIn(language);
  const { profile } = contentIn(language);
  return (
    <>
      <UnstyledButton popoverTarget={MENU_ID} aria-controls={MENU_ID} aria-label={words.header.menu.button} className={`${classes.burger} ${burgerClassName}`}>
        <span className={classes.burgerLines} />
      </UnstyledButton>
      <nav id={MENU_ID} popover="auto" aria-label={words.header.menu.navigation} className={classes.menu}>
        <ul className={classes.menuList}>
          {sections.map(({ id, label, href }) => (
            <li key={id}>
              <a href={href} className={classes.menuItem}>
                {label}
              </a>
            </li>
          ))}
          <li>
            <a href={resumeHref(language)} download={resumeDownloadName(profile.resume.downloadName, language)} className={`${classes.menuItem} ${classes.menuResume}`}>
              <IconDownload size={16} aria-hidden />
              {words.header.menu.downloadResume}
            </a>
          </li>
          {otherLanguagesOf(language).map((other) => (
            <li key={other}>
              <LanguageLink to={other} path={pathIn?.(other)} className={`${classes.menuItem} ${classes.menuLanguage}`} />
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
