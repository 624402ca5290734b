/**
 * The site's address as a QR code, drawn at build time as an SVG (the `qrcode` library; no
 * request to any service). Dark modules on a white square with the standard four-module quiet
 * zone, whatever the page's theme, so any phone camera reads it off a dark screen too.
 */
import QRCode from 'qrcode';

export const QR_DARK = '#000000';
export const QR_LIGHT = '#ffffff';

export function qrCodeSvg(url: string): Promise<string> {
  // Level M survives a glare spot or a smudged screen and keeps the code coarse enough to read
  // from arm's length.
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: QR_DARK, light: QR_LIGHT } });
}
