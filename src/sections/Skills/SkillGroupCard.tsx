import { Badge, Card, Title } from '@mantine/core';
import { wordsIn } from '@/lib/languages/words.ts';
import type { LanguageCode } from '@/config/language-codes.ts';
import type { Skill, SkillLevel } from '@/content/types.ts';
import classes from './Skills.module.css';

/** The level, shown once, written out; its weight in the accent (solid, tinted, outlined) only reinforces it. */
const LEVEL_VARIANT: Record<SkillLevel, 'filled' | 'light' | 'outline'> = {
  Advanced: 'filled',
  Moderate: 'light',
  Beginner: 'outline',
};

interface SkillGroupCardProps {
  title: string;
  skills: Skill[];
  language: LanguageCode;
}

export function SkillGroupCard({ title, skills, language }: SkillGroupCardProps) {
  const { levels } = wordsIn(language).skills;
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Title order={3} className={classes.groupTitle}>
        {title}
      </Title>
      <ul className={classes.list}>
        {skills.map((skill) => (
          <li key={skill.name} className={classes.row}>
            <span className={classes.name}>{skill.name}</span>
            <Badge variant={LEVEL_VARIANT[skill.level]} radius="sm" tt="none" className={classes.level}>
              {levels[skill.level]}
            </Badge>
          </li>
        ))}
      </ul>
    </Card>
  );
}
