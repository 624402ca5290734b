// @vitest-environment jsdom
/**
 * The sending form as a visitor meets it (spec section 4): idle → Sending... (disabled) →
 * success, the banner gone after 5 s; an error that keeps the values; the "saved" note; a
 * message offered back after a reload. On the real page outbox over the project's test outbox
 * (tests/support/outbox), with fake timers.
 */
import { Notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, userEvent } from '@/test-utils/index.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { DEFAULT_TIMINGS } from '@/config/contact-timings.ts';
import { PERSON_ATTRIBUTE } from '@/config/page-seams.ts';
import { contentIn, FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';
import { anEntry, deferred, httpFailure, OFFLINE, OK, T0, testPageOutbox } from '../../../tests/support/outbox/outbox-test-kit.ts';
import { asRead, startingWith } from '../../../tests/support/text-pattern.ts';
import { ContactForm, nextContactPhase } from './ContactForm.tsx';
import type { RequestAnswer } from './outbox/provider-request.ts';
import { notifyOutboxEvent } from './outbox-notifications.tsx';
import type { PageOutbox } from './page-side.ts';

/** The page's one outbox (page-outbox.ts), here each test's own on the test outbox. */
const thePage = vi.hoisted(() => ({ outbox: undefined as PageOutbox | undefined }));
vi.mock('./page-outbox.ts', () => ({ pageOutbox: async () => thePage.outbox! }));

/** The spec's words (sections 4 and 8) and its 5 s. */
const SPEC_WORDS = {
  send: 'Send Message',
  sending: 'Sending...',
  success: 'Thank you! Your message has been sent successfully.',
  error: 'Oops! Something went wrong. Please try again later.',
};
const SUCCESS_BANNER_MS = 5_000;
const VISITOR = { name: 'Jordan Recruiter', email: 'jordan@example.com', subject: 'Summer internship', message: 'Can we talk on Friday?' };

/** The form speaks the page's language: the site's first one here, whichever it is. */
const words = wordsIn(FIRST_LANGUAGE).contact;
const SUCCESS = asRead(words.banners.success);
const ERROR = asRead(words.banners.error);
const SAVED_NOTE = asRead(words.notes.waiting);

const field = (name: keyof typeof words.labels) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(startingWith(words.labels[name]));
const values = () => ({ name: field('name').value, email: field('email').value, subject: field('subject').value, message: field('message').value });

// Fake timers that also follow real time, so Testing Library's waits still poll.
beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => vi.useRealTimers());

/**
 * The mark the page's inline script sets on a form a person touched (src/app/inline/person-mark.ts):
 * it reads only events the browser dispatched, and user-event's are not (`isTrusted` is false).
 */
const markPersonsHand = () => document.querySelector('form')!.setAttribute(PERSON_ATTRIBUTE, '');

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, message = VISITOR, { person = true } = {}) {
  await user.type(field('name'), message.name);
  await user.type(field('email'), message.email);
  await user.type(field('subject'), message.subject);
  await user.type(field('message'), message.message);
  if (person) markPersonsHand();
  await user.click(screen.getByRole('button', { name: words.send }));
}

function renderForm(options?: Parameters<typeof testPageOutbox>[0]) {
  const test = testPageOutbox(options);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  thePage.outbox = test.page;
  render(<ContactForm />);
  return { ...test, user };
}

