/** Both shapes of JSON Resume skills become the page's groups; free-text levels as the page's three (the specification's Advanced, Moderate, Beginner). */
import { describe, expect, it } from 'vitest';
import { IMPORT_WORDS } from './mapping.ts';
import { importSkills, mapSkillLevel } from './map-skills.ts';

const words = IMPORT_WORDS.en;

const today = { skillGroups: { tools: [{ name: 'Git', level: 'Moderate' as const }] }, skillGroupTitles: { tools: 'Tool Skills' } };

describe('importSkills', () => {
  it('reads an entry with keywords as a group of them, at its level (the standard\'s own sample)', () => {
    const { value } = importSkills({ skills: [{ name: 'Web Development', level: 'Master', keywords: ['HTML', 'CSS'] }] }, today, words);
    expect(value).toEqual({
      skillGroups: { webDevelopment: [{ name: 'HTML', level: 'Advanced' }, { name: 'CSS', level: 'Advanced' }] },
      skillGroupTitles: { webDevelopment: 'Web Development' },
    });
  });

  it('reads one skill per entry with its group as the keyword (as this site\'s resume.json writes them), keeping today\'s key for a known title', () => {
    const skills = [
      { name: 'Python', level: 'Advanced', keywords: ['Programming Languages'] },
      { name: 'Git', level: 'Moderate', keywords: ['Tool Skills'] },
      { name: 'Java', level: 'Beginner', keywords: ['Programming Languages'] },
    ];
    expect(importSkills({ skills }, today, words).value).toEqual({
      skillGroups: {
        programmingLanguages: [{ name: 'Python', level: 'Advanced' }, { name: 'Java', level: 'Beginner' }],
        tools: [{ name: 'Git', level: 'Moderate' }],
      },
      skillGroupTitles: { programmingLanguages: 'Programming Languages', tools: 'Tool Skills' },
    });
  });

  it('gathers single skills in "Skills", and leaves spoken languages out (they keep their own fluency)', () => {
    const { value } = importSkills({ skills: [{ name: 'LabVIEW', level: 'Basic' }], languages: [{ language: 'French', fluency: 'Fluent' }] }, today, words);
    expect(value.skillGroupTitles).toEqual({ skills: 'Skills' });
    expect(Object.values(value.skillGroups).flat().map((skill) => skill.name)).toEqual(['LabVIEW']);
  });

  it('titles them in French for a French resume', () => {
    expect(importSkills({ skills: [{ name: 'LabVIEW', level: 'Basic' }] }, today, IMPORT_WORDS.fr).value.skillGroupTitles).toEqual({ competences: 'Compétences' });
  });

  it('keeps today\'s groups when the file has no skills, and says so', () => {
    const { value, todo } = importSkills({}, today, words);
    expect(value).toBe(today);
    expect(todo.join('\n')).toMatch(/no skills/);
  });
});

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
    ['Avanzado', 'Advanced'],
    ['Intermedio', 'Moderate'],
    ['Básico', 'Beginner'],
    ['Avançado', 'Advanced'],
    ['Iniciante', 'Beginner'],
    ['Fließend', 'Advanced'],
    ['Grundkenntnisse', 'Beginner'],
  ])('reads %j as %s', (written, level) => {
    expect(mapSkillLevel(written)).toEqual({ level, guessed: false });
  });

  it('calls anything else Moderate, and says it guessed', () => {
    expect(mapSkillLevel('Self-taught')).toEqual({ level: 'Moderate', guessed: true });
    expect(mapSkillLevel(undefined)).toEqual({ level: 'Moderate', guessed: true });
    expect(mapSkillLevel('  ')).toEqual({ level: 'Moderate', guessed: true });
  });
});
