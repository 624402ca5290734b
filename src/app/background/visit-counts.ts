/**
 * Visit counts, in a build whose owner turned them on: started with the background services
 * (after load, once the browser is idle, so the first paint and the first taps never wait on it)
 * only where `__VISIT_COUNTER__` names an endpoint (vite.config.ts); any other build leaves this
 * module out whole, so it imports nothing with effects of its own. Each count is one request
 * (src/lib/visit-count): the page's view once it is shown; an arrival from the career kit's QR code, whose marker then leaves
 * the address bar (whatever the browser asks); the app installed; a resume or the contact card
 * saved; a contact message delivered. Nothing at all when the browser asks not to be tracked.
 *
 * Offline, nothing is counted, then or later: GoatCounter dates a count when it arrives, so one
 * held until the network returns would put a fair's morning in the evening's figures, and holding
 * it would need storage on the visitor's device. A count that fails is lost, never retried.
 */
import { APP_INSTALLED, CONTACT_MESSAGE_DELIVERED, QR_CODE_SCANNED } from '@/config/visit-count-names.ts';
import { countUrl, referringSite, sendCount, type Hit } from '@/lib/visit-count/count-request.ts';
import { asksNotToBeTracked, type PrivacySignals } from '@/lib/visit-count/privacy-signals.ts';
import { withoutQrMarker } from '@/lib/visit-count/qr-arrival.ts';
import { savedFileEvent } from '@/lib/visit-count/saved-file.ts';
import { OUTBOX_EVENTS_CHANNEL } from '@/config/page-seams.ts';
import type { OutboxEvent } from '@/features/contact/outbox/outbox.ts';

/**
 * Every open tab hears a delivery (the outbox tells them all): the first to take this lock counts
 * it, and holds it long enough that the others, hearing the same news, find it taken.
 */
const DELIVERY_LOCK_HOLD_MS = 30_000;

/** Runs `run` once the page is shown: now, or when a tab opened in the background is first looked at (its one change). */
function whenShown(run: () => void): void {
  if (document.visibilityState === 'visible') run();
  else document.addEventListener('visibilitychange', run, { once: true });
}

function onceAcrossTabs(name: string, run: () => void): void {
  if (!navigator.locks) return run();
  void navigator.locks.request(name, { ifAvailable: true }, (lock) => lock && (run(), new Promise((resolve) => setTimeout(resolve, DELIVERY_LOCK_HOLD_MS))));
}

export function startVisitCounts(endpoint: string): void {
  const cleanAddress = withoutQrMarker(location.href);
  if (cleanAddress) history.replaceState(history.state, '', cleanAddress);
  if (asksNotToBeTracked(navigator as PrivacySignals)) return;

  const count = (hit: Hit) => {
    if (navigator.onLine) sendCount(countUrl(endpoint, hit));
  };
  whenShown(() => {
    count({ view: location.pathname, referrer: referringSite(document.referrer, location.origin) });
    if (cleanAddress) count({ event: QR_CODE_SCANNED });
  });
  window.addEventListener('appinstalled', () => count({ event: APP_INSTALLED }));
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    const saved = link && !event.defaultPrevented ? savedFileEvent(link.href, document.documentElement.lang) : null;
    if (saved) count({ event: saved });
  });
  new BroadcastChannel(OUTBOX_EVENTS_CHANNEL).onmessage = ({ data }: MessageEvent<OutboxEvent>) => {
    if (data?.outcome === 'delivered') onceAcrossTabs(`visit-count-delivered:${data.id || data.fingerprint}`, () => count({ event: CONTACT_MESSAGE_DELIVERED }));
  };
}
