import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { enWords } from '../../config/dictionary/en-words.ts';
import { wordsIn, type Words } from './words.ts';

/** The languages the product ships its words in, written out here (not read from the code under test). */
const SHIPPED = ['en', 'fr', 'es', 'pt', 'de', 'ar'] as const;

/** Each word's place and kind (text, message of N values, list of N), so two languages can be compared key by key. */
function shapeOf(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: text`];
  if (typeof value === 'function') return [`${path}: message of ${value.length}`];
  if (Array.isArray(value)) return [`${path}: list of ${value.length}`, ...value.flatMap((item, index) => shapeOf(item, `${path}.${index}`))];
  return Object.entries(value as object).flatMap(([key, inner]) => shapeOf(inner, path ? `${path}.${key}` : key));
}

/** Every text of a language's words, its messages filled with `values`. */
function textsOf(value: unknown, values: readonly unknown[] = ['Avery Quinn', 'Bot', 'x', 'y']): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String(value(...values.slice(0, value.length)))];
  return Object.values(value as object).flatMap((inner) => textsOf(inner, values));
}

describe("the product's own words", () => {
  it.each(SHIPPED)('%s has every word English has, of the same kind, and no other', (language) => {
    expect(shapeOf(wordsIn(language))).toEqual(shapeOf(enWords));
    for (const text of textsOf(wordsIn(language))) expect(text.trim()).not.toBe('');
  });

  it('names each language in itself, as the language switch shows it', () => {
    expect(SHIPPED.map((language) => wordsIn(language).language.name)).toEqual(['English', 'Français', 'Español', 'Português', 'Deutsch', 'العربية']);
  });

  it("writes the specification's two banners in each language", () => {
    const banners = Object.fromEntries(SHIPPED.map((language) => [language, wordsIn(language).contact.banners]));
    expect(banners).toEqual({
      en: { success: 'Thank you! Your message has been sent successfully.', error: 'Oops! Something went wrong. Please try again later.' },
      fr: { success: 'Merci\u202f! Votre message a bien été envoyé.', error: "Oups\u202f! Une erreur s'est produite. Veuillez réessayer plus tard." },
      es: { success: '¡Gracias! Tu mensaje se envió correctamente.', error: '¡Uy! Algo salió mal. Inténtalo de nuevo más tarde.' },
      pt: { success: 'Agradeço o contato! Sua mensagem foi enviada com sucesso.', error: 'Ops! Algo deu errado. Tente novamente mais tarde.' },
      de: { success: 'Vielen Dank! Ihre Nachricht wurde erfolgreich gesendet.', error: 'Hoppla! Etwas ist schiefgelaufen. Bitte versuchen Sie es später noch einmal.' },
      ar: { success: 'شكرًا لك! أُرسلت رسالتك بنجاح.', error: 'عذرًا! حدث خطأ ما. يُرجى المحاولة مرة أخرى لاحقًا.' },
    });
  });

  it('leaves no English on another language’s page: most of its texts differ from English’s', () => {
    const english = textsOf(enWords);
    for (const language of SHIPPED.filter((code) => code !== 'en')) {
      const same = textsOf(wordsIn(language)).filter((text, index) => text === english[index]);
      // A few words are the same in many languages (Portfolio, Contact, Demo, Code, Offline, Menu, GitHub's name).
      expect(same.length, `${language}: ${same.join(' | ')}`).toBeLessThan(10);
    }
  });
});

describe('plurals by each language’s own rule (Intl.PluralRules)', () => {
  const left = (language: string, counts: number[]) => counts.map((count) => wordsIn(language).contact.charactersLeft(count));
  const stars = (language: string, counts: number[]) => counts.map((count) => wordsIn(language).repositories.stars(count));

  it('English and French: one for 1 (and for 0 in French), other for the rest', () => {
    expect(left('en', [0, 1, 2])).toEqual(['0 characters left', '1 character left', '2 characters left']);
    expect(left('fr', [0, 1, 2])).toEqual(['0 caractère restant', '1 caractère restant', '2 caractères restants']);
  });

  it('Spanish and German: the verb agrees in Spanish; German «Zeichen» is the same for one and many', () => {
    expect(left('es', [0, 1, 2, 1000])).toEqual(['Quedan 0 caracteres', 'Queda 1 carácter', 'Quedan 2 caracteres', 'Quedan 1000 caracteres']);
    expect(stars('es', [1, 5])).toEqual(['1 estrella', '5 estrellas']);
    expect(left('de', [1, 2])).toEqual(['Noch 1 Zeichen', 'Noch 2 Zeichen']);
    expect(stars('de', [1, 5])).toEqual(['1 Stern', '5 Sterne']);
    expect(wordsIn('de').contact.limited(5, 10, '14:05', 1)).toContain('in 1 Minute.');
  });

  it('Portuguese: one for 1, and zero counted in the plural as Brazilian grammar has it', () => {
    expect(left('pt', [0, 1, 2])).toEqual(['Restam 0 caracteres', 'Resta 1 caractere', 'Restam 2 caracteres']);
    expect(stars('pt', [0, 1, 1234])).toEqual(['0 estrelas', '1 estrela', '1.234 estrelas']);
  });

  it('Arabic: zero, one, two, few (3–10), many (11–99) and other (100 and up), each its own form', () => {
    expect(left('ar', [0, 1, 2, 3, 10, 11, 99, 100, 103])).toEqual([
      'لم يبقَ أي حرف',
      'بقي حرف واحد',
      'بقي حرفان',
      'بقيت 3 أحرف',
      'بقيت 10 أحرف',
      'بقي 11 حرفًا',
      'بقي 99 حرفًا',
      'بقي 100 حرف',
      'بقيت 103 أحرف',
    ]);
    expect(stars('ar', [0, 1, 2, 7, 25, 100])).toEqual(['بلا نجوم', 'نجمة واحدة', 'نجمتان', '7 نجوم', '25 نجمة', '100 نجمة']);
    expect(wordsIn('ar').contact.tooLong(2)).toBe('الرسالة أطول من المسموح بحرفين: لا تقبل خدمة البريد أكثر من ذلك.');
    expect(wordsIn('ar').contact.tooLong(12)).toBe('الرسالة أطول من المسموح بـ12 حرفًا: لا تقبل خدمة البريد أكثر من ذلك.');
  });

  it('Arabic numbers are Western digits, grouped, the same wherever they are formatted', () => {
    expect(wordsIn('ar').gallery.slideStatus(3, 1200)).toBe('الشريحة 3 من 1,200');
  });
});

/**
 * An aspell dictionary for each language, where this machine has one (Debian's aspell-en,
 * aspell-es, aspell-pt-br, aspell-de). Debian's aspell-fr rejects capitalised accented words
 * («Télécharger», «Démo») and its Arabic list is too old to know inflected forms («رسالتك»), so
 * French and Arabic are read by a person.
 */
const ASPELL: Partial<Record<string, string>> = { en: 'en_CA', es: 'es', pt: 'pt_BR', de: 'de' };
/** Words no dictionary holds: names of products, the owner's sample name, loanwords the page uses, and correct words missing from the lists. */
const NAMES = new Set(['GitHub', 'iPhone', 'iPad', 'Safari', 'QR', 'CV', 'Avery', 'Quinn', 'Bot', 'app', 'App', 'code', 'off-line', 'Off-line', 'Tab', 'Home', 'Repositorys', 'Uy', 'Contáctame', 'schiefgelaufen']);
const installed = (() => {
  try {
    return execFileSync('aspell', ['dicts'], { encoding: 'utf8' }).split('\n');
  } catch {
    return [];
  }
})();

describe('spelling, where a dictionary is installed', () => {
  it.each(Object.entries(ASPELL))('%s has no word its dictionary does not know', (language, dictionary) => {
    if (!installed.includes(dictionary!)) return;
    const texts = textsOf(wordsIn(language) as Words).join('\n');
    const unknown = execFileSync('aspell', ['-l', dictionary!, '--encoding=utf-8', 'list'], { input: texts, encoding: 'utf8' })
      .split('\n')
      .filter((word) => word && !NAMES.has(word))
      // German joins words into new ones that no list holds: each part must be known.
      .filter((word) => language !== 'de' || !/^[A-ZÄÖÜ]/.test(word));
    expect(unknown).toEqual([]);
  });
});
