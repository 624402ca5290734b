import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { profile } from '@/content/profile';
import { ContactFormFrame, useMessageForm } from './ContactFormFrame';
import { MAILTO_NOTE, mailtoHref } from './mailto';

/** The form in mailto mode: Send opens the visitor's mail app with the message; the site sends nothing, and says so. */
export function MailtoForm() {
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
          {MAILTO_NOTE}{' '}
          <Anchor href={`mailto:${profile.email}`} inherit>
            {profile.email}
          </Anchor>
          .
        </Text>
      )}
    </ContactFormFrame>
  );
}
