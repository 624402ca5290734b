import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { createElement, type ComponentProps, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage.tsx';
import type { ImagePath } from '@/content/types.ts';

/** A picture spans the text's column: at most the column's 46rem, the whole width on a phone. */
const FIGURE_SIZES = '(min-width: 48em) 736px, 100vw';

/** A Markdown image is its path under src/assets/images (scripts/case-studies): the site's responsive picture of it. */
function CaseStudyImage({ src, alt }: ComponentProps<'img'>) {
  return <ResponsiveImage image={src as ImagePath} alt={alt ?? ''} sizes={FIGURE_SIZES} />;
}

/** A path of the site (`/#contact`, `/projects/x/`) starts from wherever the site lives (a project site: `/REPO/`). */
function CaseStudyLink({ href = '', ...props }: ComponentProps<'a'>) {
  const local = href.startsWith('/') ? `${import.meta.env.BASE_URL}${href.slice(1)}` : href;
  return <a href={local} {...props} />;
}

/**
 * A table or a displayed equation wider than a phone scrolls sideways in a box of its own, which
 * the keyboard can reach and scroll too (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
const SideScroll = ({ children }: { children: ReactNode }) => (
  <div className="cs-scroll" tabIndex={0}>
    {children}
  </div>
);

const WideTable = (props: ComponentProps<'table'>) => (
  <SideScroll>
    <table {...props} />
  </SideScroll>
);

/** React's JSX has no MathML types: the element made by name, as the build wrote it. */
function MathElement(props: { display?: string; children?: ReactNode }) {
  const math = createElement('math', props);
  return props.display === 'block' ? <SideScroll>{math}</SideScroll> : math;
}

const COMPONENTS = { img: CaseStudyImage, a: CaseStudyLink, table: WideTable, math: MathElement } as Partial<Components>;

/**
 * A case study's body, drawn from the tree the build made of the owner's Markdown: its elements
 * as React elements (so no HTML string is ever set), its pictures as the site's own. Rendered at
 * build time only: this page is never hydrated, so none of it reaches the browser.
 */
export function CaseStudyBody({ body }: { body: Root }) {
  return toJsxRuntime(body, { Fragment, jsx, jsxs, components: COMPONENTS });
}
