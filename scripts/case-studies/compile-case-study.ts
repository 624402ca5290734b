/**
 * One case study's Markdown turned, at build time, into a plain hast tree the page renders, with
 * every mistake in it as `file:line: what to mend`. Raw HTML is refused rather than dropped, so
 * nothing the owner wrote vanishes unseen; math becomes MathML (temml), which browsers draw with
 * no script, stylesheet or font of ours. GFM table alignment becomes `data-align` (an inline
 * `style` would need a CSP hash, and `align` is obsolete HTML).
 */
import type { Element, ElementContent, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Paragraph, Root as MdRoot } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import remarkRehype, { defaultHandlers } from 'remark-rehype';
import temml from 'temml';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import { caseStudyFrontMatterSchema } from '../../src/config/content-schema.ts';
import { TABLE_ALIGN_ATTRIBUTE } from '../../src/config/page-seams.ts';

/** hast names a `data-*` attribute in camelCase: `data-align` is `dataAlign`. */
const ALIGN_PROPERTY = TABLE_ALIGN_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

type Tree = { type: string; children?: Tree[]; position?: { start: { line: number } } };
/** Calls `visit` on `node` and every node below it, each with its parent. */
function each<Node extends Tree>(node: Tree, visit: (node: Node, parent?: Node) => void, parent?: Node): void {
  visit(node as Node, parent);
  for (const child of node.children ?? []) each(child, visit, node as Node);
}

const FRONT_MATTER = 'start the file with three lines: ---, then project: <the id of its project in src/content/projects.ts>, then ---';
/** Where a link may go: the web, an email address, or a page or heading of the site itself. */
const LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/** One file's text compiled: its project (and that field's line), its body, the images it shows, and its problems. */
export function compileCaseStudy(markdown: string, file: string, site: { imageExists: (path: string) => boolean; projectIds: readonly number[] }) {
  const problems: string[] = [];
  const at = (node: Tree | number, what: string) => problems.push(`${file}:${typeof node === 'number' ? node : (node.position?.start.line ?? 1)}: ${what}`);
  const toMathMl = (display: boolean) => (_state: unknown, node: { value: string } & Tree): ElementContent => {
    try {
      const math = fromHtml(temml.renderToString(node.value, { displayMode: display, throwOnError: true }).normalize('NFC'), { fragment: true }).children[0] as Element;
      // temml's classes and inline styles ask for its stylesheet (and our CSP refuses inline styles): the browser's own MathML drawing needs neither.
      each<Tree & Partial<Element>>(math, (element) => {
        delete element.properties?.className;
        delete element.properties?.style;
        // \boxed's `mrow displaystyle`: valid HTML has those attributes on `mstyle` alone.
        if (element.tagName === 'mrow' && element.properties && ('displaystyle' in element.properties || 'scriptlevel' in element.properties)) element.tagName = 'mstyle';
      });
      return math;
    } catch (error) {
      at(node, `this math is not valid TeX (${(error as Error).message.split('\n')[0]!.trim().replace(/:$/, '')}): mend it, or write it as plain text`);
      return { type: 'text', value: node.value };
    }
  };
  const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkMath).use(remarkRehype, {
    handlers: {
      math: toMathMl(true),
      inlineMath: toMathMl(false),
      // An image alone in its paragraph is a figure; its Markdown title, the caption.
      paragraph(state, node: Paragraph) {
        const [only, ...others] = node.children;
        if (others.length > 0 || (only?.type !== 'image' && only?.type !== 'imageReference')) return defaultHandlers.paragraph(state, node);
        const { properties: { title, ...properties }, ...img } = state.one(only, node) as Element;
        const caption: Element[] = title ? [{ type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: String(title) }] }] : [];
        return { type: 'element', tagName: 'figure', properties: {}, children: [{ ...img, properties }, ...caption] };
      },
    },
  });
  const mdast = processor.parse(markdown);
  const { project, projectLine } = frontMatter(mdast, at, site.projectIds);
  let level = 1;
  each<Tree & Record<string, unknown>>(mdast, (node) => {
    if (node.type === 'html') at(node, 'HTML is not allowed in a case study: write it in Markdown instead (**bold**, *italic*, [a link](https://…), ![what it shows](case-studies/photo.jpg "caption"))');
    if (node.type === 'footnoteReference' || node.type === 'footnoteDefinition') at(node, 'footnotes ([^1]) are not supported: write the note in the text itself, as a sentence or in brackets');
    if (node.type === 'listItem' && typeof node.checked === 'boolean') at(node, 'task-list checkboxes ([ ] and [x]) are not supported: write a plain list item, without the brackets');
    if (node.type !== 'heading') return;
    const depth = node.depth as number;
    if (depth === 1) at(node, "a # heading is not allowed: the page's one title is the project's own; start your headings at ##");
    else if (depth > level + 1) at(node, `this ${'#'.repeat(depth)} heading skips a level: ${level === 1 ? 'the first heading must be ##' : `after a ${'#'.repeat(level)} heading comes at most ${'#'.repeat(level + 1)}`}`);
    level = depth;
  });
  const images: string[] = [];
  const hast = processor.runSync(mdast);
  each<Tree & Partial<Element>>(hast, (node, parent) => {
    const { tagName, properties = {} } = node;
    if (tagName === 'a' && !LINK.test(String(properties.href))) {
      at(node, `the link "${String(properties.href)}" cannot be followed from the page: a link starts with https://, http:// or mailto:, or is a page of this site starting with / (or a heading of this page, with #)`);
    }
    if ('align' in properties) [properties[ALIGN_PROPERTY], properties.align] = [properties.align, undefined];
    if (tagName !== 'img') return;
    const src = decodedPath(String(properties.src));
    images.push((properties.src = src));
    if (parent?.tagName !== 'figure') at(node, 'an image must be on a line of its own, with an empty line before and after it');
    if (!String(properties.alt ?? '').trim()) at(node, `the image "${src}" has no alt text: say what it shows between the brackets, ![what it shows](${src})`);
    if (!site.imageExists(src)) at(node, `the image "${src}" has no file at src/assets/images/${src}: put the file there, or mend the path (it starts inside src/assets/images)`);
  });
  // JSON-plain: no positions or parser data, and the `undefined`s left above gone.
  const body = JSON.parse(JSON.stringify(hast, (key, value: unknown) => (key === 'position' || key === 'data' ? undefined : value))) as Root;
  return { project, projectLine, body, images, problems: [...new Set(problems)] };
}

