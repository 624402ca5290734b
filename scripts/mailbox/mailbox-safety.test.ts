/**
 * The local mailbox listens on the owner's machine while they browse the web: what a page from
 * elsewhere, or a hostile visitor's text, can and cannot make it do.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEND_PATH } from '../../src/config/email-provider.ts';
import { createMailbox, type Mailbox } from './mailbox-server.ts';

/** The site's own pages: the preview (npm start) and dev ports, on both loopback names. */
const SITE_ORIGINS = ['http://127.0.0.1:4173', 'http://localhost:4173', 'http://127.0.0.1:5173', 'http://localhost:5173'];
const OTHER_ORIGINS = ['https://example.org', 'http://127.0.0.1:9999', 'http://localhost:8080', 'null'];
const SITE = SITE_ORIGINS[0]!;
/** The whole body may be 52 KB: the provider's 50 KB of variables plus 2 KB for ids. */
const BODY_LIMIT = 52 * 1024;

const message = { name: 'Ada', email: 'ada@example.org', subject: 'Hello', message: 'Nice site.' };
const ids = { lib_version: '4.4.1', user_id: 'local_public_key', service_id: 'local_mailbox', template_id: 'local_template' };
const body = (params = {}, extra = {}) => ({ ...ids, ...extra, template_params: { ...message, ...params } });

let folder: string;
let mailbox: Mailbox;
let logged: string[];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mailbox-safety-'));
  logged = [];
  // As `npm start` runs it: the default origins, appending to a file.
  mailbox = await createMailbox({ port: 0, storeFile: join(folder, 'messages.jsonl'), log: (line) => logged.push(line) });
});

afterEach(async () => {
  await mailbox.close();
  await rm(folder, { recursive: true, force: true });
});

async function stored() {
  const text = await readFile(join(folder, 'messages.jsonl'), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, string>);
}

function send(payload: unknown, { origin = SITE, type = 'application/json' }: { origin?: string; type?: string | null } = {}) {
  const headers: Record<string, string> = { Origin: origin };
  if (type !== null) headers['Content-Type'] = type;
  return fetch(`${mailbox.url}${SEND_PATH}`, {
    method: 'POST',
    headers,
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

function preflight(origin: string, privateNetwork = false) {
  return fetch(`${mailbox.url}${SEND_PATH}`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type',
      ...(privateNetwork ? { 'Access-Control-Request-Private-Network': 'true' } : {}),
    },
  });
}

describe('CORS: only the site itself', () => {
  it.each(SITE_ORIGINS)('answers the preflight of %s and lets it read the answer', async (origin) => {
    const answer = await preflight(origin);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toBe('content-type');
    const sent = await send(body(), { origin });
    expect([sent.status, sent.headers.get('access-control-allow-origin')]).toEqual([200, origin]);
  });

  it.each(OTHER_ORIGINS)('refuses a page from %s: no CORS grant, nothing stored', async (origin) => {
    const answer = await preflight(origin);
    expect(answer.status).toBe(403);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    // Sent anyway (a browser would not; a script outside one could): refused, not stored.
    const sent = await send(body(), { origin });
    expect([sent.status, sent.headers.get('access-control-allow-origin')]).toEqual([403, null]);
    expect(await stored()).toEqual([]);
  });

  it('grants private-network access to the site, never to a page from the web', async () => {
    const site = await preflight(SITE, true);
    expect(site.headers.get('access-control-allow-private-network')).toBe('true');
    const web = await preflight('https://example.org', true);
    expect(web.status).toBe(403);
    expect(web.headers.get('access-control-allow-private-network')).toBeNull();
  });
});

describe('JSON only', () => {
  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', null])(
    'answers 415 to a %s body, even one holding a valid send, and stores nothing',
    async (type) => {
      const answer = await send(body(), { type });
      expect(answer.status).toBe(415);
      expect(await stored()).toEqual([]);
    },
  );

  it('accepts application/json with a charset', async () => {
    expect((await send(body(), { type: 'application/json; charset=utf-8' })).status).toBe(200);
    expect(await stored()).toHaveLength(1);
  });
});

