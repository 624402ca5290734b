import { Container, SimpleGrid } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import { skillGroups, skillGroupTitles } from '@/content/skills';
import type { SkillGroups } from '@/content/types';
import { SkillGroupCard } from './SkillGroupCard';
import classes from './Skills.module.css';

const GROUP_ORDER = Object.keys(skillGroupTitles) as (keyof SkillGroups)[];

export function Skills() {
  return (
    <section id="skills" aria-labelledby="skills-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="skills-title" title="Skills" subtitle="What I work with, and how deep I have gone with each." />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {GROUP_ORDER.map((group) => (
            <SkillGroupCard key={group} title={skillGroupTitles[group]} skills={skillGroups[group]} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
