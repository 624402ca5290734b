import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEND_PATH } from '../../src/config/email-provider.ts';
import { createMailbox, type Mailbox } from './mailbox-server.ts';

const validBody = {
  lib_version: '4.4.1',
  user_id: 'local_public_key',
  service_id: 'local_mailbox',
  template_id: 'local_template',
  template_params: { name: 'Zoë', email: 'zoe@example.org', subject: 'Hi 👋', message: 'Line one\nLine two' },
};

const SITE = 'http://127.0.0.1:4173';

let folder: string;
/** A test's mailbox (storeFile null): records every request in memory, writes no file. */
let mailbox: Mailbox;
let logged: string[];
const opened: Mailbox[] = [];

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'mailbox-test-'));
  logged = [];
  mailbox = await createMailbox({ port: 0, storeFile: null, log: (l) => logged.push(l) });
  opened.push(mailbox);
});

afterEach(async () => {
  await Promise.all(opened.splice(0).map((box) => box.close()));
  await rm(folder, { recursive: true, force: true });
});

const storeFile = () => join(folder, 'nested', 'messages.jsonl');

/** The mailbox as `npm start` runs it: appending to a file, keeping nothing in memory. */
async function fileMailbox() {
  const box = await createMailbox({ port: 0, storeFile: storeFile(), log: (l) => logged.push(l) });
  opened.push(box);
  return box;
}

