/**
 * Lets eslint-plugin-import follow the project's one alias (`@/` is `src/`), so the layer rule in
 * eslint.config.js sees where every import really lands. Anything else goes to the plugin's own
 * Node resolver.
 */
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

const SRC = path.resolve(__dirname, '../../src');
const OPTIONS = { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] };

exports.interfaceVersion = 2;
exports.resolve = (source, file) =>
  nodeResolver.resolve(source.startsWith('@/') ? path.join(SRC, source.slice(2)) : source, file, OPTIONS);
