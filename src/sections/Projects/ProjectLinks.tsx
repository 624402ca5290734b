import { Button, Group } from '@mantine/core';
import { IconBrandGithub, IconExternalLink, IconFileText, type Icon } from '@tabler/icons-react';
import type { Project } from '@/content/types';
import classes from './Projects.module.css';

type LinkKind = keyof NonNullable<Project['links']>;

/** The card's buttons, in the order a recruiter looks: the code, a demo, then the write-up. */
const LINK_KINDS: { kind: LinkKind; label: string; icon: Icon }[] = [
  { kind: 'code', label: 'Code', icon: IconBrandGithub },
  { kind: 'demo', label: 'Demo', icon: IconExternalLink },
  { kind: 'writeUp', label: 'Write-up', icon: IconFileText },
];

/** A project's optional links as buttons; nothing at all when it has none. */
export function ProjectLinks({ title, links }: { title: string; links: Project['links'] }) {
  const shown = LINK_KINDS.filter(({ kind }) => links?.[kind]);
  if (shown.length === 0) return null;
  return (
    <Group component="ul" gap="xs" className={classes.links} aria-label={`Links for ${title}`}>
      {shown.map(({ kind, label, icon: LinkIcon }) => (
        <li key={kind}>
          <Button
            component="a"
            href={links?.[kind]}
            target="_blank"
            rel="noopener noreferrer"
            variant="light"
            size="xs"
            radius="xl"
            leftSection={<LinkIcon size={16} aria-hidden />}
            aria-label={`${label}: ${title} (opens in a new tab)`}
          >
            {label}
          </Button>
        </li>
      ))}
    </Group>
  );
}
