// @vitest-environment jsdom
/**
 * A page in one language is that language's throughout: its static sections and its islands
 * take their words from that language's dictionary, and its header links to the other page.
 * French here is a local copy of the English with a few French words in it, so the test does
 * not wait for (nor follow) the translation.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, userEvent } from '@/test-utils';
import { Header } from '@/sections/Header/Header';
import { Hero } from '@/sections/Hero/Hero';
import { ContactForm } from '@/features/contact/ContactForm';
import { IslandRoot, ISLANDS } from './islands';

vi.mock('@/config/dictionary/fr-words', async () => {
  const { enWords } = await import('@/config/dictionary/en-words');
  return {
    frWords: {
      ...enWords,
      language: { name: 'Français' },
      hero: { ...enWords.hero, viewWork: 'Voir mes projets' },
      contact: {
        ...enWords.contact,
        send: 'Envoyer le message',
        required: { ...enWords.contact.required, name: 'Veuillez entrer votre nom.' },
        banners: { ...enWords.contact.banners, success: 'Merci ! Votre message a bien été envoyé.' },
      },
    },
  };
});

// The image pipeline (vite-imagetools) is the build's: a stand-in picture.
vi.mock('@/components/ResponsiveImage/image-registry', () => ({
  getPicture: (path: string) => ({ sources: [{ type: 'image/avif', srcSet: `${path}.avif 480w` }], src: `${path}.jpg`, width: 1600, height: 1000 }),
}));

describe('a page in French', () => {
  it('says a static section in French', () => {
    render(<Hero language="fr" />);
    expect(screen.getByRole('link', { name: 'Voir mes projets' })).toBeTruthy();
    expect(screen.queryByText('View My Work')).toBeNull();
  });

  it('prerenders an island in French: the contact form sends with the French word', async () => {
    const html = renderToString(<IslandRoot component={await ISLANDS.contact()} language="fr" />);
    expect(html).toContain('Envoyer le message');
    expect(html).not.toContain('Send Message');
  });

  it('answers in French once live: its validation says what is wrong in French', async () => {
    const user = userEvent.setup();
    render(<ContactForm />, { language: 'fr' });
    await user.type(screen.getByLabelText(/^Email/), 'jordan@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Hello');
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    await user.type(screen.getByLabelText(/^Name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Envoyer le message' }));
    expect(await screen.findByText('Veuillez entrer votre nom.')).toBeTruthy();
  });
});

describe('the language switch', () => {
  it('links the English page to the French one, named in French and marked as French', () => {
    const { container } = render(<Header language="en" />);
    const switches = container.querySelectorAll('a[data-language-switch]');
    // One in the bar (a laptop) and one in the phone menu.
    expect(switches).toHaveLength(2);
    for (const link of switches) {
      expect(link.textContent).toBe('Français');
      expect(link.getAttribute('href')).toBe('/fr/');
      expect(link.getAttribute('lang')).toBe('fr-CA');
      expect(link.getAttribute('hreflang')).toBe('fr-CA');
    }
    expect(container.querySelector('#site-menu [data-language-switch]')?.textContent).toBe('Français');
  });

  it('links the French page back to the English one at the root', () => {
    const { container } = render(<Header language="fr" />);
    const link = container.querySelector('#site-menu a[data-language-switch]')!;
    expect(link.textContent).toBe('English');
    expect(link.getAttribute('href')).toBe('/');
    expect(link.getAttribute('lang')).toBe('en-CA');
    expect(link.getAttribute('hreflang')).toBe('en-CA');
  });
});
