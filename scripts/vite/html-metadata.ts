/**
 * Fills index.html's `%OWNER_…%` tokens from the content module, so the title and meta
 * description come from the same data as the page and never drift from it.
 */
import type { Plugin } from 'vite';
import { profile } from '../../src/content/profile.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function htmlMetadata(): Plugin {
  const tokens: Record<string, string> = {
    OWNER_NAME: profile.name,
    OWNER_SUMMARY: profile.summary,
  };
  return {
    name: 'portfolio:html-metadata',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(/%(OWNER_[A-Z_]+)%/g, (match, token: string) => escapeHtml(tokens[token] ?? match)),
    },
  };
}
