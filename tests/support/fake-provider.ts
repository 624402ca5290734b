/**
 * The email provider as Playwright tests see it: the local mailbox, quiet, keeping messages in
 * memory so tests never touch `.mailbox/` or each other's files. A test builds the site against
 * the mailbox origin (port 8787 for an unconfigured build), then scripts the provider's mood:
 *
 *   const provider = await startFakeProvider({ port: 8787 });
 *   await provider.setFailureMode([429, 'ok']);   // first send 429, then 200
 *   ... provider.accepted, provider.received ...
 *   await provider.close();
 */
import { createMailbox, type Mailbox } from '../../scripts/mailbox/mailbox-server.ts';

export type { Mailbox as FakeProvider } from '../../scripts/mailbox/mailbox-server.ts';

export interface FakeProviderOptions {
  /** 8787 matches an unconfigured build; 0 picks a free port (then build with VITE_EMAILJS_ORIGIN). */
  port?: number;
  /** A JSON-lines file to append accepted messages to; memory only by default. */
  storeFile?: string | null;
  /** Delay for 'slow', in ms (default 15 000, beyond the form's 12 s wait for an answer (feedbackMs)). */
  slowDelayMs?: number;
  /** Print the mailbox's log lines, e.g. when debugging a test. Also on with DEBUG_FAKE_PROVIDER=1. */
  verbose?: boolean;
}

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<Mailbox> {
  const port = options.port ?? 8787;
  const verbose = options.verbose ?? process.env.DEBUG_FAKE_PROVIDER === '1';
  try {
    return await createMailbox({
      host: '127.0.0.1',
      port,
      storeFile: options.storeFile ?? null,
      slowDelayMs: options.slowDelayMs,
      log: verbose ? (line) => console.log(line) : () => {},
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    // The usual culprits, named, so a red test says why rather than just "EADDRINUSE".
    throw new Error(
      `Port ${port} is taken: \`npm start\` or \`npm run mailbox\` may be running, or another test ` +
        `(parallel workers cannot share one fixed port) has not closed its fake provider.`,
      { cause: error },
    );
  }
}
