/**
 * Reads a request body as UTF-8 text with a hard cap, so a runaway or hostile client cannot
 * make the mailbox buffer more than the cap: past it, reading stops and the caller answers 413.
 */
import type { IncomingMessage } from 'node:http';

/** Far above anything the provider would accept (50 KB of variables), far below trouble. */
export const BODY_CAP_BYTES = 1024 * 1024;

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

export function readBody(request: IncomingMessage, capBytes = BODY_CAP_BYTES): Promise<BodyResult> {
  // Trust a declared length when it already says "too big": no need to read a byte.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > capBytes) return Promise.resolve({ ok: false, reason: 'too-large' });

  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > capBytes) {
        chunks.length = 0;
        request.pause();
        settle({ ok: false, reason: 'too-large' });
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.on('end', () => settle({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    // 'close' without 'end' first means the client went away mid-body.
    request.on('close', () => settle({ ok: false, reason: 'aborted' }));
    request.on('error', () => settle({ ok: false, reason: 'aborted' }));
  });
}
