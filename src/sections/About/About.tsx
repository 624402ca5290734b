import { Container } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle.tsx';
import type { LanguageCode } from '@/config/language-codes.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { Credentials } from './Credentials.tsx';
import { EducationList } from './EducationList.tsx';
import { ExperienceTimeline } from './ExperienceTimeline.tsx';
import { InterestTiles } from './InterestTiles.tsx';
import { SpokenLanguageList } from './SpokenLanguageList.tsx';
import classes from './About.module.css';

export function About({ language }: { language: LanguageCode }) {
  const { pageText, certificates, awards, publications, spokenLanguages } = contentIn(language);
  // One list holding only the blocks there is content for: React numbers its generated ids by a
  // block's place among its siblings, so an owner without the optional kinds gets the same ids,
  // and so the same page byte for byte, as before those kinds existed.
  const aside = [
    <EducationList key="education" language={language} />,
    ...(certificates.length + awards.length + publications.length > 0 ? [<Credentials key="credentials" language={language} />] : []),
    ...(spokenLanguages.length > 0 ? [<SpokenLanguageList key="spoken-languages" language={language} />] : []),
    <InterestTiles key="interests" language={language} />,
  ];
  return (
    <section id="about" aria-labelledby="about-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="about-title" title={pageText.about.title} subtitle={pageText.about.subtitle} />
        <div className={classes.columns}>
          <ExperienceTimeline language={language} />
          <div className={classes.aside}>{aside}</div>
        </div>
      </Container>
    </section>
  );
}
