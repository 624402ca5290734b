import { Anchor, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconMapPin, IconPhone, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import classes from './Contact.module.css';

/** `tel:` links take digits and a leading plus only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The address with one place to wrap on a narrow screen: before the @. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function InfoRow({ icon: RowIcon, label, children }: { icon: Icon; label: string; children: ReactNode }) {
  return (
    <li className={classes.infoRow}>
      <ThemeIcon size={42} variant="light" aria-hidden>
        <RowIcon size={22} />
      </ThemeIcon>
      <div>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed">
          {label}
        </Text>
        {children}
      </div>
    </li>
  );
}

/** The owner's address, phone and place: static, though it sits in the contact island beside the form. */
export function ContactInfo({ language }: { language: LanguageCode }) {
  const { pageText, profile } = contentIn(language);
  const labels = wordsIn(language).contact.info;
  return (
    <Paper withBorder radius="lg" p="xl" className={classes.info}>
      <Title order={3} className={classes.infoTitle}>
        {pageText.contact.infoTitle}
      </Title>
      {pageText.contact.infoLead && (
        <Text c="dimmed" size="sm" mb="lg">
          {pageText.contact.infoLead}
        </Text>
      )}
      <ul className={classes.infoList}>
        <InfoRow icon={IconMail} label={labels.email}>
          <Anchor href={`mailto:${profile.email}`} fw={600} className={classes.infoLink}>
            <EmailText email={profile.email} />
          </Anchor>
        </InfoRow>
        {profile.phone && (
          <InfoRow icon={IconPhone} label={labels.phone}>
            <Anchor href={telHref(profile.phone)} fw={600} className={`${classes.infoLink} ${classes.phone}`}>
              {profile.phone}
            </Anchor>
          </InfoRow>
        )}
        <InfoRow icon={IconMapPin} label={labels.location}>
          <Text fw={600}>{profile.location}</Text>
        </InfoRow>
      </ul>
    </Paper>
  );
}
