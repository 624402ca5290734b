import { Container, SimpleGrid } from '@mantine/core';
import { SectionTitle } from '@/components/SectionTitle/SectionTitle';
import { pageText } from '@/content/page-text';
import { skillGroups, skillGroupTitles } from '@/content/skills';
import { skillGroupList } from '@/lib/skills/skill-group-list';
import { SkillGroupCard } from './SkillGroupCard';
import classes from './Skills.module.css';

const GROUPS = skillGroupList(skillGroups, skillGroupTitles);

export function Skills() {
  return (
    <section id="skills" aria-labelledby="skills-title" className={classes.section}>
      <Container size="lg">
        <SectionTitle id="skills-title" title={pageText.skills.title} subtitle={pageText.skills.subtitle} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {GROUPS.map((group) => (
            <SkillGroupCard key={group.key} title={group.title} skills={group.skills} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
