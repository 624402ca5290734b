import { Burger, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { SECTIONS } from '@/config/navigation';
import { RESUME_HREF } from '@/config/public-files';
import { profile } from '@/content/profile';
import classes from './Header.module.css';

/**
 * Small screens: the links collapse into a dropdown. Mantine's Menu gives the button its
 * aria-expanded/aria-controls, arrow-key navigation, Escape, outside click and focus return;
 * choosing an item closes it.
 */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    // Rendered inside the header (no portal) so the open menu stays within the banner landmark.
    <Menu
      opened={opened}
      onChange={(open) => (open ? undefined : close())}
      position="bottom-end"
      width={240}
      shadow="md"
      withinPortal={false}
      // Mantine's focus placeholder is a role=presentation child that a menu may not contain.
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label="Navigation menu" />
      </Menu.Target>
      <Menu.Dropdown className={classes.menuDropdown}>
        {SECTIONS.map((section) => (
          <Menu.Item key={section.id} component="a" href={`#${section.id}`} className={classes.menuItem}>
            {section.label}
          </Menu.Item>
        ))}
        <Menu.Item
          component="a"
          href={RESUME_HREF}
          download={profile.resume.downloadName}
          leftSection={<IconDownload size={16} aria-hidden />}
          className={`${classes.menuItem} ${classes.menuResume}`}
        >
          Download Resume
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
