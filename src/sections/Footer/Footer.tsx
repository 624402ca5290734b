import { ActionIcon, Container, Group, Text } from '@mantine/core';
import { IconBrandGithub, IconBrandInstagram, IconBrandLinkedin, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { Profile } from '@/content/types.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { CopyrightYear } from './CopyrightYear.tsx';
import classes from './Footer.module.css';

const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The owner's profiles, each shown only when the content gives it (their names are the sites' own). */
const profilesOf = ({ social }: Profile) =>
  [
    { href: social.github, label: 'GitHub', icon: IconBrandGithub },
    { href: social.linkedin, label: 'LinkedIn', icon: IconBrandLinkedin },
    { href: social.instagram, label: 'Instagram', icon: IconBrandInstagram },
  ].filter((link) => Boolean(link.href));

interface FooterProps {
  language: LanguageCode;
  /** The career-fair kit island (App places it; a static section cannot import features). */
  kit?: ReactNode;
}

export function Footer({ language, kit }: FooterProps) {
  const { profile, pageText } = contentIn(language);
  const words = wordsIn(language);
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
        <Group gap="xs" component="ul" className={classes.social} aria-label={words.footer.elsewhere}>
          {profilesOf(profile).map(({ href, label, icon: ProfileIcon }) => (
            <li key={label}>
              <ActionIcon component="a" href={href} {...EXTERNAL} size="xl" variant="default" radius="xl" aria-label={words.page.opensInNewTab(label)}>
                <ProfileIcon size={22} aria-hidden />
              </ActionIcon>
            </li>
          ))}
          <li>
            <ActionIcon component="a" href={`mailto:${profile.email}`} size="xl" variant="default" radius="xl" aria-label={words.footer.emailOwner(profile.name)}>
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
