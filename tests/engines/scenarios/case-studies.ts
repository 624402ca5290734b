/**
 * A case study, once per engine: it opens at its own address with its project's title, and its
 * equation is drawn natively as MathML (the math element has a real width: an engine that did
 * not know MathML would leave it an empty inline box). Skipped, with one line, where the owner
 * has no case study with an equation.
 */
import { expect } from 'vitest';
import { contentIn, pagePathOf } from '../../../src/lib/languages/site-content.ts';
import { siteCaseStudies } from '../../../scripts/case-studies/case-study-pages.ts';
import type { Scenario } from '../engine-suite.ts';

const withMath = siteCaseStudies().find((study) => JSON.stringify(study.body).includes('"tagName":"math"'));

export const caseStudyScenarios: Scenario[] = withMath
  ? [
      [
        'a case study opens at its own address, and its equation is drawn as MathML with a real width',
        async ({ open }) => {
          const { language, slug, project } = withMath;
          const visit = await open({ width: 390, height: 844, path: `/${pagePathOf(language)}projects/${slug}/` });
          const read = await visit.page.evaluate(() => {
            const math = document.querySelector('main math');
            math?.scrollIntoView();
            return { title: document.querySelector('h1')?.textContent?.trim(), mathWidth: math?.getBoundingClientRect().width ?? 0 };
          });
          expect(read.title).toBe(contentIn(language).projects.find(({ id }) => id === project)!.title);
          expect(read.mathWidth).toBeGreaterThan(10);
        },
      ],
    ]
  : [];
