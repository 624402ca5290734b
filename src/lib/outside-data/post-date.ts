/**
 * A post's date as the page's reader reads it (`Mar 3, 2025`, `3 mars 2025`): through `Intl` in
 * the page's own language tag and in UTC, so a post published late on the 3rd in UTC reads as the
 * 3rd wherever the site is built. ICU's narrow spaces are made plain, as in format-period.ts.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(tag: string): Intl.DateTimeFormat {
  let formatter = formatters.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    formatters.set(tag, formatter);
  }
  return formatter;
}

/** `2025-03-03T22:10:00Z` → `Mar 3, 2025` for `en-CA`. */
export function formatPostDate(instant: string, tag: string): string {
  return dateFormatter(tag).format(new Date(instant)).replace(/[\u202F\u00A0]/g, ' ');
}

/** The day of `instant` in UTC, for a `<time datetime>`: `2025-03-03`. */
export const postDay = (instant: string): string => new Date(instant).toISOString().slice(0, 10);

/**
 * The `lang` a text written in `textLanguage` needs on a page in `pageTag`: none when both are
 * the same language (`en-us` on an `en-CA` page), else the text's own tag.
 */
export function langAttributeFor(textLanguage: string | undefined, pageTag: string): string | undefined {
  if (!textLanguage) return undefined;
  const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();
  return primary(textLanguage) === primary(pageTag) ? undefined : textLanguage;
}
