/**
 * The contact form's trap for bots (decision 013): two signals, either one enough.
 * - The trap field: an input no person sees or reaches (visually hidden, `inert`, out of the tab
 *   order and of the accessibility tree, but not `display:none`, which bots skip), under a name
 *   bots like to fill and autofill has no type for. Filled means a bot.
 * - No person's hand on the form: no trusted press, key or click inside it
 *   (src/app/inline/person-mark.ts). A script that fills only the named fields and submits,
 *   however long it waits, leaves none.
 * A bot's Send looks sent to it, and goes nowhere: no provider, no outbox, no count.
 */
import { PERSON_ATTRIBUTE } from '@/config/page-seams.ts';

/** The trap field's name. Not one of the fields the provider's template reads, so it never travels. */
export const TRAP_FIELD_NAME = 'website';

/** Whether this Send of `form` is a bot's. */
export function isBotSend(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  const trap = form.elements.namedItem(TRAP_FIELD_NAME);
  const trapFilled = trap instanceof HTMLInputElement && trap.value !== '';
  return trapFilled || !form.hasAttribute(PERSON_ATTRIBUTE);
}
