// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { profile } from '@/content/profile';
import { fireEvent, render, screen, waitFor } from '@/test-utils';
import { testPageOutbox } from '../../../tests/support/outbox/outbox-test-kit';

/** The page's one outbox (page-outbox.ts), here one on the test outbox: nothing may reach it. */
const thePage = vi.hoisted(() => ({ outbox: undefined as import('./page-side').PageOutbox | undefined }));
vi.mock('./page-outbox', () => ({ pageOutbox: async () => thePage.outbox! }));

// A build with VITE_CONTACT=mailto.
vi.mock('@/config/env', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/config/env')>()), contactMode: 'mailto' }));

const { ContactForm } = await import('./ContactForm');

describe('ContactForm with VITE_CONTACT=mailto', () => {
  it("sends nothing: Send opens the visitor's mail app to the owner, fields filled in, and says so", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { provider, store, page } = testPageOutbox();
    thePage.outbox = page;
    render(<ContactForm />);
    const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    fill(/^Name/, 'Jordan Recruiter');
    fill(/^Email/, 'jordan@example.com');
    fill(/^Subject/, 'Internship & more');
    fill(/^Message/, 'Hi there');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

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
    expect(screen.queryByText(/sent successfully/)).toBeNull();
    const note = await screen.findByTestId('mailto-note');
    expect(note.textContent).toMatch(/mail app/);
    expect(note.textContent).toContain(profile.email);
    expect((screen.getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Internship & more');
  }, 20_000);
});
