/**
 * `npm run build`: the content checked against its schema, the resume PDF from the content,
 * the server bundle the prerender needs, then the client build (prerendered index.html, hashed assets, service worker, manifest).
 * `--out <dir>` and `--ssr-out <dir>` build a second copy elsewhere (the update test does).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'dist' }, 'ssr-out': { type: 'string', default: '.ssr' } },
});
const outDir = values.out;
const ssrOutDir = values['ssr-out'];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`build: \`${command} ${args.join(' ')}\` failed`);
    process.exit(result.status ?? 1);
  }
}

// The content first: a mistake in it stops here, named by file and field, before anything is made.
run('npx', ['tsx', 'scripts/content/check-content.ts']);
run('npx', ['tsx', 'scripts/resume/generate-resume.ts']);
run('npx', ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', ssrOutDir, '--emptyOutDir']);
run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], { ...process.env, PRERENDER_SSR_DIR: ssrOutDir });
