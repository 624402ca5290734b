import { VisuallyHidden } from '@mantine/core';
import type { CSSProperties } from 'react';
import { TYPING_MS_PER_CHARACTER, TYPING_START_DELAY_MS } from '@/config/constants.ts';
import { revealDelayMs, type TypingSchedule } from '@/lib/typing/typing-schedule.ts';
import classes from './Hero.module.css';

const SCHEDULE: TypingSchedule = { startDelayMs: TYPING_START_DELAY_MS, msPerCharacter: TYPING_MS_PER_CHARACTER };

/** React's style type does not know custom properties. */
type WithCustomProperties = CSSProperties & Record<`--${string}`, string>;

/**
 * Hyphens (ASCII and Unicode) after which a line may break. One span per letter hides that break
 * from WebKit and Firefox (Chromium still finds it): a double-barrelled name such as
 * `Østergård-Nguyễn` became one unbreakable word wider than a phone, pushing the page sideways.
 */
const BREAK_AFTER = new Set(['-', '\u2010']);

const TIMING: WithCustomProperties = {
  '--typing-start': `${SCHEDULE.startDelayMs}ms`,
  '--typing-step': `${SCHEDULE.msPerCharacter}ms`,
};

/**
 * The name typed out letter by letter, in CSS alone: it runs from the prerendered markup before
 * (or without) any script, and server and client render the same markup. Every letter is laid
 * out from the start and only revealed at its time, so typing never shifts the layout. Screen
 * readers and search engines get the full name at once from the visually hidden copy.
 */
export function TypedName({ name }: { name: string }) {
  // Array.from keeps surrogate pairs (emoji, rare scripts) whole.
  const characters = Array.from(name);

  return (
    <>
      <VisuallyHidden component="span">{name}</VisuallyHidden>
      {/* dir="auto": the name types from its own start, whichever way the page around it reads. */}
      <span className={classes.typed} style={TIMING} aria-hidden data-testid="typed-name" dir="auto">
        {characters.map((character, index) => (
          <span
            // The name never reorders: a letter's index is its identity.
            key={index}
            style={{ '--reveal-at': `${revealDelayMs(index, SCHEDULE)}ms` } as WithCustomProperties}
          >
            {character}
            {/* Inside the letter's span, so the spans stay one per letter. */}
            {BREAK_AFTER.has(character) && <wbr />}
          </span>
        ))}
      </span>
    </>
  );
}
