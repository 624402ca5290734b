/**
 * The part of a page's CSS that its first screen needs (docs/decisions/012): the rules that can
 * style an element of the HTML before the page's first-screen mark, as the first paint draws it,
 * with only the custom properties, keyframes and font faces those rules and the elements' `style`
 * attributes use. The whole CSS follows at the mark (./first-screen.ts), so what is left out here
 * is only late, never lost. A rule is left out when a compound of its selector matches no element:
 * a class, id or element the first screen lacks, or an attribute value the build wrote otherwise
 * (another button size). What changes in the browser is taken to match: the root element's
 * attributes (theme, font, state), ARIA states, `hidden`, the seams page-seams.ts lists as set
 * after the build (not its `lang` and `dir`, the page's for good), an island's attributes, pseudo-classes but `:disabled`, and the insides of
 * `:not()` and `:has()`. Not drawn by the first paint, so left to the whole CSS: a hidden
 * element (the offline badge), a closed popover's content (the phone menu's links), printing.
 * Ancestors and earlier siblings of a first-screen element are in the first screen too, so each
 * compound of a selector is checked against it.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import postcss, { type Declaration, type Root } from 'postcss';
import selectorParser, { type Attribute, type Node as SelectorNode, type Selector } from 'postcss-selector-parser';
import { ISLAND_ATTRIBUTE, SET_AFTER_BUILD } from '../../src/config/page-seams.ts';

interface ElementFacts {
  tag: string;
  attributes: Map<string, string>;
  classes: Set<string>;
  /** The root element, or in an island: every attribute may change (its classes stay as built). */
  changing: boolean;
}

type ParsedNode = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['document'];

/** The elements of `html` (a page cut at its mark: the parser closes what is open) that the first paint draws. */
function elementsOf(html: string): ElementFacts[] {
  const found: ElementFacts[] = [];
  const walk = (node: ParsedNode, inIsland: boolean) => {
    for (const child of 'childNodes' in node ? node.childNodes : []) {
      if (!('tagName' in child)) continue;
      const attributes = new Map(child.attrs.map(({ name, value }) => [name, value]));
      // Shown by a script later: the offline badge, offline, when the service worker has the whole CSS at hand.
      if (attributes.has('hidden')) continue;
      const island = inIsland || attributes.has(ISLAND_ATTRIBUTE);
      found.push({ tag: child.tagName, attributes, classes: new Set(attributes.get('class')?.split(/\s+/)), changing: island || child.tagName === 'html' });
      // A popover's content is drawn once it opens; the popover itself holds the rule that hides it
      // where the browser has no popover API.
      if (!attributes.has('popover')) walk(child, island);
    }
  };
  walk(parse(html), false);
  return found;
}

const CHANGING_ATTRIBUTES = new Set<string>([...SET_AFTER_BUILD, 'hidden']);

/** The root's attributes the build writes for good: the page's language and direction. */
const BUILT_ROOT_ATTRIBUTES = new Set(['lang', 'dir']);

function attributeMatches(element: ElementFacts, { attribute, operator, value = '' }: Attribute): boolean {
  const written = element.tag === 'html' && BUILT_ROOT_ATTRIBUTES.has(attribute);
  if ((element.changing && !written) || CHANGING_ATTRIBUTES.has(attribute) || attribute.startsWith('aria-')) return true;
  const actual = element.attributes.get(attribute);
  if (actual === undefined) return false;
  switch (operator) {
    case undefined: return true;
    case '=': return actual === value;
    case '~=': return actual.split(/\s+/).includes(value);
    case '^=': return actual.startsWith(value);
    case '$=': return actual.endsWith(value);
    case '*=': return actual.includes(value);
    default: return actual === value || actual.startsWith(`${value}-`);
  }
}

/** A selector's compounds, split at its combinators. */
function compoundsOf(selector: Selector): SelectorNode[][] {
  const compounds: SelectorNode[][] = [[]];
  for (const node of selector.nodes) {
    if (node.type === 'combinator') compounds.push([]);
    else if (node.type !== 'comment') compounds.at(-1)!.push(node);
  }
  return compounds;
}

function compoundMatches(element: ElementFacts, compound: SelectorNode[], elements: ElementFacts[]): boolean {
  return compound.every((node) => {
    switch (node.type) {
      case 'tag': return node.value.toLowerCase() === element.tag;
      case 'class': return element.classes.has(node.value);
      case 'id': return element.attributes.get('id') === node.value;
      case 'attribute': return attributeMatches(element, node);
      case 'pseudo':
        if (node.value === ':host') return false; // a shadow root's host: the page has none
        if (node.value === ':root') return element.tag === 'html';
        if (node.value === ':disabled') return element.changing || element.attributes.has('disabled');
        // Either of the list: its last compound as the element itself, its others somewhere.
        if (node.value === ':is' || node.value === ':where') return node.nodes.some((inner) => mayMatch(inner, elements, element));
        return true; // states (:hover, :popover-open), pseudo-elements, :not(), :has()
      default: return true;
    }
  });
}

