/**
 * Reads a request body as UTF-8 text under one bound on its whole size, checked as the bytes
 * arrive: past it, reading stops at once (nothing more is buffered) and the caller answers 413.
 */
import type { IncomingMessage } from 'node:http';

/**
 * The provider's 50 KB of template variables plus 2 KB for the four ids and the JSON around
 * them: the biggest body a real send can be. Ids are bounded by this too.
 */
const BODY_LIMIT_BYTES = 52 * 1024;

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

export function readBody(request: IncomingMessage, limitBytes = BODY_LIMIT_BYTES): Promise<BodyResult> {
  // Trust a declared length when it already says "too big": no need to read a byte.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.resolve({ ok: false, reason: 'too-large' });

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
      if (size > limitBytes) {
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
