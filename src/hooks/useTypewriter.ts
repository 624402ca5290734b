import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { typedLength, type TypingSchedule } from '@/lib/typing/typed-length';

/**
 * How many characters of `text` to show. Starts at 0 on the server and the first client
 * render (so hydration matches), then follows the schedule; with reduced motion, all at once.
 */
export function useTypewriter(text: string, schedule: TypingSchedule): number {
  const reduceMotion = useReducedMotion();
  const [visible, setVisible] = useState(0);

  useEffect(() => {
    if (reduceMotion) return;
    const startedAt = performance.now();
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const elapsed = performance.now() - startedAt;
      const count = typedLength(elapsed, text.length, schedule);
      setVisible(count);
      if (count < text.length) {
        // Wake at the next character boundary rather than polling.
        const nextAt = schedule.startDelayMs + count * schedule.msPerCharacter;
        timer = setTimeout(tick, Math.max(0, nextAt - elapsed));
      }
    };
    timer = setTimeout(tick, schedule.startDelayMs);
    return () => clearTimeout(timer);
  }, [text, schedule, reduceMotion]);

  return reduceMotion ? text.length : visible;
}
