/**
 * Marks a form a person has touched, from the first paint (a Send before the page is live counts
 * too): a press, a key or a click inside it that the browser itself dispatched (`isTrusted`).
 * A script that fills the fields and submits dispatches none of these, whatever it waits; a
 * person cannot send without one (a tap or click on Send, Enter, an assistive technology's
 * click), and autofill or a browser's restored draft needs none. The contact form reads the
 * mark (src/features/contact/bot-trap.ts). Focus is left out: `focus()` from script is trusted.
 */
import { PERSON_ATTRIBUTE } from '../../config/page-seams.ts';

export function markFormsPeopleTouch(): void {
  const mark = (event: Event) => {
    if (event.isTrusted && event.target instanceof Element) event.target.closest('form')?.setAttribute(PERSON_ATTRIBUTE, '');
  };
  for (const type of ['pointerdown', 'keydown', 'click']) document.addEventListener(type, mark, { capture: true, passive: true });
}
