import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle.tsx';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { CaseStudyLink } from '@/lib/case-studies/case-study.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { ProjectCard } from './ProjectCard.tsx';
import classes from './Projects.module.css';

interface ProjectsProps {
  language: LanguageCode;
  /** What goes under the project cards, in the same section (App places the owner's repositories there); nothing by default. */
  children?: ReactNode;
  /** The projects' case studies in this language (the build reads them): each card with one links it. */
  caseStudies?: readonly CaseStudyLink[];
}

export function Projects({ language, children, caseStudies = [] }: ProjectsProps) {
  const { pageText, projects } = contentIn(language);
  return (
    <section id="projects" aria-labelledby="projects-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="projects-title" title={pageText.projects.title} subtitle={pageText.projects.subtitle} />
        <ul className={classes.grid}>
          {projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} language={language} caseStudy={caseStudies.find((study) => study.project === project.id)?.slug} />
            </li>
          ))}
        </ul>
        {children}
      </Container>
    </section>
  );
}
