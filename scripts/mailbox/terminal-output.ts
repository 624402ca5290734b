/**
 * What the mailbox prints about a message. A visitor's text is made safe for a terminal first:
 * every control character (C0 with ESC, CR, LF and TAB; DEL; C1) and the invisible bidirectional
 * overrides and line separators become a visible escape, so a message can neither retitle or
 * clear the terminal nor forge a line of the mailbox's own output.
 */
import type { ContactMessageRecord } from './message-store.ts';

const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `ESC ]0;title BEL` → the text `\x1B]0;title\x07`. */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const code = char.codePointAt(0)!;
    const hex = code.toString(16).toUpperCase().padStart(2, '0');
    return NAMED[char] ?? (code <= 0xff ? `\\x${hex}` : `\\u${hex}`);
  });
}

/** A few readable lines for the terminal, long messages cut so the log stays scannable. */
export function summarise(record: ContactMessageRecord): string {
  // By code points, so an emoji is never cut in half.
  const characters = [...record.message];
  const preview = characters.length > 200 ? `${characters.slice(0, 200).join('')}…` : record.message;
  return [
    `New message at ${record.receivedAt}`,
    `  From:    ${printable(record.name)} <${printable(record.email)}>`,
    `  Subject: ${printable(record.subject)}`,
    // The message keeps its lines, each behind the "|" margin; everything else is escaped.
    ...preview.split(/\r?\n/).map((line) => `  | ${printable(line)}`),
  ].join('\n');
}