/** Whether `selector` may match `subject` (or any of `elements`), its other compounds each matching one of them. */
function mayMatch(selector: Selector, elements: ElementFacts[], subject?: ElementFacts): boolean {
  const compounds = compoundsOf(selector);
  const last = compounds.pop()!;
  const somewhere = (compound: SelectorNode[]) => elements.some((element) => compoundMatches(element, compound, elements));
  return (subject ? compoundMatches(subject, last, elements) : somewhere(last)) && compounds.every(somewhere);
}

/** The selectors of a rule's list that may match one of `elements`. */
function selectorsThatMayMatch(list: string, elements: ElementFacts[]): string[] {
  const kept: string[] = [];
  selectorParser((selectors) => selectors.each((selector) => void (mayMatch(selector, elements) && kept.push(String(selector).trim())))).processSync(list);
  return kept;
}

const variablesIn = (value: string) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name!);

/** Declarations of a custom property that a later one, for the same selector in the same at-rules, overrides. */
function overriddenVariables(root: Root): Declaration[] {
  const last = new Map<string, Declaration>();
  const overridden: Declaration[] = [];
  root.walkDecls(/^--/, (declaration) => {
    let key = declaration.prop;
    for (let node = declaration.parent; node && node.type !== 'root'; node = node.parent) {
      key += `|${node.type === 'rule' ? (node as postcss.Rule).selector.replace(/["'\s]/g, '') : `@${(node as postcss.AtRule).params}`}`;
    }
    const earlier = last.get(key);
    if (earlier && !earlier.important) overridden.push(earlier);
    last.set(key, declaration);
  });
  return overridden;
}

/** The custom properties used by `root`'s other declarations and `inlineStyles`, and by the ones those use. */
function usedVariables(root: Root, inlineStyles: string): Set<string> {
  const definitions = new Map<string, string[]>();
  const used = new Set([...variablesIn(inlineStyles), ...[...inlineStyles.matchAll(/(--[\w-]+)\s*:/g)].map(([, name]) => name!)]);
  root.walkDecls((declaration) => {
    if (!declaration.prop.startsWith('--')) variablesIn(declaration.value).forEach((name) => used.add(name));
    else definitions.set(declaration.prop, [...(definitions.get(declaration.prop) ?? []), declaration.value]);
  });
  // A for…of over a Set also visits the names added during it, so each chain of var()s is followed to its end.
  for (const name of used) {
    for (const inner of (definitions.get(name) ?? []).flatMap(variablesIn)) used.add(inner);
  }
  return used;
}

/** Rules and at-rules left empty, innermost first. */
function withoutEmptyBlocks(container: postcss.Container): void {
  container.each((node) => {
    if (!('nodes' in node) || !node.nodes) return;
    withoutEmptyBlocks(node);
    if (node.nodes.length === 0) node.remove();
  });
}

/** What of `css` the first screen `html` (the page up to its mark) needs. */
export function firstScreenCss(css: string, html: string): string {
  const elements = elementsOf(html);
  const root = postcss.parse(css);
  root.walkComments((comment) => void comment.remove());
  // Printing comes after the whole stylesheet is in.
  root.walkAtRules('media', (rule) => void (rule.params.trim() === 'print' && rule.remove()));
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const kept = selectorsThatMayMatch(rule.selector, elements);
    if (kept.length === 0) rule.remove();
    else rule.selector = kept.join(',');
  });
  for (const declaration of overriddenVariables(root)) declaration.remove();
  const inlineStyles = elements.map((element) => element.attributes.get('style') ?? '').join(';');
  const used = usedVariables(root, inlineStyles);
  root.walkDecls(/^--/, (declaration) => void (used.has(declaration.prop) || declaration.remove()));
  // Keyframes and font faces that a kept declaration names.
  let named = '';
  root.walkRules((rule) => void rule.walkDecls((declaration) => void (named += ` ${declaration.value} `)));
  root.walkAtRules(/keyframes$/, (rule) => void (new RegExp(`[\\s,]${rule.params}[\\s,;]`).test(named) || rule.remove()));
  root.walkAtRules('font-face', (rule) => {
    let family = '';
    rule.walkDecls('font-family', (declaration) => void (family = declaration.value.replace(/["']/g, '')));
    if (!named.replace(/["']/g, '').includes(family)) rule.remove();
  });
  withoutEmptyBlocks(root);
  return root.toString();
}
