import { UnstyledButton } from '@mantine/core';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { LanguageLink } from './LanguageLink.tsx';
import classes from './Header.module.css';

const MENU_ID = 'language-menu';

interface LanguageMenuProps {
  language: LanguageCode;
  /** The site's other languages, in their order. */
  others: readonly LanguageCode[];
  /** Where each leads (the same page in that language); the one page's by default. */
  pathIn?: (language: LanguageCode) => string;
}

/**
 * The language switch in the bar of a site in three languages or more: one button, named by
 * this page's language, that drops the list of the others, each a plain link in its own name.
 * One link per language would leave a laptop's bar no room for the section links. A popover,
 * as the phone menu is: the browser opens it, closes it on Escape or a tap outside and returns
 * focus, before and without any script (first-response.ts does it where the API is missing).
 */
export function LanguageMenu({ language, others, pathIn }: LanguageMenuProps) {
  const { language: words } = wordsIn(language);
  return (
    <>
      <UnstyledButton popoverTarget={MENU_ID} aria-controls={MENU_ID} aria-label={`${words.choose}: ${words.name}`} className={`${classes.link} ${classes.switchInBar} ${classes.languageButton}`}>
        {words.name}
      </UnstyledButton>
      <div id={MENU_ID} popover="auto" className={`${classes.menu} ${classes.languageMenu}`}>
        <ul className={classes.menuList}>
          {others.map((other) => (
            <li key={other}>
              <LanguageLink to={other} path={pathIn?.(other)} className={`${classes.menuItem}`} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
