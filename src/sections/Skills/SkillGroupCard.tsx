import { Badge, Card, Title } from '@mantine/core';
import type { Skill, SkillLevel } from '@/content/types';
import classes from './Skills.module.css';

/** The level is written out; colour and the meter only reinforce it. */
const LEVEL_STYLE: Record<SkillLevel, { color: string; filled: number }> = {
  Advanced: { color: 'brand', filled: 3 },
  Moderate: { color: 'indigo', filled: 2 },
  Beginner: { color: 'gray', filled: 1 },
};

export function SkillGroupCard({ title, skills }: { title: string; skills: Skill[] }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article">
      <Title order={3} className={classes.groupTitle}>
        {title}
      </Title>
      <ul className={classes.list}>
        {skills.map((skill) => {
          const style = LEVEL_STYLE[skill.level];
          return (
            <li key={skill.name} className={classes.row}>
              <span className={classes.name}>{skill.name}</span>
              <span className={classes.meter} aria-hidden>
                {[1, 2, 3].map((step) => (
                  <span key={step} className={classes.pip} data-on={step <= style.filled || undefined} />
                ))}
              </span>
              <Badge variant="light" color={style.color} radius="sm" tt="none" className={classes.level}>
                {skill.level}
              </Badge>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
