import { Badge, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FirstScreenEnd } from '@/components/FirstScreenEnd/FirstScreenEnd.tsx';
import { ProjectLinks } from '@/components/ProjectLinks/ProjectLinks.tsx';
import { ResponsiveImage } from '@/components/ResponsiveImage/ResponsiveImage.tsx';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import { caseStudyPathOf, projectCardId, type CaseStudyLink, type CaseStudyView } from '@/lib/case-studies/case-study.ts';
import { contentIn, pagePathOf } from '@/lib/languages/site-content.ts';
import { CaseStudyBody } from './CaseStudyBody.tsx';
// Its styles as text, in this page's <head> alone (entry-server.tsx lifts every <style>): the
// one page's stylesheet never carries them, as nothing in the browser imports this section.
import caseStudyStyles from './case-study.css?inline';

interface CaseStudyProps {
  language: LanguageCode;
  study: CaseStudyView;
  /** The share action (an island, which the app places). */
  share?: ReactNode;
}

/**
 * A project's case study: its card's facts (title, summary, technologies, picture, links) over
 * the owner's Markdown, then the way on: back to its card on the one page, and the case studies
 * before and after it in the projects' order. Static HTML, prerendered in each language.
 */
export function CaseStudy({ language, study, share }: CaseStudyProps) {
  const { projects } = contentIn(language);
  const words = wordsIn(language);
  const projectOf = (link: CaseStudyLink) => projects.find((project) => project.id === link.project)!;
  const project = projectOf(study);
  const home = `${import.meta.env.BASE_URL}${pagePathOf(language)}`;
  const neighbour = (link: CaseStudyLink | undefined, label: string, next: boolean) =>
    link && (
      <a href={`${import.meta.env.BASE_URL}${caseStudyPathOf(language, link.slug)}`} className={next ? 'cs-next' : 'cs-previous'}>
        <span className="cs-step">
          {!next && <IconArrowLeft size={16} aria-hidden />}
          {label}
          {next && <IconArrowRight size={16} aria-hidden />}
        </span>
        <span className="cs-neighbour">{projectOf(link).title}</span>
      </a>
    );
  return (
    <article className="cs-article" aria-labelledby="case-study-title">
      <style dangerouslySetInnerHTML={{ __html: caseStudyStyles }} />
      <Container size="md">
        <a href={`${home}#${projectCardId(project.id)}`} className="cs-back">
          <IconArrowLeft size={16} aria-hidden />
          {words.caseStudy.back}
        </a>
        <Text className="cs-kind">{words.caseStudy.kind}</Text>
        <Title order={1} id="case-study-title" className="cs-title">
          {project.title}
        </Title>
        <Text size="lg" c="dimmed" className="cs-summary">
          {project.description}
        </Text>
        <Group component="ul" gap={6} className="cs-tags" aria-label={words.projects.technologies}>
          {project.technologies.map((technology) => (
            <Badge component="li" key={technology} variant="light" radius="sm" tt="none">
              {technology}
            </Badge>
          ))}
        </Group>
        <ProjectLinks title={project.title} links={project.links} language={language} />
        <ResponsiveImage image={project.image} alt={project.imageAlt} sizes="(min-width: 48em) 736px, 100vw" priority className="cs-picture" />
        <FirstScreenEnd />
        <div className="cs-body">
          <CaseStudyBody body={study.body} />
        </div>
        {share}
        {(study.previous || study.next) && (
          <nav aria-label={words.caseStudy.more} className="cs-more">
            {neighbour(study.previous, words.caseStudy.previous, false)}
            {neighbour(study.next, words.caseStudy.next, true)}
          </nav>
        )}
      </Container>
    </article>
  );
}
