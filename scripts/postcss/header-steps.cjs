/**
 * Writes the header's container-query ladder (Header.module.css, `@header-steps;`) from the one
 * list of its width steps, src/sections/Header/header-steps.json, which header-fit.ts chooses
 * among: so the stylesheet has a pair of rules for every step the fit check can choose, and
 * none else, without the list being written twice. At each nav step the links and the resume
 * button show (`.wideOnly`) and the menu button goes (`.narrowOnly`); below each full-name step
 * the short name stands in for the full one. Step 0 of the full name needs no rule.
 */
const { navSteps, fullNameSteps } = require('../../src/sections/Header/header-steps.json');

/** @param {import('postcss').Postcss} postcss */
function ladder({ parse }, from) {
  const hide = (selector) => `${selector} {\n    display: none;\n  }`;
  const nav = navSteps.flatMap((step) => [
    `@container header-bar (width < ${step}rem) {\n  ${hide(`.inner[data-nav-from='${step}'] .wideOnly`)}\n}`,
    `@container header-bar (width >= ${step}rem) {\n  ${hide(`.inner[data-nav-from='${step}'] .narrowOnly`)}\n}`,
  ]);
  const fullName = fullNameSteps
    .filter((step) => step > 0)
    .map(
      (step) =>
        `@container header-bar (width < ${step}rem) {\n  ${hide(`.inner[data-full-name-from='${step}'] .fullName`)}\n\n  .inner[data-full-name-from='${step}'] .shortName {\n    display: inline;\n  }\n}`,
    );
  // `from`: the stylesheet the ladder goes into, so PostCSS knows where its rules come from.
  return parse([...nav, ...fullName].join('\n\n'), { from }).nodes;
}

/** @type {import('postcss').PluginCreator<void>} */
module.exports = () => ({
  postcssPlugin: 'header-steps',
  AtRule: {
    'header-steps'(atRule, postcss) {
      atRule.replaceWith(ladder(postcss, atRule.source?.input.file));
    },
  },
});
module.exports.postcss = true;
