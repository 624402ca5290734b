import { Container } from '@mantine/core';
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
        <ul className={classes.grid}>
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
