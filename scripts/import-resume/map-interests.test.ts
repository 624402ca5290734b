/** Every icon the import may give an interest is one the page can draw (the content check's own test). */
import * as tablerIcons from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { checkInterestIcons } from '../content/validate-content.ts';
import { chooseIcon, FALLBACK_ICON, HOBBY_ICONS } from './map-interests.ts';

const ICON_EXPORTS = Object.keys(tablerIcons).filter((name) => name.startsWith('Icon'));

describe('chooseIcon', () => {
  it('only names icons that exist', () => {
    const names = [...Object.values(HOBBY_ICONS), FALLBACK_ICON];
    expect(checkInterestIcons(names.map((icon) => ({ icon })), ICON_EXPORTS)).toEqual([]);
  });

  it('finds an icon from a word of the name or keywords, else falls back, saying so', () => {
    expect(chooseIcon('Chess', [], ICON_EXPORTS)).toEqual({ icon: 'chess', word: 'chess' });
    expect(chooseIcon('Ice skating', [], ICON_EXPORTS)).toEqual({ icon: 'ice-skating', word: 'ice-skating' });
    expect(chooseIcon('Phở cooking', [], ICON_EXPORTS)).toEqual({ icon: 'chef-hat', word: 'cooking' });
    expect(chooseIcon('Weekends', ['photography'], ICON_EXPORTS)).toEqual({ icon: 'camera', word: 'photography' });
    expect(chooseIcon('Zzyzx', [], ICON_EXPORTS)).toEqual({ icon: FALLBACK_ICON });
  });

  it('reads a name from its last word, the one it is about, and its own words before the keywords', () => {
    expect(chooseIcon('Cross-country skiing', [], ICON_EXPORTS)).toEqual({ icon: 'ski-jumping', word: 'skiing' });
    expect(chooseIcon('Woodworking', ['Furniture for friends'], ICON_EXPORTS)).toEqual({ icon: 'hammer', word: 'woodworking' });
  });
});
