import { Button, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconSquarePlus, IconUpload, type Icon } from '@tabler/icons-react';
import { useWords } from '@/components/language-context.ts';
import { IN_PLACE } from './in-place-dialog.ts';
import classes from './CareerKit.module.css';

/** Safari's own controls, drawn as Safari draws them, so the visitor knows what to look for: one per step. */
const STEP_ICONS: Icon[] = [IconUpload, IconSquarePlus, IconCheck];

/** iOS has no install prompt: a short, illustrated how-to instead, opened only on request. */
export function IosInstallHowTo({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { close, howTo } = useWords().careerKit;
  return (
    <Modal opened={opened} onClose={onClose} title={howTo.title} centered closeButtonProps={{ 'aria-label': close }} {...IN_PLACE}>
      <Text size="sm">{howTo.intro}</Text>
      <ol className={classes.steps}>
        {howTo.steps.map(({ before, strong, after }, index) => {
          const StepIcon = STEP_ICONS[index]!;
          return (
            <li key={index} className={classes.step}>
              <ThemeIcon size={40} variant="light" className={classes.stepIcon} aria-hidden>
                <StepIcon size={22} />
              </ThemeIcon>
              <Text size="sm">
                {index + 1}. {before}
                <strong>{strong}</strong>
                {after}
              </Text>
            </li>
          );
        })}
      </ol>
      <Button fullWidth radius="xl" onClick={onClose}>
        {howTo.done}
      </Button>
    </Modal>
  );
}