describe('one bound on the whole body', () => {
  /** A valid send whose JSON is exactly `bytes` long, padded in the field named. */
  function sized(bytes: number, field: 'service_id' | 'message') {
    const base = field === 'service_id' ? body({}, { service_id: '' }) : body({ message: '' });
    const padding = 'p'.repeat(bytes - Buffer.byteLength(JSON.stringify(base)));
    return JSON.stringify(field === 'service_id' ? body({}, { service_id: padding }) : body({ message: padding }));
  }

  it.each(['service_id', 'message'] as const)('takes a body of exactly 52 KB, refuses one byte more in %s with 413', async (field) => {
    expect((await send(sized(BODY_LIMIT, field))).status).toBe(200);
    expect((await send(sized(BODY_LIMIT + 1, field))).status).toBe(413);
    expect(await stored()).toHaveLength(1);
  });

  it('refuses a 900 KB service_id', async () => {
    expect((await send(body({}, { service_id: 's'.repeat(900 * 1024) }))).status).toBe(413);
    expect(await stored()).toEqual([]);
  });

  it('answers 413 while the body is still arriving, without waiting for (or keeping) the rest', async () => {
    // Chunked, with no length announced: the bound can only be enforced by counting as it reads.
    const written = await new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      let bytes = 0;
      let answered = false;
      const upload = httpRequest(`${mailbox.url}${SEND_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE, 'Transfer-Encoding': 'chunked' },
      });
      upload.on('response', (response) => {
        answered = true;
        resolve({ status: response.statusCode ?? 0, bytes });
        response.resume();
      });
      upload.on('error', (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(8 * 1024, 'x');
      const pump = () => {
        if (answered) return upload.destroy();
        // 4 MB at most; a mailbox that read everything first would only answer after the end.
        if (bytes >= 4 * 1024 * 1024) return upload.end();
        bytes += chunk.length;
        upload.write(chunk);
        setTimeout(pump, 2);
      };
      pump();
    });
    expect(written.status).toBe(413);
    expect(written.bytes).toBeLessThan(1024 * 1024);
  });
});

describe('printable output', () => {
  it('escapes control characters in every field, so text cannot retitle the terminal or forge lines', async () => {
    const hostile = {
      name: 'Eve\u001b]0;pwned\u0007\u001b[2J',
      email: 'eve\u001b[31m@example.org',
      subject: 'Hi\r\n  From:    Boss <boss@example.org>\u009b',
      message: 'line one\r\nline two\u001b[1A\rforged\u202e',
    };
    expect((await send(body(hostile))).status).toBe(200);
    const output = logged.join('\n');
    // Nothing unprintable reaches the terminal but the newlines that separate the mailbox's own lines.
    expect(output.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\u202e]/u);
    expect(output).toContain('From:    Eve\\x1B]0;pwned\\x07\\x1B[2J <eve\\x1B[31m@example.org>');
    expect(output).toContain('Subject: Hi\\r\\n  From:    Boss <boss@example.org>\\x9B');
    expect(output.match(/^ {2}From:/gm)).toHaveLength(1);
    // The message keeps its lines behind the margin; a CR inside one is shown, not obeyed.
    expect(output).toContain('  | line one\n  | line two\\x1B[1A\\rforged\\u202E');
    // The stored message is the visitor's text, exactly.
    expect((await stored())[0]).toMatchObject(hostile);
  });
});

describe('bounded memory', () => {
  it('keeps nothing but the file: 200 sends of 45 KB leave the heap where it was', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const heapAfterGc = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    const sendMany = async (from: number, count: number) => {
      for (let i = from; i < from + count; i += 1) {
        const answer = await send(body({ message: `${i} ${'m'.repeat(45 * 1024)}` }));
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
      }
    };
    await sendMany(0, 20); // Warm up sockets and code paths.
    const before = heapAfterGc();
    await sendMany(20, 200); // 9 MB of messages.
    const grown = heapAfterGc() - before;
    expect(await stored()).toHaveLength(220);
    expect(mailbox.received).toEqual([]);
    expect(mailbox.accepted).toEqual([]);
    expect(grown).toBeLessThan(3 * 1024 * 1024);
  });
});
