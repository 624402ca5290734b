import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { OfflineIndicator } from '@/components/OfflineIndicator/OfflineIndicator';
import { ThemeToggle } from '@/components/ThemeToggle/ThemeToggle';
import { HEADER_SCROLL_THRESHOLD_PX } from '@/config/constants';
import { SECTIONS } from '@/config/navigation';
import { RESUME_HREF } from '@/config/public-files';
import { profile } from '@/content/profile';
import { useScrolledPast } from '@/hooks/useScrolledPast';
import { MobileMenu } from './MobileMenu';
import classes from './Header.module.css';


export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);

  return (
    <header className={classes.header} data-scrolled={scrolled || undefined}>
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
                <a href={`#${section.id}`} className={classes.link}>
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
