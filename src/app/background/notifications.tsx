/**
 * Notices (the update prompt, outbox news) are Mantine notifications, in a React root of their
 * own added at the end of the body the first time there is something to show: a visit with
 * nothing to announce never loads this code (start-background-services.ts imports it then).
 */
import '@mantine/notifications/styles.css';
import { Button, Group, Text } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { wordsIn } from '@/lib/languages/words.ts';
import { languageOfDocument } from '@/lib/languages/site-content.ts';
import { IslandProviders } from '@/app/providers.tsx';
import { directionOf } from '@/config/language-codes.ts';
import { WEB_FONT_ATTRIBUTE } from '@/config/page-seams.ts';
import { partsInWebFont } from '@/app/inline/web-font.ts';

function PageNotifications({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  // The corner at the end of a line: bottom right, bottom left on a page read right to left.
  return <Notifications position={directionOf(languageOfDocument()) === 'rtl' ? 'bottom-left' : 'bottom-right'} zIndex={400} />;
}

/** Adds the notifications' own root at the end of the body; resolves once it has rendered. */
export function mountNotifications(): Promise<void> {
  const element = document.createElement('div');
  element.dataset.notifications = '';
  // On a first visit the web font goes in part by part (web-font.ts): this root is one of them.
  element.toggleAttribute(WEB_FONT_ATTRIBUTE, partsInWebFont());
  document.body.append(element);
  return new Promise((resolve) => {
    createRoot(element).render(
      <IslandProviders language={languageOfDocument()}>
        <PageNotifications onMounted={resolve} />
      </IslandProviders>,
    );
  });
}

const UPDATE_NOTIFICATION_ID = 'sw-update';

/** The prompt for a waiting new version: a notification with a Reload button. */
export function showUpdatePrompt(activateUpdate: () => Promise<void>): void {
  // Outside every island: in the page's language, read from the page itself.
  const { update } = wordsIn(languageOfDocument());
  notifications.show({
    id: UPDATE_NOTIFICATION_ID,
    title: update.title,
    message: (
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{update.message}</Text>
        <Button size="xs" onClick={() => void activateUpdate()}>
          {update.reload}
        </Button>
      </Group>
    ),
    autoClose: false,
    withCloseButton: true,
  });
}
