/**
 * An X display for WebKitGTK's MiniBrowser, which needs one even with `--headless` (GTK opens
 * the display first). The machine's own display when there is one; else an Xvfb of ours,
 * numbered by Xvfb itself (`-displayfd`), stopped with the run.
 */
import { spawn, type ChildProcess } from 'node:child_process';

export interface VirtualDisplay {
  /** The value for DISPLAY, e.g. `:99`. */
  display: string;
  stop(): Promise<void>;
}

export async function ensureDisplay(): Promise<VirtualDisplay> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: async () => {} };
  const xvfb: ChildProcess = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.once('error', (error) => reject(new Error(`Could not start Xvfb (apt-get install xvfb): ${error.message}`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it opened a display`)));
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
  });
  return {
    display: `:${number}`,
    stop: () =>
      new Promise((resolve) => {
        if (xvfb.exitCode !== null) return resolve();
        xvfb.once('exit', () => resolve());
        xvfb.kill();
      }),
  };
}
