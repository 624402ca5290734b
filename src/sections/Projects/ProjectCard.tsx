import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { ProjectLinks } from '@/components/ProjectLinks/ProjectLinks.tsx';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage.tsx';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { Project } from '@/content/types.ts';
import { caseStudyPathOf, projectCardId } from '@/lib/case-studies/case-study.ts';
import classes from './Projects.module.css';

interface ProjectCardProps {
  project: Project;
  language: LanguageCode;
  /** The last part of its case study's address, when it has one. */
  caseStudy?: string;
}

/** A project's card; its id is where its case study's way back lands. */
export function ProjectCard({ project, language, caseStudy }: ProjectCardProps) {
  const words = wordsIn(language).projects;
  return (
    <Card component="article" id={projectCardId(project.id)} withBorder padding="lg" radius="lg" className={classes.card}>
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
      <Group component="ul" gap={6} className={classes.tags} aria-label={words.technologies}>
        {project.technologies.map((technology) => (
          <Badge component="li" key={technology} variant="light" radius="sm" tt="none">
            {technology}
          </Badge>
        ))}
      </Group>
      {caseStudy && (
        <Button
          component="a"
          href={`${import.meta.env.BASE_URL}${caseStudyPathOf(language, caseStudy)}`}
          aria-label={words.readCaseStudyOf(project.title)}
          rightSection={<IconArrowRight size={16} aria-hidden />}
          radius="xl"
          className={classes.caseStudy}
        >
          {words.readCaseStudy}
        </Button>
      )}
      <ProjectLinks title={project.title} links={project.links} language={language} />
    </Card>
  );
}