function post(body: unknown, init: RequestInit = {}, to: Mailbox = mailbox) {
  return fetch(`${to.url}${SEND_PATH}`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json', Origin: SITE },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  });
}

async function answerOf(response: Response) {
  return { status: response.status, text: await response.text(), cors: response.headers.get('access-control-allow-origin') };
}

async function storedLines() {
  const text = await readFile(storeFile(), 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, string>);
}

describe('createMailbox', () => {
  it('accepts a valid send: 200 OK, recorded by a test mailbox', async () => {
    expect(await answerOf(await post(validBody))).toEqual({ status: 200, text: 'OK', cors: SITE });
    expect(mailbox.accepted).toEqual([
      expect.objectContaining({ ...validBody.template_params, serviceId: 'local_mailbox', templateId: 'local_template' }),
    ]);
    expect(mailbox.received).toEqual([expect.objectContaining({ body: validBody, status: 200, text: 'OK' })]);
    expect(logged.join('\n')).toContain('From:    Zoë <zoe@example.org>');
  });

  it('appends each accepted send to the file as one JSON line', async () => {
    const box = await fileMailbox();
    expect((await post(validBody, {}, box)).status).toBe(200);
    const lines = await storedLines();
    expect(lines).toEqual([
      expect.objectContaining({ ...validBody.template_params, serviceId: 'local_mailbox', templateId: 'local_template' }),
    ]);
    expect(new Date(lines[0]!.receivedAt!).toISOString()).toBe(lines[0]!.receivedAt);
  });

  it('appends concurrent sends as whole lines', async () => {
    const box = await fileMailbox();
    const sends = Array.from({ length: 20 }, (_, i) =>
      post({ ...validBody, template_params: { ...validBody.template_params, subject: `#${i}` } }, {}, box),
    );
    expect((await Promise.all(sends)).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await storedLines()).map((l) => l.subject).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `#${i}`).sort());
  });

  it('answers 400 to a body that is not JSON and keeps its raw text', async () => {
    expect(await answerOf(await post('name=Ada'))).toEqual({ status: 400, text: 'The request body is not valid JSON', cors: SITE });
    expect(mailbox.received[0]).toMatchObject({ rawText: 'name=Ada', status: 400 });
    expect(mailbox.accepted).toEqual([]);
  });

  it('answers 400 with the validator text to a malformed send, and stores nothing', async () => {
    const { user_id: _omitted, ...withoutUser } = validBody;
    expect(await answerOf(await post(withoutUser))).toMatchObject({ status: 400, text: 'The user_id parameter is required' });
    expect(mailbox.accepted).toEqual([]);
  });

  it.each([
    [400, 'The service ID is invalid'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [451, 'Unavailable For Headless Browser'],
    [500, 'Internal Server Error'],
  ] as const)('failure mode %i answers with the provider text and stores nothing', async (status, text) => {
    await mailbox.setFailureMode(status);
    expect(await answerOf(await post(validBody))).toEqual({ status, text, cors: SITE });
    expect(await answerOf(await post(validBody))).toMatchObject({ status });
    expect(mailbox.accepted).toEqual([]);
    expect(mailbox.received[0]).toMatchObject({ body: validBody, status });
  });

  it('plays a one-shot sequence, then answers normally', async () => {
    await mailbox.setFailureMode([429, 500, 'ok']);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(validBody)).status);
    expect(statuses).toEqual([429, 500, 200, 200]);
    expect(mailbox.accepted).toHaveLength(2);
  });

  it("rejects 'refused' as a sequence step", async () => {
    await expect(mailbox.setFailureMode(['refused' as never])).rejects.toThrow();
  });

  it("'slow' answers 200 after the delay", async () => {
    await mailbox.setFailureMode('slow', { delayMs: 150 });
    const started = Date.now();
    expect((await post(validBody)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(mailbox.accepted).toHaveLength(1);
  });

  it("'slow' is cancelled by close: nothing hangs and nothing is stored", async () => {
    await mailbox.setFailureMode('slow', { delayMs: 60_000 });
    const pending = post(validBody).then(
      () => 'answered',
      () => 'failed',
    );
    await expect.poll(() => mailbox.received.length).toBe(1);
    const started = Date.now();
    await mailbox.close();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await pending).toBe('failed');
    expect(mailbox.accepted).toEqual([]);
    expect(mailbox.received[0]).toMatchObject({ status: null });
  });

  it("'slow' still delivers when the client gave up waiting, as a real provider would", async () => {
    await mailbox.setFailureMode('slow', { delayMs: 200 });
    const abort = new AbortController();
    const pending = post(validBody, { signal: abort.signal }).catch(() => 'aborted');
    await expect.poll(() => mailbox.received.length).toBe(1);
    abort.abort();
    expect(await pending).toBe('aborted');
    await expect.poll(() => mailbox.accepted.length).toBe(1);
    expect(mailbox.received[0]).toMatchObject({ status: null });
  });

  it("'hang' never answers and accepts nothing; the client leaving or close ends it", async () => {
    await mailbox.setFailureMode(['hang', 'hang']);
    const abort = new AbortController();
    const gaveUp = post(validBody, { signal: abort.signal }).catch(() => 'aborted');
    await expect.poll(() => mailbox.received.length).toBe(1);
    abort.abort();
    expect(await gaveUp).toBe('aborted');
    const cut = post(validBody).then(
      () => 'answered',
      () => 'failed',
    );
    await expect.poll(() => mailbox.received.length).toBe(2);
    await mailbox.close();
    expect(await cut).toBe('failed');
    expect(mailbox.accepted).toEqual([]);
    expect(mailbox.received.map((request) => request.status)).toEqual([null, null]);
  });

  it("'cut-off' accepts the message, starts its 200 and drops the connection before the text is through", async () => {
    await mailbox.setFailureMode(['cut-off']);
    const response = await post(validBody);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow(TypeError);
    expect(mailbox.accepted).toHaveLength(1);
    expect(mailbox.received[0]).toMatchObject({ status: 200 });
    expect((await post(validBody)).status).toBe(200); // one step: then answered whole again
  });

  it('adds a readable Retry-After to 429 and 503 when asked', async () => {
    await mailbox.setFailureMode([429, 503, 500], { retryAfterSeconds: 2 });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await post(validBody));
    expect(answers.map((response) => [response.status, response.headers.get('retry-after')])).toEqual([
      [429, '2'],
      [503, '2'],
      [500, null],
    ]);
    expect(answers[0]!.headers.get('access-control-expose-headers')).toBe('Retry-After');
  });

  it("'refused' closes the port, and leaving it reopens the same port", async () => {
    expect((await post(validBody)).status).toBe(200); // leaves a keep-alive socket open
    await mailbox.setFailureMode('refused');
    const error = await post(validBody).catch((e: Error & { cause?: { code?: string } }) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
    await mailbox.setFailureMode('ok');
    expect((await post(validBody)).status).toBe(200);
    expect(mailbox.accepted).toHaveLength(2);
  });

  it('answers 500 and keeps nothing when the store cannot be written', async () => {
    const broken = await createMailbox({ port: 0, storeFile: folder, log: () => {} }); // a directory
    try {
      const response = await post(validBody, {}, broken);
      expect(response.status).toBe(500);
      expect(await storedLines()).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('answers 404 elsewhere and 405 to other methods on the send path, with CORS', async () => {
    const fromSite = { headers: { Origin: SITE } };
    expect(await answerOf(await fetch(`${mailbox.url}/api/v1.0/email/send-form`, { method: 'POST', ...fromSite }))).toMatchObject({
      status: 404,
      cors: SITE,
    });
    expect((await fetch(`${mailbox.url}${SEND_PATH}`, fromSite)).status).toBe(405);
    expect(mailbox.received).toEqual([]);
  });

  it('keeps nothing on disk with storeFile null', async () => {
    expect((await post(validBody)).status).toBe(200);
    expect(mailbox.accepted).toHaveLength(1);
    expect(mailbox.storeFile).toBeNull();
    expect(await storedLines()).toEqual([]);
  });

  it('closes fast with idle keep-alive connections open', async () => {
    await post(validBody);
    const started = Date.now();
    await mailbox.close();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
