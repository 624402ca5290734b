import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { OfflineIndicator } from '@/components/OfflineIndicator/OfflineIndicator';
import { ThemeToggle } from '@/components/ThemeToggle/ThemeToggle';
import { SECTIONS } from '@/config/navigation';
import { RESUME_HREF } from '@/config/public-files';
import { profile } from '@/content/profile';
import { MobileMenu } from './MobileMenu';
import classes from './Header.module.css';

/**
 * The fixed header. Static markup only: it is never hydrated, and its behaviour (scrolled
 * look past 20 px, the section in view, the theme toggle, the offline badge, closing the phone
 * menu) comes from the first-response script, so it answers from the first paint.
 */
export function Header() {
  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <Container size="lg" className={classes.inner}>
        <Anchor href="#home" className={classes.brand} underline="never">
          {profile.name}
        </Anchor>
        <nav aria-label="Main" className={classes.nav}>
          <ul className={classes.links}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={classes.link} data-section-link>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Group gap="xs" wrap="nowrap">
          <OfflineIndicator />
          <Button
            component="a"
            href={RESUME_HREF}
            download={profile.resume.downloadName}
            leftSection={<IconDownload size={18} aria-hidden />}
            visibleFrom="md"
            radius="xl"
          >
            Download My Resume
          </Button>
          <ThemeToggle />
          <MobileMenu />
        </Group>
      </Container>
    </header>
  );
}
