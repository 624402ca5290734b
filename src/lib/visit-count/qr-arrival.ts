/**
 * The career kit's QR code opens the page with a marker (`?via=qr`, in a build that counts) so an
 * arrival from it can be counted; the visitor should not keep it, nor share or bookmark it.
 */
import { QR_ARRIVAL_PARAM, QR_ARRIVAL_VALUE } from '../../config/visit-count-names.ts';

/** The address without the QR code's marker (other parameters and the hash kept), or null when it has none. */
export function withoutQrMarker(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.get(QR_ARRIVAL_PARAM) !== QR_ARRIVAL_VALUE) return null;
  url.searchParams.delete(QR_ARRIVAL_PARAM);
  return url.href;
}
