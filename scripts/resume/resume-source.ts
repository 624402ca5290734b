/** What one language's resume is made from: the owner's content and the product's words, both in that language. */
import type { Words } from '../../src/config/dictionary/words';
import { wordsIn } from '../../src/config/dictionary/words';
import type { LanguageCode } from '../../src/config/languages';
import { contentIn, type SiteContent } from '../../src/lib/languages/site-content';

export interface ResumeSource {
  language: LanguageCode;
  content: SiteContent;
  words: Words;
}

export const resumeSourceIn = (language: LanguageCode): ResumeSource => ({ language, content: contentIn(language), words: wordsIn(language) });
