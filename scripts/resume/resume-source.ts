/** What one language's resume is made from: the owner's content and the product's words, both in that language. */
import type { Words } from '../../src/config/dictionary/words.ts';
import { wordsIn } from '../../src/config/dictionary/words.ts';
import type { LanguageCode } from '../../src/config/language-codes.ts';
import { contentIn, type SiteContent } from '../../src/lib/languages/site-content.ts';

export interface ResumeSource {
  language: LanguageCode;
  content: SiteContent;
  words: Words;
}

export const resumeSourceIn = (language: LanguageCode): ResumeSource => ({ language, content: contentIn(language), words: wordsIn(language) });
