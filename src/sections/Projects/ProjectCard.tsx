import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage.tsx';
import { wordsIn } from '@/config/dictionary/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { Project } from '@/content/types.ts';
import { ProjectLinks } from './ProjectLinks.tsx';
import classes from './Projects.module.css';

export function ProjectCard({ project, language }: { project: Project; language: LanguageCode }) {
  return (
    <Card component="article" withBorder padding="lg" radius="lg" className={classes.card}>
      <Card.Section>
        <ResponsiveImage
          image={project.image}
          alt={project.imageAlt}
          sizes="(min-width: 75em) 370px, (min-width: 48em) 50vw, 100vw"
          className={classes.image}
        />
      </Card.Section>
      <Title order={3} className={classes.title}>
        {project.title}
      </Title>
      <Text c="dimmed" size="sm" className={classes.description}>
        {project.description}
      </Text>
      <Group component="ul" gap={6} className={classes.tags} aria-label={wordsIn(language).projects.technologies}>
        {project.technologies.map((technology) => (
          <Badge component="li" key={technology} variant="light" radius="sm" tt="none">
            {technology}
          </Badge>
        ))}
      </Group>
      <ProjectLinks title={project.title} links={project.links} language={language} />
    </Card>
  );
}
