/** Each imported card's number: the key its French is filed under, kept wherever it can be. */
import { describe, expect, it } from 'vitest';
import type { Project } from '../../src/content/types.ts';
import { importProjects } from './map-projects.ts';

const card = (id: number, title: string): Project => ({ id, title, description: `${title}.`, image: `projects/${id}.jpg`, imageAlt: `Card ${id}`, technologies: [] });
const today = [card(11, 'Footbridge'), card(12, 'Culverts')];
const projects = (...titles: string[]) => ({ projects: titles.map((name) => ({ name, description: `${name}.` })) });

describe('importProjects', () => {
  it('keeps the number of today\'s card of the same title', () => {
    expect(importProjects(projects('Culverts', 'Footbridge'), today).value.map(({ id, image }) => [id, image])).toEqual([
      [12, 'projects/12.jpg'],
      [11, 'projects/11.jpg'],
    ]);
  });

  it('gives a new project the number of the card whose image it borrows, then the lowest number free', () => {
    expect(importProjects(projects('Solar charger', 'Fault locator', 'Equalizer'), today).value.map(({ id, image }) => [id, image])).toEqual([
      [11, 'projects/11.jpg'],
      [12, 'projects/12.jpg'],
      [1, 'projects/11.jpg'],
    ]);
  });

  it('never gives a number twice, a title of today\'s first', () => {
    const ids = importProjects(projects('Solar charger', 'Footbridge'), today).value.map(({ id }) => id);
    expect(ids).toEqual([1, 11]);
  });
});
