// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { profile } from '@/content/profile.ts';
import { fireEvent, render, screen, waitFor } from '@/test-utils/index.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { FIRST_LANGUAGE } from '@/lib/languages/site-content.ts';
import { testPageOutbox } from '../../../tests/support/outbox/outbox-test-kit.ts';
import { asRead, startingWith } from '../../../tests/support/text-pattern.ts';

/** The page's one outbox (page-outbox.ts), here one on the test outbox: nothing may reach it. */
const thePage = vi.hoisted(() => ({ outbox: undefined as import('./page-side.ts').PageOutbox | undefined }));
vi.mock('./page-outbox.ts', () => ({ pageOutbox: async () => thePage.outbox! }));

// A build with VITE_CONTACT=mailto.
vi.mock('@/config/env.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/config/env.ts')>()), contactMode: 'mailto' }));

const { ContactForm } = await import('./ContactForm.tsx');

/** The form speaks the page's language: the site's first one here, whichever it is. */
const words = wordsIn(FIRST_LANGUAGE).contact;

describe('ContactForm with VITE_CONTACT=mailto', () => {
  it("sends nothing: Send opens the visitor's mail app to the owner, fields filled in, and says so", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { provider, store, page } = testPageOutbox();
    thePage.outbox = page;
    render(<ContactForm />);
    const fill = (name: keyof typeof words.labels, value: string) => fireEvent.change(screen.getByLabelText(startingWith(words.labels[name])), { target: { value } });
    fill('name', 'Jordan Recruiter');
    fill('email', 'jordan@example.com');
    fill('subject', 'Internship & more');
    fill('message', 'Hi there');
    fireEvent.click(screen.getByRole('button', { name: words.send }));

    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [href, target] = open.mock.calls[0]!;
    const url = new URL(String(href));
    expect(target).toBe('_self');
    expect(decodeURIComponent(url.pathname)).toBe(profile.email);
    expect(url.searchParams.get('subject')).toBe('Internship & more');
    expect(url.searchParams.get('body')).toBe('Hi there\r\n\r\nJordan Recruiter <jordan@example.com>');
    expect(provider.sent).toEqual([]);
    expect(store.snapshot()).toEqual([]);
    // Not the spec's "sent" banner: the site sent nothing. The values stay.
    expect(screen.queryByText(asRead(words.banners.success))).toBeNull();
    const note = await screen.findByTestId('mailto-note');
    expect(note.textContent).toContain(words.mailtoNote);
    expect(note.textContent).toContain(profile.email);
    expect((screen.getByLabelText(startingWith(words.labels.subject)) as HTMLInputElement).value).toBe('Internship & more');
  }, 20_000);
});
