/** Free-text levels as the page's three (the specification's Advanced, Moderate, Beginner). */
import { describe, expect, it } from 'vitest';
import { mapSkillLevel } from './skill-levels.ts';

describe('mapSkillLevel', () => {
  it.each([
    ['Expert', 'Advanced'],
    ['Master', 'Advanced'],
    ['Fluent', 'Advanced'],
    ['Native or bilingual proficiency', 'Advanced'],
    ['Full professional proficiency', 'Advanced'],
    ['C1', 'Advanced'],
    ['Intermediate', 'Moderate'],
    ['Professional working proficiency', 'Moderate'],
    ['Conversational', 'Moderate'],
    ['B2', 'Moderate'],
    ['Basic', 'Beginner'],
    ['Beginner', 'Beginner'],
    ['Limited working proficiency', 'Beginner'],
    ['Elementary proficiency', 'Beginner'],
    ['Advanced beginner', 'Beginner'],
    ['4/5', 'Advanced'],
    ['3 out of 5', 'Moderate'],
    ['2/5', 'Beginner'],
    ['90%', 'Advanced'],
    ['★★☆☆☆', 'Beginner'],
    ['Avancé', 'Advanced'],
    ['Intermédiaire', 'Moderate'],
    ['Débutant', 'Beginner'],
  ])('reads %j as %s', (written, level) => {
    expect(mapSkillLevel(written)).toEqual({ level, guessed: false });
  });

  it('calls anything else Moderate, and says it guessed', () => {
    expect(mapSkillLevel('Self-taught')).toEqual({ level: 'Moderate', guessed: true });
    expect(mapSkillLevel(undefined)).toEqual({ level: 'Moderate', guessed: true });
    expect(mapSkillLevel('  ')).toEqual({ level: 'Moderate', guessed: true });
  });
});
