/**
 * The language an island renders in. An island takes no props (src/app/islands.tsx): its root
 * provides the page's language here, on the server and in the browser alike, and the island's
 * components read it with these hooks. Static sections take a `language` prop instead (they
 * call no hook).
 */
import { createContext, use } from 'react';
import { wordsIn, type Words } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';

export const LanguageContext = createContext<LanguageCode>(FIRST_LANGUAGE);

/** The language of the island this renders in. */
export const useLanguage = (): LanguageCode => use(LanguageContext);

/** The product's words in the island's language. */
export const useWords = (): Words => wordsIn(useLanguage());
