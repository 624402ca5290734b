import { describe, expect, it } from 'vitest';
import { MalformedAnswer } from './malformed-answer.ts';
import { readFeed } from './writing-feed.ts';

const FEED_URL = 'https://blog.example.org/feed.xml';

const rss = (items: string, language = '<language>en-us</language>') => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>A blog</title><link>https://blog.example.org/</link>${language}${items}</channel></rss>`;
const item = (title: string, link: string, date: string, description = '') =>
  `<item><title>${title}</title><link>${link}</link><pubDate>${date}</pubDate>${description && `<description>${description}</description>`}</item>`;

describe('an RSS 2.0 feed', () => {
  it('gives its posts newest first, with text summaries and the feed language', () => {
    const { posts, skipped } = readFeed(
      rss(
        item('Older post', 'https://blog.example.org/older', 'Mon, 06 Jan 2025 09:00:00 GMT') +
          item('Newer post', 'https://blog.example.org/newer', 'Tue, 04 Mar 2025 23:30:00 +0000', '&lt;p&gt;Flood defences &amp;amp; &lt;em&gt;culverts&lt;/em&gt;&lt;/p&gt;'),
      ),
      FEED_URL,
    );
    expect(skipped).toEqual([]);
    expect(posts).toEqual([
      { title: 'Newer post', url: 'https://blog.example.org/newer', published: '2025-03-04T23:30:00.000Z', summary: 'Flood defences & culverts', language: 'en-us' },
      { title: 'Older post', url: 'https://blog.example.org/older', published: '2025-01-06T09:00:00.000Z', language: 'en-us' },
    ]);
  });

  it('keeps accented titles as written, and a summary in CDATA reduced to its text', () => {
    const { posts } = readFeed(
      rss(item('Ponts en arc : étude à Lyon — Østergård', 'https://blog.example.org/ponts', 'Wed, 05 Mar 2025 08:00:00 GMT', '<![CDATA[<p>Un pont <b>voûté</b>&nbsp;en pierre.</p>]]>'), '<language>fr</language>'),
      FEED_URL,
    );
    expect(posts[0]).toMatchObject({ title: 'Ponts en arc : étude à Lyon — Østergård', summary: 'Un pont voûté en pierre.', language: 'fr' });
  });

  it('never turns feed text into markup: a title holding tags stays those characters', () => {
    const { posts } = readFeed(rss(item('&lt;img src=x onerror=alert(1)&gt; Generics: Array&lt;T&gt;', 'https://blog.example.org/g', 'Wed, 05 Mar 2025 08:00:00 GMT')), FEED_URL);
    expect(posts[0]!.title).toBe('<img src=x onerror=alert(1)> Generics: Array<T>');
  });

  it('skips a broken entry, naming it and why, and keeps the others', () => {
    const { posts, skipped } = readFeed(
      rss(
        item('Good one', 'https://blog.example.org/good', 'Wed, 05 Mar 2025 08:00:00 GMT') +
          item('Script link', 'javascript:alert(1)', 'Wed, 05 Mar 2025 08:00:00 GMT') +
          item('', 'https://blog.example.org/untitled', 'Wed, 05 Mar 2025 08:00:00 GMT') +
          item('No date', 'https://blog.example.org/no-date', 'someday') +
          item('FTP', 'ftp://blog.example.org/file', 'Wed, 05 Mar 2025 08:00:00 GMT'),
      ),
      FEED_URL,
    );
    expect(posts.map((post) => post.title)).toEqual(['Good one']);
    expect(skipped).toEqual([
      'item 2 ("Script link") its link "javascript:alert(1)" is not an http(s) address',
      'item 3 has no title',
      'item 4 ("No date") its date "someday" cannot be read',
      'item 5 ("FTP") its link "ftp://blog.example.org/file" is not an http(s) address',
    ]);
  });

  it('has no posts when it has no items', () => {
    expect(readFeed(rss(''), FEED_URL)).toEqual({ posts: [], skipped: [] });
  });
});

const atom = (entries: string, lang = ' xml:lang="en"') => `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"${lang}><title>Notes</title><id>urn:x</id><updated>2025-03-05T00:00:00Z</updated>${entries}</feed>`;

describe('an Atom feed', () => {
  it('gives each entry its alternate link, its date, its summary as text and its own language', () => {
    const { posts, skipped } = readFeed(
      atom(
        `<entry><title>Culvert hydraulics</title><link rel="self" href="https://blog.example.org/self.xml"/><link href="https://blog.example.org/culverts"/><published>2025-02-01T10:00:00Z</published><updated>2025-02-02T10:00:00Z</updated><summary type="html">&lt;p&gt;Head loss &amp;amp; inlet control.&lt;/p&gt;</summary></entry>` +
          `<entry xml:lang="fr"><title type="text">Crues du Rhône</title><link rel="alternate" type="text/html" href="/crues"/><updated>2025-03-01T10:00:00+01:00</updated></entry>`,
      ),
      FEED_URL,
    );
    expect(skipped).toEqual([]);
    expect(posts).toEqual([
      { title: 'Crues du Rhône', url: 'https://blog.example.org/crues', published: '2025-03-01T09:00:00.000Z', language: 'fr' },
      { title: 'Culvert hydraulics', url: 'https://blog.example.org/culverts', published: '2025-02-01T10:00:00.000Z', summary: 'Head loss & inlet control.', language: 'en' },
    ]);
  });

  it('reads an HTML title as its text, and a plain one as written', () => {
    const { posts } = readFeed(atom(`<entry><title type="html">&lt;em&gt;Shear&lt;/em&gt; walls &amp;amp; more</title><link href="https://blog.example.org/s"/><updated>2025-01-01T00:00:00Z</updated></entry>`, ''), FEED_URL);
    expect(posts).toEqual([{ title: 'Shear walls & more', url: 'https://blog.example.org/s', published: '2025-01-01T00:00:00.000Z' }]);
  });

  it('skips an entry without a link, naming it', () => {
    const { skipped } = readFeed(atom(`<entry><title>Lost</title><updated>2025-01-01T00:00:00Z</updated></entry>`), FEED_URL);
    expect(skipped).toEqual(['entry 1 ("Lost") has no link']);
  });
});

describe('an answer that is no feed', () => {
  it.each([
    ['an HTML page', '<!doctype html><html><body><p>Not found</p></body></html>'],
    ['broken XML', '<rss version="2.0"><channel><item><title>Cut off'],
    ['JSON', '{"posts": []}'],
    ['another XML document', '<?xml version="1.0"?><urlset><url><loc>https://x</loc></url></urlset>'],
  ])('is malformed: %s', (_what, text) => {
    expect(() => readFeed(text, FEED_URL)).toThrow(MalformedAnswer);
  });
});
