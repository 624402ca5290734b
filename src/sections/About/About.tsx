import { Container } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import type { LanguageCode } from '@/config/language-codes';
import { contentIn } from '@/lib/languages/site-content';
import { EducationList } from './EducationList';
import { ExperienceTimeline } from './ExperienceTimeline';
import { InterestTiles } from './InterestTiles';
import classes from './About.module.css';

export function About({ language }: { language: LanguageCode }) {
  const { pageText } = contentIn(language);
  return (
    <section id="about" aria-labelledby="about-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="about-title" title={pageText.about.title} subtitle={pageText.about.subtitle} />
        <div className={classes.columns}>
          <ExperienceTimeline language={language} />
          <div className={classes.aside}>
            <EducationList language={language} />
            <InterestTiles language={language} />
          </div>
        </div>
      </Container>
    </section>
  );
}
