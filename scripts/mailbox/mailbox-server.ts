/**
 * The local mailbox: a stand-in for the email provider's send endpoint, so the contact form
 * works offline with no account, and tests can make the "provider" fail on cue. Plain
 * `node:http`: one route, no framework worth its weight.
 *
 * Any web page the owner opens could call 127.0.0.1, so it serves only the site's own origins,
 * JSON only, bodies under one bound read as they arrive, and keeps nothing in memory: accepted
 * messages go to the JSON-lines file (only a test's memory-only mailbox records requests).
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { FAILURE_TEXTS, FailureSchedule, isFailureStatus, type FailureMode, type SequenceStep } from './failure-modes.ts';
import { allowSiteOrigin, answerPreflight, answerText, isJsonRequest } from './http-answers.ts';
import { createMessageStore, DEFAULT_STORE_FILE, type ContactMessageRecord } from './message-store.ts';
import { readBody } from './read-body.ts';
import { printable, summarise } from './terminal-output.ts';
import { siteOrigins } from '../site/site-ports.ts';
import { validateSendBody } from './validate-send-body.ts';
import { SEND_PATH } from '../../src/config/email-provider.ts';

/** Longer than the site's own send timeout, so 'slow' exercises it. */
const DEFAULT_SLOW_DELAY_MS = 15_000;
/** Open connections at once; with one body bound each, this bounds the memory reads can take. */
const MAX_CONNECTIONS = 64;

export interface MailboxOptions {
  host?: string;
  /** 0 picks a free port; read it back from the handle. */
  port?: number;
  /**
   * JSON-lines file for accepted messages (the mailbox keeps nothing else). null: a test's
   * mailbox, nothing on disk, every request and accepted message recorded in `received`/`accepted`.
   */
  storeFile?: string | null;
  /** Origins whose pages may send (CORS); default: the site's own (site-ports.ts). */
  allowedOrigins?: readonly string[];
  log?: (line: string) => void;
  slowDelayMs?: number;
}

/** One POST to the send path, whatever became of it. */
interface ReceivedRequest {
  /** ISO time it arrived. */
  time: string;
  /** The parsed JSON body, when it parsed. */
  body?: unknown;
  /** The raw text, when it did not parse as JSON (absent when too large to read). */
  rawText?: string;
  /** Status answered; null while pending, or never answered (client gone, mailbox closed). */
  status: number | null;
  /** The text answered with the status. */
  text?: string;
}

export interface Mailbox {
  /** Origin to give the SDK, e.g. `http://127.0.0.1:8787` (no trailing slash). */
  url: string;
  port: number;
  storeFile: string | null;
  /** Every send request, in order; recorded only with `storeFile: null`. */
  received: ReceivedRequest[];
  /** Every accepted message, in order; recorded only with `storeFile: null`. */
  accepted: ContactMessageRecord[];
  readonly failureMode: FailureMode;
  /**
   * Switches how the next sends are answered. Await it when entering or leaving 'refused':
   * the port closes or reopens asynchronously. `delayMs` sets the 'slow' delay;
   * `retryAfterSeconds` adds a Retry-After header to 429 and 503 answers (0 removes it).
   */
  setFailureMode(mode: FailureMode | readonly SequenceStep[], options?: { delayMs?: number; retryAfterSeconds?: number }): Promise<void>;
  close(): Promise<void>;
}

