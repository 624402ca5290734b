import { useWords } from '@/components/language-context.ts';
import { TRAP_FIELD_NAME } from './bot-trap.ts';
import classes from './ContactForm.module.css';

/**
 * The field only bots fill (bot-trap.ts): in the form's HTML like any field, but clipped to
 * nothing, `inert` (no focus, no click) and hidden from assistive technologies, out of the tab
 * order, and never autofilled.
 */
export function TrapField() {
  const { trapLabel } = useWords().contact;
  return (
    <div className={classes.trap} aria-hidden="true" inert>
      <label>
        {trapLabel}
        <input type="text" name={TRAP_FIELD_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
