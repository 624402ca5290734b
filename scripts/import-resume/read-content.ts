/**
 * Today's values of a content file, read from its source rather than imported: a module import
 * is cached for the life of the process, so a second import in the same run (a test, a watch)
 * would see the first one's values. Content files hold data and type imports only, so their
 * compiled text runs in an empty context.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';

export function readContentExports(contentDir: string, fileName: string): Record<string, unknown> {
  const source = readFileSync(join(contentDir, fileName), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } });
  const module = { exports: {} as Record<string, unknown> };
  try {
    runInNewContext(outputText, { module, exports: module.exports }, { filename: join(contentDir, fileName) });
  } catch (error) {
    throw new Error(`${fileName}: could not be read as a content file (data and type imports only): ${(error as Error).message}`);
  }
  return module.exports;
}