describe('the sending form', { timeout: 30_000 }, () => {
  it("says the specification's words in English", () => {
    const english = wordsIn('en').contact;
    expect({ send: english.send, sending: english.sending, success: english.banners.success, error: english.banners.error }).toEqual(SPEC_WORDS);
  });

  it('goes idle → Sending... (disabled) → success, fields cleared, the banner gone after 5 s', async () => {
    const answer = deferred<RequestAnswer>();
    const { user, provider } = renderForm({ script: [answer.promise] });
    await fillAndSend(user);

    const sending = screen.getByRole('button', { name: words.sending });
    expect(sending).toHaveProperty('disabled', true);
    expect(provider.sent).toEqual([VISITOR.subject]);

    await act(async () => answer.resolve(OK));
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(screen.getByRole('button', { name: words.send })).toHaveProperty('disabled', false);
    expect(values()).toEqual({ name: '', email: '', subject: '', message: '' });

    // (Real time moves the fake clock a little too: the checks sit 200 ms either side of 5 s.)
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_BANNER_MS - 200));
    expect(screen.queryByText(SUCCESS)).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText(SUCCESS)).toBeNull();
  });

  it('on an error the banner stays and every value is kept', async () => {
    const { user } = renderForm({ script: [httpFailure(400)] });
    await fillAndSend(user);
    expect(await screen.findByText(ERROR)).toBeTruthy();
    expect(values()).toEqual(VISITOR);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText(ERROR)).not.toBeNull();
    expect(screen.queryByText(SAVED_NOTE)).toBeNull();
  });

  it('says the message is saved on this device when it could not leave yet, and drops the note once the text is edited', async () => {
    const { user, store } = renderForm({ script: [OFFLINE] });
    await fillAndSend(user);
    expect(await screen.findByText(ERROR)).toBeTruthy();
    expect(screen.getByText(SAVED_NOTE)).toBeTruthy();
    expect(store.snapshot()).toHaveLength(1);
    await user.type(field('message'), ' Or Monday.');
    expect(screen.queryByText(SAVED_NOTE)).toBeNull();
  });

  it('refused for good (403): the banner, and beside it the message ready in the mail app, to the owner; every value kept', async () => {
    const { user } = renderForm({ script: [httpFailure(403)] });
    await fillAndSend(user);
    expect(await screen.findByText(ERROR)).toBeTruthy();
    const link = screen.getByRole('link', { name: words.mailInstead });
    const href = new URL(link.getAttribute('href')!);
    expect(href.protocol).toBe('mailto:');
    expect(decodeURIComponent(href.pathname)).toBe(contentIn(FIRST_LANGUAGE).profile.email);
    expect(href.searchParams.get('subject')).toBe(VISITOR.subject);
    expect(href.searchParams.get('body')).toContain(VISITOR.message);
    expect(values()).toEqual(VISITOR);
  });

  it('past the device limit: nothing sent, the text kept, and told when it may go', async () => {
    vi.setSystemTime(T0); // the page's clock is the test outbox's
    const { user, provider, store } = renderForm({ timings: { ...DEFAULT_TIMINGS, sendLimit: 1 } });
    await fillAndSend(user);
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    await fillAndSend(user, { ...VISITOR, subject: 'Second' });
    expect(await screen.findByText(ERROR)).toBeTruthy();
    expect(screen.getByTestId('queue-note').textContent).toMatch(/at most 3 messages every 10 minutes.*in 10 minutes/);
    expect(provider.sent).toEqual([VISITOR.subject]);
    expect(store.snapshot()).toHaveLength(0);
    expect(values()).toEqual({ ...VISITOR, subject: 'Second' });
  });

  it("a bot's Send (the trap field filled, or no person's hand on the form) looks sent, and goes nowhere", async () => {
    const { user, provider, store } = renderForm();
    await fillAndSend(user, VISITOR, { person: false });
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    markPersonsHand();
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example';
    await fillAndSend(user);
    expect(await screen.findByText(SUCCESS)).toBeTruthy();
    expect(provider.sent).toEqual([]);
    expect(store.snapshot()).toEqual([]);
  });

  it('offers a message dropped while no page was open back on the next visit, into the empty form', async () => {
    const dropped = anEntry('earlier', { message: VISITOR, dropped: 'rejected' });
    const { page } = testPageOutbox({ entries: [dropped] });
    thePage.outbox = page;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <Notifications />
        <ContactForm />
      </>,
    );
    // The page starts (after load): the dropped message's notice shows, with its text.
    await act(async () => page.start((event) => notifyOutboxEvent(event, page)));
    const putBack = await screen.findByRole('button', { name: words.notices.putBack });
    // Refused for good: the notice also offers the message from the visitor's own mail app.
    const mail = new URL(screen.getByRole('link', { name: words.mailInstead }).getAttribute('href')!);
    expect([mail.protocol, mail.searchParams.get('subject')]).toEqual(['mailto:', VISITOR.subject]);
    expect(mail.searchParams.get('body')).toContain(VISITOR.message);
    await user.click(putBack);
    expect(values()).toEqual(VISITOR);
    page.stop();
  });
});

describe('nextContactPhase', () => {
  it('goes idle → sending → success → idle', () => {
    const sending = nextContactPhase('idle', { type: 'submit' });
    expect(sending).toBe('sending');
    const success = nextContactPhase(sending, { type: 'answered', outcome: 'delivered' });
    expect(success).toBe('success');
    expect(nextContactPhase(success, { type: 'successExpired' })).toBe('idle');
  });

  it('goes sending → error, and the error stays until the next submit', () => {
    const error = nextContactPhase('sending', { type: 'answered', outcome: 'waiting' });
    expect(error).toBe('error');
    expect(nextContactPhase(error, { type: 'successExpired' })).toBe('error');
    expect(nextContactPhase(error, { type: 'submit' })).toBe('sending');
  });

  it('ignores stray answers outside sending', () => {
    expect(nextContactPhase('idle', { type: 'answered', outcome: 'delivered' })).toBe('idle');
    expect(nextContactPhase('success', { type: 'answered', outcome: 'rejected' })).toBe('success');
  });

  it('drops the error banner once the message behind it is delivered after all', () => {
    expect(nextContactPhase('error', { type: 'deliveredLater' })).toBe('idle');
    expect(nextContactPhase('sending', { type: 'deliveredLater' })).toBe('sending');
  });
});
