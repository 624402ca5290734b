import { ActionIcon, Container, Group, Text } from '@mantine/core';
import { IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { pageText } from '@/content/page-text';
import { profile } from '@/content/profile';
import { CopyrightYear } from './CopyrightYear';
import classes from './Footer.module.css';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The owner's profiles, each shown only when the content gives it. */
const PROFILES = [
  { href: profile.social.github, label: 'GitHub', icon: IconBrandGithub },
  { href: profile.social.linkedin, label: 'LinkedIn', icon: IconBrandLinkedin },
  { href: profile.social.instagram, label: 'Instagram', icon: IconBrandInstagram },
].filter((link) => Boolean(link.href));

/** `kit`: the career-fair kit island (App places it; a static section cannot import features). */
export function Footer({ kit }: { kit?: ReactNode }) {
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.inner}>
        <div>
          <Text fw={800} size="lg">
            {profile.name}
          </Text>
          <Text size="sm" c="dimmed">
            {profile.footerTagline}
          </Text>
        </div>
        <Group gap="xs" component="ul" className={classes.social} aria-label="Elsewhere">
          {PROFILES.map(({ href, label, icon: ProfileIcon }) => (
            <li key={label}>
              <ActionIcon component="a" href={href} {...EXTERNAL} size="xl" variant="default" radius="xl" aria-label={`${label} (opens in a new tab)`}>
                <ProfileIcon size={22} aria-hidden />
              </ActionIcon>
            </li>
          ))}
          <li>
            <ActionIcon component="a" href={`mailto:${profile.email}`} size="xl" variant="default" radius="xl" aria-label={`Email ${profile.name}`}>
              <IconMail size={22} aria-hidden />
            </ActionIcon>
          </li>
        </Group>
      </Container>
      <Container size="lg">
        {kit}
        <Text size="sm" c="dimmed" className={classes.copyright}>
          © <CopyrightYear /> {profile.name}.{pageText.footer.rightsLine && ` ${pageText.footer.rightsLine}`}
        </Text>
      </Container>
    </footer>
  );
}
