import { Container } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import { pageText } from '@/content/page-text';
import { EducationList } from './EducationList';
import { ExperienceTimeline } from './ExperienceTimeline';
import { InterestTiles } from './InterestTiles';
import classes from './About.module.css';

export function About() {
  return (
    <section id="about" aria-labelledby="about-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="about-title" title={pageText.about.title} subtitle={pageText.about.subtitle} />
        <div className={classes.columns}>
          <ExperienceTimeline />
          <div className={classes.aside}>
            <EducationList />
            <InterestTiles />
          </div>
        </div>
      </Container>
    </section>
  );
}
