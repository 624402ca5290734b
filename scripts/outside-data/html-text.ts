/**
 * A feed's HTML (a post's summary) reduced to the text a reader sees, parsed as a browser would
 * (parse5, the HTML parser jsdom uses) rather than by stripping tags with a pattern: entities
 * decoded, scripts, styles and comments dropped, blocks and line breaks read as spaces. The page
 * shows the result as text, never as HTML.
 */
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode;

/** Elements whose content is never text a reader sees. */
const UNSEEN = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if (!('childNodes' in node) || UNSEEN.has(node.nodeName)) return '';
  // Every element may end a word (`<p>One</p><p>Two</p>`, `a<br>b`): spaces are collapsed after.
  return ` ${node.childNodes.map(textOf).join('')} `;
}

/** The text of `html`, whitespace collapsed. */
export const htmlToText = (html: string): string => parseFragment(html).childNodes.map(textOf).join('').replace(/\s+/g, ' ').trim();

/** The longest a post's one-line summary is, in characters. */
const SUMMARY_MAX_CHARACTERS = 160;

/** `text` cut to `max` characters at a word's end, with an ellipsis when it was cut. */
export function oneLine(text: string, max = SUMMARY_MAX_CHARACTERS): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length > max / 2 ? atWord : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}
