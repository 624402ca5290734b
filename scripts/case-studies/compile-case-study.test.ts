import type { Element, ElementContent, Root, RootContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { compileCaseStudy } from './compile-case-study.ts';

const FILE = 'src/content/case-studies/en/rim-signal.md';
/** The file with this front matter (lines 1 to 3) and this body (from line 4). */
const compile = (body: string, front = 'project: 2') =>
  compileCaseStudy(`---\n${front}\n---\n${body}`, FILE, { imageExists: (path) => path.startsWith('case-studies/') && !path.includes('missing'), projectIds: [1, 2, 3] });
/** The tree without the newlines between blocks, which only the HTML's source shows. */
const bare = (root: Root): RootContent[] =>
  (JSON.parse(JSON.stringify(root), (key, value: unknown) => (key === 'children' ? (value as RootContent[]).filter((node) => !(node.type === 'text' && node.value === '\n')) : value)) as Root).children;
const h = (tagName: string, properties: Element['properties'] = {}, ...children: (ElementContent | string)[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children: children.map((child) => (typeof child === 'string' ? { type: 'text', value: child } : child)),
});
/** The body's problems without the file's name. */
const problemsOf = (body: string, front?: string) => compile(body, front).problems.map((problem) => problem.replace(`${FILE}:`, ''));
const elements = (node: Root | ElementContent): Element[] => (node.type === 'element' ? [node] : []).concat('children' in node ? node.children.flatMap((child) => elements(child as ElementContent)) : []);

describe('compileCaseStudy: the supported Markdown and the tree it gives', () => {
  it('gives headings ## to ######, paragraphs with emphasis, strong, struck text, links, inline code and line breaks', () => {
    const markdown = '## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n\nSome *light* and **bold** and ~~old~~, [a page](/fr/projects/x/ "Its title") and `code`,  \nthen a break.\n';
    const { body, problems } = compile(markdown);
    expect(problems).toEqual([]);
    expect(bare(body)).toEqual([
      h('h2', {}, 'Two'),
      h('h3', {}, 'Three'),
      h('h4', {}, 'Four'),
      h('h5', {}, 'Five'),
      h('h6', {}, 'Six'),
      h('p', {}, 'Some ', h('em', {}, 'light'), ' and ', h('strong', {}, 'bold'), ' and ', h('del', {}, 'old'), ', ', h('a', { href: '/fr/projects/x/', title: 'Its title' }, 'a page'), ' and ', h('code', {}, 'code'), ',', h('br'), 'then a break.'),
    ]);
  });

  it('gives lists, quotes, rules and code blocks with their language', () => {
    const markdown = '- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n---\n\n```ts\nconst x = 1;\n```\n';
    expect(bare(compile(markdown).body)).toEqual([
      h('ul', {}, h('li', {}, 'one'), h('li', {}, 'two')),
      h('ol', { start: 3 }, h('li', {}, 'three'), h('li', {}, 'four')),
      h('blockquote', {}, h('p', {}, 'quoted')),
      h('hr'),
      h('pre', {}, h('code', { className: ['language-ts'] }, 'const x = 1;\n')),
    ]);
  });

  it("gives a GFM table, its columns' alignment as data-align (no inline style, no obsolete align)", () => {
    const { body } = compile('| Part | Mass |\n|:-----|-----:|\n| rim | 4 g |\n');
    expect(bare(body)).toEqual([
      h('table', {}, h('thead', {}, h('tr', {}, h('th', { dataAlign: 'left' }, 'Part'), h('th', { dataAlign: 'right' }, 'Mass'))), h('tbody', {}, h('tr', {}, h('td', { dataAlign: 'left' }, 'rim'), h('td', { dataAlign: 'right' }, '4 g')))),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/"align"|"style"/);
  });

  it('makes an image alone in its paragraph a figure, its title the caption, and lists the images in order', () => {
    const { body, images, problems } = compile('![The rim, cut open](case-studies/rim.jpg "The rim after the test")\n\n- ![The sensor](case-studies/sensor%20board.png)\n');
    expect(problems).toEqual([]);
    expect(bare(body)).toEqual([
      h('figure', {}, h('img', { src: 'case-studies/rim.jpg', alt: 'The rim, cut open' }), h('figcaption', {}, 'The rim after the test')),
      h('ul', {}, h('li', {}, h('figure', {}, h('img', { src: 'case-studies/sensor board.png', alt: 'The sensor' })))),
    ]);
    expect(images).toEqual(['case-studies/rim.jpg', 'case-studies/sensor board.png']);
  });

  it('gives a plain JSON tree: no positions, no parser data', () => {
    const { body } = compile('## A\n\nText with $x$ and ![A rim](case-studies/rim.jpg)\n\n![A rim](case-studies/rim.jpg)\n');
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
    expect(JSON.stringify(body)).not.toMatch(/"position"|"data"/);
  });
});

describe('compileCaseStudy: math to MathML', () => {
  it('renders $…$ as inline MathML and $$…$$ as a block, with MathML children and no script, style or annotation', () => {
    const { body, problems } = compile('Energy is $E = mc^2$ here.\n\n$$\n\\frac{a}{b} = \\sqrt{x}\n$$\n');
    expect(problems).toEqual([]);
    const [paragraph, display] = bare(body) as Element[];
    const inline = paragraph!.children[1] as Element;
    expect(inline).toMatchObject({ tagName: 'math', properties: {} });
    expect(elements(inline).map(({ tagName }) => tagName)).toEqual(expect.arrayContaining(['mrow', 'mi', 'mo', 'msup', 'mn']));
    expect(display).toMatchObject({ tagName: 'math', properties: { display: 'block' } });
    expect(elements(display!).map(({ tagName }) => tagName)).toEqual(expect.arrayContaining(['mfrac', 'msqrt']));
    const all = elements({ type: 'root', children: bare(body) } as unknown as Element);
    expect(all.filter(({ tagName }) => ['script', 'style', 'annotation', 'semantics', 'span'].includes(tagName))).toEqual([]);
    expect(all.filter(({ properties }) => 'style' in properties || 'className' in properties)).toEqual([]);
  });

  it('writes \\boxed as valid HTML: its display style on mstyle, not mrow', () => {
    const { body } = compile('$\\boxed{x}$\n');
    expect(elements(bare(body)[0] as Element).filter(({ tagName, properties }) => tagName === 'mrow' && 'displaystyle' in properties)).toEqual([]);
    expect(elements(bare(body)[0] as Element).map(({ tagName }) => tagName)).toContain('mstyle');
  });

  it('names the line and the TeX error of bad math', () => {
    expect(problemsOf('Fine $x$.\n\nBroken $\\frac{a$ here.\n\n$$\n\\notacommand\n$$\n')).toEqual([
      "6: this math is not valid TeX (Unexpected end of input in a macro argument, expected '}' at end of input: \\frac{a): mend it, or write it as plain text",
      '8: this math is not valid TeX (Unsupported function name: \\notacommand at position 1): mend it, or write it as plain text',
    ]);
  });
});

describe('compileCaseStudy: what is refused, by line', () => {
  it('refuses raw HTML, block and inline, saying to write Markdown instead', () => {
    const problems = problemsOf('Some <b>bold</b> text.\n\n<div class="note">Hi</div>\n\n<!-- a comment -->\n');
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['4', '6', '8']);
    for (const problem of problems) expect(problem).toContain('HTML is not allowed in a case study: write it in Markdown instead');
  });

  it('refuses an image with no file, with no alt text, or not alone in its paragraph', () => {
    expect(problemsOf('![The rim](case-studies/missing.jpg)\n\n![](case-studies/rim.jpg)\n\nSee ![The rim](case-studies/rim.jpg) here.\n\n[![The rim](case-studies/rim.jpg)](https://example.org)\n\n## ![The rim](case-studies/rim.jpg)\n')).toEqual([
      '4: the image "case-studies/missing.jpg" has no file at src/assets/images/case-studies/missing.jpg: put the file there, or mend the path (it starts inside src/assets/images)',
      '6: the image "case-studies/rim.jpg" has no alt text: say what it shows between the brackets, ![what it shows](case-studies/rim.jpg)',
      '8: an image must be on a line of its own, with an empty line before and after it',
      '10: an image must be on a line of its own, with an empty line before and after it',
      '12: an image must be on a line of its own, with an empty line before and after it',
    ]);
  });

  it('refuses links that are not http(s), mailto or a path of the site, autolinks and references included', () => {
    const bad = ['[a](javascript:alert(1))', '[b](foo.html)', '[c](ftp://example.org/f)', '<ftp://example.org/g>', '[d](//example.org)', '[e][ref]\n\n[ref]: data:text/html,x'];
    const problems = problemsOf(bad.join('\n\n'));
    expect(problems.map((problem) => problem.split(': the link ')[1]?.split(' ')[0])).toEqual(['"javascript:alert(1)"', '"foo.html"', '"ftp://example.org/f"', '"ftp://example.org/g"', '"//example.org"', '"data:text/html,x"']);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['4', '6', '8', '10', '12', '14']);
    expect(problems[0]).toContain('a link starts with https://, http:// or mailto:, or is a page of this site starting with /');
    const good = '[a](https://example.org) [b](http://example.org) [c](mailto:me@example.org) [d](/fr/projects/x/) [e](#results) <https://example.org> www.example.org [f][ok]\n\n[ok]: /';
    expect(problemsOf(good)).toEqual([]);
  });

  it('refuses a # heading and a heading that skips a level', () => {
    expect(problemsOf('### Too deep to start\n')).toEqual(['4: this ### heading skips a level: the first heading must be ##']);
    expect(problemsOf('# Title\n\n## Fine\n\n#### Skips\n\n### Fine\n\n#### Fine\n\n## Fine\n\n### Fine\n')).toEqual([
      "4: a # heading is not allowed: the page's one title is the project's own; start your headings at ##",
      '8: this #### heading skips a level: after a ## heading comes at most ###',
    ]);
  });

  it('refuses footnotes and task-list checkboxes', () => {
    expect(problemsOf('A claim.[^1]\n\n[^1]: Its source.\n\n- [ ] to do\n- [x] done\n')).toEqual([
      '4: footnotes ([^1]) are not supported: write the note in the text itself, as a sentence or in brackets',
      '6: footnotes ([^1]) are not supported: write the note in the text itself, as a sentence or in brackets',
      '8: task-list checkboxes ([ ] and [x]) are not supported: write a plain list item, without the brackets',
      '9: task-list checkboxes ([ ] and [x]) are not supported: write a plain list item, without the brackets',
    ]);
  });

  it('collects every problem of the file, not the first only', () => {
    expect(problemsOf('# Title\n\n<br>\n\n[x](foo.html)\n', 'project: 9')).toHaveLength(4);
  });
});

