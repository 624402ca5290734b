import { Container, SimpleGrid } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle.tsx';
import type { LanguageCode } from '@/config/language-codes.ts';
import { contentIn } from '@/lib/languages/site-content.ts';
import { skillGroupList } from '@/lib/skills/skill-group-list.ts';
import { SkillGroupCard } from './SkillGroupCard.tsx';
import classes from './Skills.module.css';

export function Skills({ language }: { language: LanguageCode }) {
  const { pageText, skillGroups, skillGroupTitles } = contentIn(language);
  return (
    <section id="skills" aria-labelledby="skills-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="skills-title" title={pageText.skills.title} subtitle={pageText.skills.subtitle} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {skillGroupList(skillGroups, skillGroupTitles).map((group) => (
            <SkillGroupCard key={group.key} title={group.title} skills={group.skills} language={language} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
