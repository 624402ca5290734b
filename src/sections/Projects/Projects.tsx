import { Container } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import type { LanguageCode } from '@/config/language-codes';
import { contentIn } from '@/lib/languages/site-content';
import { ProjectCard } from './ProjectCard';
import classes from './Projects.module.css';

export function Projects({ language }: { language: LanguageCode }) {
  const { pageText, projects } = contentIn(language);
  return (
    <section id="projects" aria-labelledby="projects-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="projects-title" title={pageText.projects.title} subtitle={pageText.projects.subtitle} />
        <ul className={classes.grid}>
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} language={language} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