/** A path as its file is named (`my%20photo.jpg` → `my photo.jpg`), or as written where that is no valid escape. */
function decodedPath(src: string): string {
  try { return decodeURI(src); } catch { return src; }
}

/** The front matter's project id, and a problem for each mistake in it. */
function frontMatter(mdast: MdRoot, at: (node: Tree | number, what: string) => void, projectIds: readonly number[]): { project?: number; projectLine: number } {
  const yaml = mdast.children[0]?.type === 'yaml' ? mdast.children[0] : undefined;
  if (!yaml) return (at(1, `has no front matter: ${FRONT_MATTER}`), { projectLine: 1 });
  let fields: unknown;
  try {
    fields = parseYaml(yaml.value);
  } catch (error) {
    return (at(yaml, `the front matter is not valid YAML (${(error as Error).message.split('\n')[0]}): ${FRONT_MATTER}`), { projectLine: 1 });
  }
  const lineOf = (key: string) => (yaml.position?.start.line ?? 1) + 1 + Math.max(0, yaml.value.split('\n').findIndex((line) => line.startsWith(`${key}:`)));
  const projectLine = lineOf('project');
  const checked = caseStudyFrontMatterSchema.safeParse(fields ?? {});
  if (checked.success) {
    if (projectIds.includes(checked.data.project)) return { project: checked.data.project, projectLine };
    at(projectLine, `project: ${checked.data.project} is no project's id in src/content/projects.ts, so this is a case study whose project does not exist: use one of ${projectIds.join(', ')}`);
    return { projectLine };
  }
  const ids = `one of ${projectIds.join(', ')}`;
  const { issues } = checked.error;
  for (const key of issues.flatMap((issue) => (issue.code === 'unrecognized_keys' ? issue.keys : []))) at(lineOf(key), `the front matter has an unknown field "${key}": it holds only project: <id>; delete the line`);
  const project = (fields as { project?: unknown } | null)?.project;
  if (!issues.some(({ path }) => path[0] === 'project')) return { projectLine };
  if (project === undefined) at(yaml, `the front matter has no project: add the line project: <the id of its project in src/content/projects.ts, ${ids}>`);
  else at(projectLine, `project: must be the id (a number) of a project in src/content/projects.ts, ${ids}; not ${JSON.stringify(project)}`);
  return { projectLine };
}

/** The project a case study's front matter names, parsed as the compile parses it (the import's need: undefined where it names none). */
export function frontMatterProject(markdown: string): unknown {
  const yaml = unified().use(remarkParse).use(remarkFrontmatter).parse(markdown).children[0];
  try {
    return yaml?.type === 'yaml' ? (parseYaml(yaml.value) as { project?: unknown } | null)?.project : undefined;
  } catch {
    return undefined; // Front matter the build will name; here it simply names no project.
  }
}
