import { Button, Group } from '@mantine/core';
import { IconBrandGithub, IconExternalLink, IconFileText, type Icon } from '@tabler/icons-react';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { Project } from '@/content/types.ts';
import classes from './ProjectLinks.module.css';

type LinkKind = keyof NonNullable<Project['links']>;

/** The card's buttons, in the order a recruiter looks: the code, a demo, then the write-up. */
const LINK_KINDS: { kind: LinkKind; icon: Icon }[] = [
  { kind: 'code', icon: IconBrandGithub },
  { kind: 'demo', icon: IconExternalLink },
  { kind: 'writeUp', icon: IconFileText },
];

interface ProjectLinksProps {
  title: string;
  links: Project['links'];
  language: LanguageCode;
}

/** A project's optional links as buttons (on its card and its case study); nothing at all when it has none. */
export function ProjectLinks({ title, links, language }: ProjectLinksProps) {
  const { page, projects } = wordsIn(language);
  const shown = LINK_KINDS.filter(({ kind }) => links?.[kind]);
  if (shown.length === 0) return null;
  return (
    <Group component="ul" gap="xs" className={classes.links} aria-label={projects.linksOf(title)}>
      {shown.map(({ kind, icon: LinkIcon }) => (
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
            aria-label={page.opensInNewTab(projects.linkTo(projects.links[kind], title))}
          >
            {projects.links[kind]}
          </Button>
        </li>
      ))}
    </Group>
  );
}