export async function createMailbox(options: MailboxOptions = {}): Promise<Mailbox> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.log(line));
  const storeFile = options.storeFile === undefined ? DEFAULT_STORE_FILE : options.storeFile;
  const store = storeFile === null ? null : createMessageStore(storeFile);
  const records = storeFile === null;
  const allowedOrigins = new Set(options.allowedOrigins ?? siteOrigins());
  const schedule = new FailureSchedule();
  let slowDelayMs = options.slowDelayMs ?? DEFAULT_SLOW_DELAY_MS;
  let retryAfterSeconds = 0;
  /** Requests held open by 'hang': closed when the mailbox stops listening. */
  const hanging = new Set<ServerResponse>();
  let closed = false;
  const received: ReceivedRequest[] = [];
  const accepted: ContactMessageRecord[] = [];
  // Called off all at once when the mailbox stops listening, so 'slow' answers never keep a
  // closing mailbox (or a test run) waiting out a 15-second delay.
  let delays = new AbortController();
  /** Resolves true after `ms`, or false as soon as the mailbox stops listening. */
  const wait = (ms: number): Promise<boolean> => delay(ms, true, { signal: delays.signal }).catch(() => false);

  function answer(response: ServerResponse, entry: ReceivedRequest, status: number, text: string, extra = {}) {
    if (!answerText(response, status, text, extra)) return log(`[mailbox] client left before the ${status} answer`);
    entry.status = status;
    entry.text = text;
    if (status !== 200) log(`[mailbox] ${SEND_PATH} answered ${status} ${text}`);
  }

  async function accept(body: unknown, response: ServerResponse, entry: ReceivedRequest, step: SequenceStep) {
    const verdict = validateSendBody(body);
    if (!verdict.ok) return answer(response, entry, verdict.status, verdict.text);
    if (step === 'slow' && !(await wait(slowDelayMs))) {
      response.destroy(); // Stopped while waiting: the provider "never got it".
      return;
    }
    const { serviceId, templateId } = verdict.ids;
    const record: ContactMessageRecord = { receivedAt: new Date().toISOString(), serviceId, templateId, ...verdict.message };
    try {
      await store?.append(record);
    } catch (error) {
      // Answering 200 for an unsaved message would lose it; a 500 makes the page retry.
      log(`[mailbox] could not store a message in ${storeFile}: ${String(error)}`);
      return answer(response, entry, 500, FAILURE_TEXTS[500]);
    }
    if (records) accepted.push(record);
    log(`[mailbox] ${summarise(record)}${storeFile ? `\n  (stored in ${storeFile})` : ''}`);
    if (step === 'cut-off') return cutOff(response, entry);
    answer(response, entry, 200, 'OK');
  }

  /** A 200 whose text never arrives whole: its first byte, then the connection drops. */
  function cutOff(response: ServerResponse, entry: ReceivedRequest) {
    response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': '2' }).write('O');
    entry.status = 200;
    entry.text = 'O';
    log(`[mailbox] ${SEND_PATH} accepted, then dropped the connection before its answer was through (cut-off)`);
    // Once the headers and the byte are out, so the client reads a started answer, not no answer.
    void wait(50).then(() => response.destroy());
  }

  async function handleSend(request: IncomingMessage, response: ServerResponse) {
    const entry: ReceivedRequest = { time: new Date().toISOString(), status: null };
    if (records) received.push(entry);
    // Closed after answering: the body is never read, and must not be taken for the next request.
    if (!isJsonRequest(request)) return answer(response, entry, 415, 'Unsupported Media Type', { Connection: 'close' });
    const read = await readBody(request);
    if (!read.ok) {
      // Close the connection: the rest of an oversized body is never read.
      if (read.reason === 'too-large') answer(response, entry, 413, 'Payload Too Large', { Connection: 'close' });
      return;
    }
    const step = schedule.next();
    if (step === 'hang') {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      log(`[mailbox] ${SEND_PATH} left unanswered (hang)`);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(read.text);
      if (records) entry.body = body;
    } catch {
      if (records) entry.rawText = read.text;
    }
    if (isFailureStatus(step)) {
      const retryAfter = (step === 429 || step === 503) && retryAfterSeconds > 0 ? { 'Retry-After': String(retryAfterSeconds) } : {};
      return answer(response, entry, step, FAILURE_TEXTS[step], retryAfter);
    }
    if (body === undefined) return answer(response, entry, 400, 'The request body is not valid JSON');
    return accept(body, response, entry, step);
  }

  function route(request: IncomingMessage, response: ServerResponse) {
    if (!allowSiteOrigin(request, response, allowedOrigins)) {
      log(`[mailbox] refused a request from ${printable(request.headers.origin ?? '')}: not the site's origin`);
      return answerText(response, 403, 'Forbidden', { Connection: 'close' });
    }
    const path = new URL(request.url ?? '/', 'http://mailbox').pathname;
    if (request.method === 'OPTIONS') return answerPreflight(request, response);
    if (path === SEND_PATH) {
      if (request.method === 'POST') return handleSend(request, response);
      return answerText(response, 405, 'Method Not Allowed', { Allow: 'POST, OPTIONS' });
    }
    // A friendly answer for a person (or a readiness probe) opening the mailbox's address.
    if (path === '/' && request.method === 'GET') return answerText(response, 200, `Local mailbox: POST ${SEND_PATH}\n`);
    return answerText(response, 404, 'Not Found');
  }

  const server = createServer((request, response) => {
    Promise.resolve(route(request, response)).catch((error: unknown) => {
      log(`[mailbox] unexpected error: ${String(error)}`);
      answerText(response, 500, FAILURE_TEXTS[500]);
    });
  });

  /** Resolves once listening, or rejects with the error that kept it from listening (a port in use). */
  async function listen(port: number): Promise<void> {
    server.listen(port, host);
    await once(server, 'listening');
  }

  /** Drops every connection and waiting answer too: 'refused' and closed mean nothing answers. */
  async function stopListening(): Promise<void> {
    delays.abort();
    delays = new AbortController();
    for (const response of hanging) response.destroy();
    hanging.clear();
    if (!server.listening) return;
    server.close();
    server.closeAllConnections();
    await once(server, 'close');
  }

  server.maxConnections = MAX_CONNECTIONS;
  await listen(options.port ?? 0);
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The mailbox has no TCP address');
  // Reopening after 'refused' reuses this port, so a page built against it keeps working.
  const port = address.port;
  let reopening: Promise<void> | null = null;

  return {
    url: `http://${host}:${port}`,
    port,
    storeFile,
    received,
    accepted,
    get failureMode() {
      return schedule.current;
    },
    async setFailureMode(mode, { delayMs, retryAfterSeconds: seconds } = {}) {
      if (closed) throw new Error('The mailbox is closed');
      if (delayMs !== undefined) slowDelayMs = delayMs;
      if (seconds !== undefined) retryAfterSeconds = seconds;
      schedule.set(mode);
      if (mode === 'refused') {
        await reopening; // Finish a pending reopen first, or it would listen again after this.
        return stopListening();
      }
      // Shared, so two quick calls leaving 'refused' do not both try to listen.
      reopening ??= server.listening ? null : listen(port).finally(() => (reopening = null));
      await reopening;
    },
    async close() {
      closed = true;
      await stopListening();
    },
  };
}
