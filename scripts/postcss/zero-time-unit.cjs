/**
 * Gives a bare `0` in a time property its unit (`0s`). CSS times need one (a unitless zero is
 * only a <length>), so browsers drop the declaration and the Nu HTML Checker reports it: Mantine's
 * Loader.css has `animation-delay: 0`. Same meaning, since a delay or duration defaults to 0s.
 */
const TIME_PROPERTY = /^(animation|transition)-(delay|duration)$/i;

/** @type {import('postcss').PluginCreator<void>} */
module.exports = () => ({
  postcssPlugin: 'zero-time-unit',
  Declaration(declaration) {
    if (!TIME_PROPERTY.test(declaration.prop)) return;
    const value = declaration.value.split(',').map((time) => (time.trim() === '0' ? '0s' : time.trim())).join(', ');
    if (value !== declaration.value) declaration.value = value;
  },
});
module.exports.postcss = true;
