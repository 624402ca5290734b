/** Reading the career-fair kit's outputs back as a phone would: the QR code's pixels, the vCard's fields. */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Where the site says it lives: the build's VITE_SITE_URL, else the local address on PORT, 4173
 * by default (the e2e build sets neither).
 */
export const CONFIGURED_SITE_URL = process.env.VITE_SITE_URL ?? `http://127.0.0.1:${process.env.PORT?.trim() || 4173}/`;

/** The text a QR decoder reads from the element's rendered pixels (null when it finds no code). */
export async function decodeQrCode(image: Locator): Promise<string | null> {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

export interface ContactCardFields {
  version: string;
  fullName: string;
  email: string;
  /** Absent when the content gives no phone (the card then has no TEL line). */
  phone?: string;
  locality: string;
  urls: { type?: string; url: string }[];
}

/** Parses vCard text with a real parser (ical.js) into the fields the kit promises. */
export function parseContactCard(text: string): ContactCardFields {
  const card = new ICAL.Component(ICAL.parse(text));
  const value = (name: string) => String(card.getFirstPropertyValue(name));
  return {
    version: value('version'),
    fullName: value('fn'),
    email: value('email'),
    phone: card.getFirstPropertyValue('tel') === null ? undefined : value('tel'),
    locality: (card.getFirstPropertyValue('adr') as string[])[3]!,
    urls: card.getAllProperties('url').map((property) => ({ type: property.getParameter('type') as string | undefined, url: String(property.getFirstValue()) })),
  };
}

/** Clicks a download link and returns the suggested file name and the file's text. */
export async function download(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await link.click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}


