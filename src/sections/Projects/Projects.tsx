import { Container, SimpleGrid } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import { pageText } from '@/content/page-text';
import { projects } from '@/content/projects';
import { ProjectCard } from './ProjectCard';
import classes from './Projects.module.css';

export function Projects() {
  return (
    <section id="projects" aria-labelledby="projects-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="projects-title" title={pageText.projects.title} subtitle={pageText.projects.subtitle} />
        <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className={classes.grid}>
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
