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

/** A key as written in an object literal: bare when it can be (`title`), else quoted (`'northwind-intern'`, `'C / C++'`). */
const key = (name: string): string => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));

export type Literal = string | number | readonly Literal[] | { readonly [key: string]: Literal | undefined };

/** An object's fields, those left undefined left out. */
const definedFields = (value: object): [string, Literal][] => Object.entries(value).filter((entry): entry is [string, Literal] => entry[1] !== undefined);

/** A value on one line: `{ start: '2025-05', end: 'present' }`, `['C', 'STM32']`; fields left undefined are left out. */
export function inline(value: Literal): string {
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  const fields = definedFields(value);
  return fields.length === 0 ? '{}' : `{ ${fields.map(([name, field]) => `${key(name)}: ${inline(field)}`).join(', ')} }`;
}

/** Fields whose text is prose: written on a line of their own under the key, as the content files do. */
const PROSE_FIELDS = new Set(['description', 'summary']);
/** Fields that are lists of prose: one item a line. */
const PROSE_LISTS = new Set(['highlights']);

/** One field of a block, at `pad`: prose under its key, a list of prose one item a line, anything else on the key's line. */
function fieldLines(name: string, field: Literal, pad: string): string {
  if (PROSE_FIELDS.has(name) && typeof field === 'string') return `${pad}${key(name)}:\n${pad}  ${quote(field)},`;
  if (PROSE_LISTS.has(name) && Array.isArray(field)) return [`${pad}${key(name)}: [`, ...field.map((item) => `${pad}  ${inline(item)},`), `${pad}],`].join('\n');
  return `${pad}${key(name)}: ${inline(field)},`;
}

/** An object with one field a line, at `indent` spaces: `{`, the fields, `}` (no trailing comma). */
export function block(value: { readonly [key: string]: Literal | undefined }, indent: number): string {
  const pad = ' '.repeat(indent + 2);
  const lines = definedFields(value).map(([name, field]) => fieldLines(name, field, pad));
  return ['{', ...lines, `${' '.repeat(indent)}}`].join('\n');
}

const isRecord = (value: Literal): value is { readonly [key: string]: Literal | undefined } => typeof value === 'object' && !Array.isArray(value);

/** Past this many characters a value is no longer written on one line. */
const LINE_WIDTH = 100;

/**
 * A value nested as deep as it goes (a translation's records of records), each object on as
 * many lines as it has fields unless it fits on one; an object whose fields are all texts of
 * its own (an entry) is a block, with its prose under its keys.
 */
export function nested(value: Literal, indent: number): string {
  if (!isRecord(value)) return inline(value);
  const fields = definedFields(value);
  const pad = ' '.repeat(indent + 2);
  const oneLine = inline(value);
  if (!fields.some(([, field]) => isRecord(field))) {
    return oneLine.length + indent <= LINE_WIDTH ? oneLine : block(value, indent);
  }
  return ['{', ...fields.map(([name, field]) => `${pad}${key(name)}: ${nested(field, indent + 2)},`), `${' '.repeat(indent)}}`].join('\n');
}
