/** PromptTrim: a long prompt in the browser flows through the extension popup and comes out short. */
import { palette } from '../palette.ts';
import { gear, softShadow, softShadowFilter, sparkle, textBars, windowFrame } from '../motifs.ts';
import { circle, group, linearGradient, path, rect, svgDocument, url } from '../svg.ts';

const W = 1200;
const H = 750;
const LONG_PROMPT = [0.96, 0.9, 0.98, 0.84, 0.93, 0.97, 0.72, 0.95, 0.88, 0.99, 0.8, 0.9, 0.62];
const SHORT_PROMPT = [0.95, 0.78, 0.5];

function backdrop(): string[] {
  return [
    rect(0, 0, W, H, url('bg')),
    circle(1080, 90, 180, palette.tealPale, { opacity: 0.7 }),
    circle(90, 690, 150, palette.lilac, { opacity: 0.35 }),
  ];
}

function browser(): string[] {
  const x = 80;
  const y = 70;
  return [
    softShadow(x, y, 1040, 610, 22),
    windowFrame(x, y, 1040, 610, { body: palette.white, bar: '#e2e8f0', radius: 22 }),
    rect(x + 110, y + 11, 700, 24, palette.white, { rx: 12 }),
    circle(x + 128, y + 23, 6, palette.leaf),
    rect(x + 144, y + 19, 210, 8, palette.mist, { rx: 4 }),
    // The extension's toolbar button, ringed because it is active.
    circle(x + 985, y + 23, 19, 'none', { stroke: palette.teal, 'stroke-width': 3 }),
    rect(x + 974, y + 12, 22, 22, palette.teal, { rx: 6 }),
    path(`M${x + 977} ${y + 17} l5 6 l-5 6 M${x + 995} ${y + 17} l-5 6 l5 6`, 'none', {
      stroke: palette.white,
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  ];
}

function longPromptCard(): string[] {
  const x = 130;
  const y = 150;
  return [
    rect(x, y, 470, 480, palette.cloud, { rx: 18 }),
    circle(x + 36, y + 36, 16, palette.lilac),
    rect(x + 62, y + 28, 140, 14, palette.steel, { rx: 7 }),
    textBars(x + 28, y + 80, 414, LONG_PROMPT, { height: 12, gap: 13, fill: palette.mist }),
    // Token meter: nearly full.
    rect(x + 28, y + 420, 414, 16, '#e2e8f0', { rx: 8 }),
    rect(x + 28, y + 420, 380, 16, url('meter-hot'), { rx: 8 }),
  ];
}

/** Ribbons that squeeze the long prompt's lines into the popup. */
function squeeze(): string[] {
  const ribbons = [0, 1, 2, 3, 4].map((index) => {
    const startY = 250 + index * 62;
    const endY = 330 + index * 18;
    return path(
      `M600 ${startY} C680 ${startY} 690 ${endY} 760 ${endY}`,
      'none',
      { stroke: url('ribbon'), 'stroke-width': 10, 'stroke-linecap': 'round', opacity: 0.75 - index * 0.08 },
    );
  });
  return [...ribbons, sparkle(680, 220, 16, palette.amber), sparkle(705, 560, 11, palette.teal)];
}

function popup(): string[] {
  const x = 766;
  const y = 132;
  const w = 330;
  return [
    path(`M${x + w - 46} ${y + 2} L${x + w - 31} ${y - 14} L${x + w - 16} ${y + 2} Z`, palette.tealDeep),
    softShadow(x, y, w, 400, 20, 0.22),
    rect(x, y, w, 400, palette.white, { rx: 20 }),
    path(`M${x} ${y + 80} V${y + 20} Q${x} ${y} ${x + 20} ${y} H${x + w - 20} Q${x + w} ${y} ${x + w} ${y + 20} V${y + 80} Z`, url('header')),
    gear(x + 44, y + 40, 20, 8, palette.white),
    circle(x + 44, y + 40, 7, palette.teal),
    rect(x + 80, y + 30, 130, 14, palette.white, { rx: 7, opacity: 0.9 }),
    rect(x + 80, y + 52, 80, 8, palette.white, { rx: 4, opacity: 0.6 }),
    rect(x + 24, y + 104, w - 48, 110, palette.tealPale, { rx: 14 }),
    textBars(x + 44, y + 128, w - 88, SHORT_PROMPT, { height: 12, gap: 14, fill: palette.tealDeep }),
    // Token meter: a third lighter, with a "down" badge.
    rect(x + 24, y + 240, w - 110, 16, '#e2e8f0', { rx: 8 }),
    rect(x + 24, y + 240, (w - 110) * 0.64, 16, palette.teal, { rx: 8 }),
    circle(x + w - 52, y + 248, 26, palette.amber),
    path(`M${x + w - 52} ${y + 234} V${y + 260} M${x + w - 63} ${y + 250} l11 11 l11 -11`, 'none', {
      stroke: palette.night,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    rect(x + 24, y + 300, w - 48, 56, palette.tealDeep, { rx: 14 }),
    rect(x + 110, y + 322, w - 220, 12, palette.white, { rx: 6 }),
  ];
}

export function promptShortener(): string {
  const defs = [
    softShadowFilter(),
    linearGradient('bg', [
      [0, '#eef2ff'],
      [1, palette.skyPale],
    ], [0, 0, 1, 1]),
    linearGradient('meter-hot', [
      [0, palette.amber],
      [1, palette.orange],
    ], [0, 0, 1, 0]),
    linearGradient('ribbon', [
      [0, palette.lilac],
      [1, palette.teal],
    ], [0, 0, 1, 0]),
    linearGradient('header', [
      [0, palette.teal],
      [1, palette.tealDeep],
    ], [0, 0, 1, 0]),
  ];
  return svgDocument(W, H, defs, [...backdrop(), ...browser(), ...longPromptCard(), group(squeeze()), ...popup()]);
}
