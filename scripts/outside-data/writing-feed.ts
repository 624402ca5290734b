/**
 * The owner's writing feed read into posts: RSS 2.0 (dev.to, Medium, Hashnode) or Atom (many
 * personal blogs), parsed by fast-xml-parser. Every entry is checked on its own: one without a
 * title, an http(s) link or a readable date is skipped and named, and the rest are kept. Titles
 * and summaries come out as plain text (a summary's HTML reduced to what a reader sees), for the
 * page to show as text. A document that is not well-formed XML, or neither kind of feed, is a
 * malformed answer.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { WritingPost } from '../../src/lib/outside-data/outside-data.ts';
import { htmlToText, oneLine } from './html-text.ts';
import { MalformedAnswer } from './malformed-answer.ts';

interface FeedReading {
  /** Every readable post, newest first. */
  posts: WritingPost[];
  /** One line per entry left out, naming it and why. */
  skipped: string[];
}

/** An element's value as the parser gives it: text, or an object with `#text` and `@_` attributes. */
type XmlValue = string | { '#text'?: string; [attribute: string]: unknown } | undefined;
type XmlRecord = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Entries and links may come once or many times: always lists.
  isArray: (_name, path) => ['rss.channel.item', 'feed.entry', 'feed.entry.link'].includes(String(path)),
});

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && '#text' in value) return String((value as XmlRecord)['#text'] ?? '');
  return '';
};
const attributeOf = (value: unknown, name: string): string | undefined => {
  const found = value && typeof value === 'object' ? (value as XmlRecord)[`@_${name}`] : undefined;
  return typeof found === 'string' && found.trim() ? found.trim() : undefined;
};
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Atom's text constructs say whether they hold HTML; RSS's description may always hold it. */
function plainText(value: XmlValue, mayBeHtml: boolean): string {
  const text = textOf(value);
  return squeeze(mayBeHtml || attributeOf(value, 'type') === 'html' || attributeOf(value, 'type') === 'xhtml' ? htmlToText(text) : text);
}

/** What one entry gives, before it is checked. */
interface RawEntry {
  title: string;
  link: string;
  date: string;
  summary: string;
  language?: string;
}

function rssEntries(channel: XmlRecord): { entries: RawEntry[]; language?: string } {
  const language = squeeze(textOf(channel.language ?? channel['dc:language'])) || undefined;
  const items = (channel.item as XmlRecord[] | undefined) ?? [];
  return {
    language,
    entries: items.map((item) => {
      const guid = item.guid;
      const guidLink = attributeOf(guid, 'isPermaLink') === 'false' ? '' : textOf(guid);
      return {
        title: plainText(item.title as XmlValue, false),
        link: squeeze(textOf(item.link) || guidLink),
        date: squeeze(textOf(item.pubDate ?? item['dc:date'])),
        summary: plainText(item.description as XmlValue, true),
      };
    }),
  };
}

/** An Atom entry's page: its `alternate` link (the default relation), else its first link. */
function atomLink(links: XmlRecord[] = []): string {
  const alternate = links.find((link) => (attributeOf(link, 'rel') ?? 'alternate') === 'alternate') ?? links[0];
  return attributeOf(alternate, 'href') ?? '';
}

function atomEntries(feed: XmlRecord): { entries: RawEntry[]; language?: string } {
  const language = attributeOf(feed, 'xml:lang');
  const entries = (feed.entry as XmlRecord[] | undefined) ?? [];
  return {
    language,
    entries: entries.map((entry) => ({
      title: plainText(entry.title as XmlValue, false),
      link: atomLink(entry.link as XmlRecord[] | undefined),
      date: squeeze(textOf(entry.published ?? entry.updated)),
      summary: plainText(entry.summary as XmlValue, false),
      language: attributeOf(entry, 'xml:lang'),
    })),
  };
}

/** Why `entry` cannot be shown, or its post. Relative links are read against the feed's own address. */
function checkEntry(entry: RawEntry, feedUrl: string, feedLanguage: string | undefined): WritingPost | string {
  if (!entry.title) return 'has no title';
  if (!entry.link) return 'has no link';
  if (!URL.canParse(entry.link, feedUrl)) return `its link "${entry.link}" is not an address`;
  const url = new URL(entry.link, feedUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `its link "${oneLine(entry.link, 60)}" is not an http(s) address`;
  const time = Date.parse(entry.date);
  if (!entry.date || Number.isNaN(time)) return entry.date ? `its date "${entry.date}" cannot be read` : 'has no date';
  const language = entry.language ?? feedLanguage;
  return {
    title: entry.title,
    url: url.href,
    published: new Date(time).toISOString(),
    ...(entry.summary && { summary: oneLine(entry.summary) }),
    ...(language && { language }),
  };
}

/** The posts of the feed `xml`, fetched from `feedUrl`. Throws MalformedAnswer for a document that is no feed. */
export function readFeed(xml: string, feedUrl: string): FeedReading {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new MalformedAnswer(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`);
  const document = parser.parse(xml) as XmlRecord;
  const rss = document.rss as XmlRecord | undefined;
  const channel = rss?.channel as XmlRecord | undefined;
  const atom = document.feed as XmlRecord | undefined;
  const found = channel ? rssEntries(channel) : atom && typeof atom === 'object' ? atomEntries(atom) : null;
  if (!found) throw new MalformedAnswer('neither an RSS 2.0 nor an Atom feed');
  const kind = channel ? 'item' : 'entry';
  const posts: WritingPost[] = [];
  const skipped: string[] = [];
  found.entries.forEach((entry, index) => {
    const checked = checkEntry(entry, feedUrl, found.language);
    if (typeof checked === 'string') skipped.push(`${kind} ${index + 1}${entry.title ? ` ("${oneLine(entry.title, 60)}")` : ''} ${checked}`);
    else posts.push(checked);
  });
  posts.sort((a, b) => b.published.localeCompare(a.published));
  return { posts, skipped };
}
