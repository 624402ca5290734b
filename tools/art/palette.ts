/** The illustrations' shared colours, so every image feels part of one set (teal leads, like the site). */
export const palette = {
  night: '#0b1d33',
  navy: '#13294b',
  slate: '#334155',
  steel: '#64748b',
  mist: '#cbd5e1',
  cloud: '#f1f5f9',
  white: '#ffffff',
  tealDeep: '#0f766e',
  teal: '#14b8a6',
  tealLight: '#5eead4',
  tealPale: '#ccfbf1',
  orange: '#f97316',
  orangeDeep: '#c2410c',
  orangeLight: '#fdba74',
  amber: '#fbbf24',
  sand: '#fde68a',
  cream: '#fff7ed',
  coral: '#fb7185',
  red: '#e11d48',
  sky: '#38bdf8',
  skyPale: '#e0f2fe',
  violet: '#7c3aed',
  lilac: '#c4b5fd',
  leaf: '#16a34a',
  pine: '#14532d',
  wood: '#b45309',
  woodLight: '#d97706',
} as const;

/** Skin tones for the people in the scenes. */
export const skinTones = ['#f3c9a4', '#e0a878', '#c68642', '#8d5524', '#f6d7bd', '#a86b3c'] as const;

/** Hair colours, paired with skin tones by index. */
export const hairColors = ['#3b2417', '#1f1411', '#0f0d0c', '#24150e', '#b0672b', '#2a1a12'] as const;

/** `color` blended towards black by `amount` (0–1): a shadow tone of the same hue. */
export function shade(color: string, amount: number): string {
  const channels = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  return `#${channels.map((value) => Math.round(value * (1 - amount)).toString(16).padStart(2, '0')).join('')}`;
}