describe('compileCaseStudy: the front matter', () => {
  it("reads the project's id", () => {
    expect(compile('Text.\n', 'project: 3')).toMatchObject({ project: 3, projectLine: 2, problems: [] });
  });

  it('refuses a missing front matter, an unknown field, a missing project, a project that is not a number or not a project', () => {
    const ids = 'one of 1, 2, 3';
    expect(compileCaseStudy('## Hi\n', FILE, { imageExists: () => true, projectIds: [1, 2, 3] }).problems).toEqual([
      `${FILE}:1: has no front matter: start the file with three lines: ---, then project: <the id of its project in src/content/projects.ts>, then ---`,
    ]);
    expect(problemsOf('', 'project: 2\ntitle: Rim')).toEqual(['3: the front matter has an unknown field "title": it holds only project: <id>; delete the line']);
    expect(problemsOf('', 'title: Rim')).toEqual([
      '2: the front matter has an unknown field "title": it holds only project: <id>; delete the line',
      `1: the front matter has no project: add the line project: <the id of its project in src/content/projects.ts, ${ids}>`,
    ]);
    expect(problemsOf('', 'project: two')).toEqual([`2: project: must be the id (a number) of a project in src/content/projects.ts, ${ids}; not "two"`]);
    expect(problemsOf('', 'project: 2.5')).toEqual([`2: project: must be the id (a number) of a project in src/content/projects.ts, ${ids}; not 2.5`]);
    expect(problemsOf('', 'project: 7')).toEqual([`2: project: 7 is no project's id in src/content/projects.ts, so this is a case study whose project does not exist: use ${ids}`]);
    expect(compile('', 'project: 7').project).toBeUndefined();
    expect(problemsOf('', 'project: [1')[0]).toMatch(/^1: the front matter is not valid YAML \(.+\): start the file with three lines/);
  });
});
