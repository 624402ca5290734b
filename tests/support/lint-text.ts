/**
 * Lints code as if it were the file at `filePath` (which may not exist yet) with the project's
 * ESLint config; the rules it breaks. For the tests that prove a lint rule on code nobody wrote.
 */
import { existsSync } from 'node:fs';
import { ESLint } from 'eslint';

const root = new URL('../..', import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
// import/no-cycle's graph holds only files on disk and stumbles on the text of a file that is not there.
const eslintForNewFiles = new ESLint({ cwd: root, overrideConfig: { files: ['src/**'], rules: { 'import/no-cycle': 'off' } } });

export async function errorsIn(filePath: string, code: string): Promise<string[]> {
  const [result] = await (existsSync(`${root}/${filePath}`) ? eslint : eslintForNewFiles).lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}
