/**
 * Values written as TypeScript source the way the content files are written by hand: single
 * quotes, or double quotes around a text with an apostrophe in it (`"Dean's list"`), every
 * other character as it is (`Maëlle Đặng-Tremblay`, `’`, `“…”`), and only what would break the
 * literal escaped: backslashes, the quote, line breaks and other control characters.
 */

const NAMED_ESCAPES: Readonly<Record<string, string>> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
/** Control characters, the two line separators older engines refuse raw in a string, and lone surrogates. */
const unprintable = (code: number): boolean =>
  code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 || (code >= 0xd800 && code <= 0xdfff);

export function quote(text: string): string {
  const mark = text.includes("'") && !text.includes('"') ? '"' : "'";
  let body = '';
  for (const char of text) {
    if (NAMED_ESCAPES[char]) body += NAMED_ESCAPES[char];
    else if (char === mark) body += `\\${mark}`;
    else if (unprintable(char.codePointAt(0)!)) body += `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;
    else body += char;
  }
  return `${mark}${body}${mark}`;
}

type Literal = string | number | readonly Literal[] | { readonly [key: string]: Literal | undefined };

/** A value on one line: `{ start: '2025-05', end: 'present' }`, `['C', 'STM32']`; fields left undefined are left out. */
export function inline(value: Literal): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const fields = Object.entries(value as Record<string, Literal | undefined>).filter(
    (entry): entry is [string, Literal] => entry[1] !== undefined,
  );
  return fields.length === 0 ? '{}' : `{ ${fields.map(([key, field]) => `${key}: ${inline(field)}`).join(', ')} }`;
}

/** Fields whose text is prose: written on a line of their own under the key, as the content files do. */
const PROSE_FIELDS = new Set(['description', 'summary']);

/** An object with one field a line, at `indent` spaces: `{`, the fields, `}` (no trailing comma). */
export function block(value: { readonly [key: string]: Literal | undefined }, indent: number): string {
  const pad = ' '.repeat(indent + 2);
  const lines = Object.entries(value)
    .filter((entry): entry is [string, Literal] => entry[1] !== undefined)
    .map(([key, field]) =>
      PROSE_FIELDS.has(key) && typeof field === 'string' ? `${pad}${key}:\n${pad}  ${quote(field)},` : `${pad}${key}: ${inline(field)},`,
    );
  return ['{', ...lines, `${' '.repeat(indent)}}`].join('\n');
}
