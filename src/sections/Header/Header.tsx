import { Anchor, Button, Container, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { OfflineIndicator } from '@/components/OfflineIndicator/OfflineIndicator';
import { ThemeToggle } from '@/components/ThemeToggle/ThemeToggle';
import { SECTIONS } from '@/config/navigation';
import { RESUME_HREF } from '@/config/public-files';
import { profile } from '@/content/profile';
import { FULL_NAME_FROM_ATTRIBUTE, marked, NAV_FROM_ATTRIBUTE, SECTION_LINK_ATTRIBUTE } from '@/config/page-seams';
import { headerFit } from './header-fit';
import { MobileMenu } from './MobileMenu';
import classes from './Header.module.css';

/** Where this owner's name leaves room for the links, and for the full name (header-fit.ts). */
const FIT = headerFit(profile.name);

/**
 * The fixed header. Static markup only: it is never hydrated, and its behaviour (scrolled
 * look past 20 px, the section in view, the theme toggle, the offline badge, closing the phone
 * menu) comes from the first-response script, so it answers from the first paint.
 * The bar shows its links from the width the owner's name leaves them, and the full name from
 * the width it fits in on two lines (the short name below it): no word is ever cut.
 */
export function Header() {
  return (
    <header className={classes.header}>
      <a href="#main" className={classes.skipLink}>
        Skip to content
      </a>
      <Container size="lg" className={classes.inner} {...marked(NAV_FROM_ATTRIBUTE, String(FIT.navFrom ?? 'never'))} {...marked(FULL_NAME_FROM_ATTRIBUTE, String(FIT.fullNameFrom))}>
        <Anchor href="#home" className={classes.brand} underline="never">
          <span className={classes.fullName}>{profile.name}</span>
          {FIT.fullNameFrom > 0 && <span className={classes.shortName}>{profile.shortName}</span>}
        </Anchor>
        <nav aria-label="Main" className={`${classes.nav} ${classes.wideOnly}`}>
          <ul className={classes.links}>
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className={classes.link} {...marked(SECTION_LINK_ATTRIBUTE)}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <OfflineIndicator />
          <Button
            component="a"
            href={RESUME_HREF}
            download={profile.resume.downloadName}
            leftSection={<IconDownload size={18} aria-hidden />}
            radius="xl"
            className={classes.wideOnly}
          >
            Download My Resume
          </Button>
          <ThemeToggle />
          <MobileMenu burgerClassName={classes.narrowOnly} />
        </Group>
      </Container>
    </header>
  );
}
