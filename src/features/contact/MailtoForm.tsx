import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useLanguage } from '@/components/language-context.ts';
import { wordsIn } from '@/lib/languages/words.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { ContactFormFrame, useMessageForm } from './ContactFormFrame.tsx';
import { mailtoHref } from './mailto.ts';

/** The form in mailto mode: Send opens the visitor's mail app with the message; the site sends nothing, and says so. */
export function MailtoForm() {
  const language = useLanguage();
  const { profile } = contentIn(language);
  const { form, formRef } = useMessageForm();
  const [opened, setOpened] = useState(false);
  const onSubmit = form.onSubmit((message) => {
    window.open(mailtoHref(profile.email, message), '_self');
    setOpened(true);
  });
  return (
    <ContactFormFrame form={form} formRef={formRef} onSubmit={onSubmit}>
      {opened && (
        <Text size="sm" role="status" mt="sm" data-testid="mailto-note">
          {wordsIn(language).contact.mailtoNote}{' '}
          <Anchor href={`mailto:${profile.email}`} inherit>
            {profile.email}
          </Anchor>
          .
        </Text>
      )}
    </ContactFormFrame>
  );
}
