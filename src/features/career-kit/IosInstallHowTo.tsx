import { Button, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconSquarePlus, IconUpload, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { IN_PLACE } from './in-place-dialog';
import { KIT_TEXTS } from './kit-texts';
import classes from './CareerKit.module.css';

/** Safari's own controls, drawn as Safari draws them, so the visitor knows what to look for. */
const STEPS: { icon: Icon; text: ReactNode }[] = [
  { icon: IconUpload, text: <>Tap <strong>Share</strong> in Safari&rsquo;s toolbar: the square with an arrow pointing up.</> },
  { icon: IconSquarePlus, text: <>Scroll down the list and choose <strong>Add to Home Screen</strong>.</> },
  { icon: IconCheck, text: <>Tap <strong>Add</strong>. The app opens from your Home Screen, offline too.</> },
];

/** iOS has no install prompt: a short, illustrated how-to instead, opened only on request. */
export function IosInstallHowTo({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={KIT_TEXTS.howToTitle} centered closeButtonProps={{ 'aria-label': KIT_TEXTS.close }} {...IN_PLACE}>
      <Text size="sm">{KIT_TEXTS.howToIntro}</Text>
      <ol className={classes.steps}>
        {STEPS.map(({ icon: StepIcon, text }, index) => (
          <li key={index} className={classes.step}>
            <ThemeIcon size={40} variant="light" className={classes.stepIcon} aria-hidden>
              <StepIcon size={22} />
            </ThemeIcon>
            <Text size="sm">
              {index + 1}. {text}
            </Text>
          </li>
        ))}
      </ol>
      <Button fullWidth radius="xl" onClick={onClose}>
        {KIT_TEXTS.howToDone}
      </Button>
    </Modal>
  );
}
