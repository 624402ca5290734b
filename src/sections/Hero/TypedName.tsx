import { VisuallyHidden } from '@mantine/core';
import { TYPING_MS_PER_CHARACTER, TYPING_START_DELAY_MS } from '@/config/constants';
import { useTypewriter } from '@/hooks/useTypewriter';
import classes from './Hero.module.css';

const SCHEDULE = { startDelayMs: TYPING_START_DELAY_MS, msPerCharacter: TYPING_MS_PER_CHARACTER };

/**
 * The name typed out letter by letter. Screen readers and search engines get the full name
 * from the start; the animation is a visual layer over an invisible copy that holds the
 * final size, so typing never shifts the layout.
 */
export function TypedName({ name }: { name: string }) {
  const visible = useTypewriter(name, SCHEDULE);
  const done = visible >= name.length;

  return (
    <span className={classes.typed} data-typing-done={done || undefined}>
      <VisuallyHidden component="span">{name}</VisuallyHidden>
      <span className={classes.typedGhost} aria-hidden>
        {name}
      </span>
      <span className={classes.typedVisible} aria-hidden data-testid="typed-name">
        {name.slice(0, visible)}
        <span className={classes.caret} />
      </span>
    </span>
  );
}
