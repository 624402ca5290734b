/**
 * An interest's icon is any Tabler icon, named as tabler.io/icons names it (`swimming`,
 * `ski-jumping`): this finds the export of @tabler/icons-react it means (`IconSkiJumping`)
 * and, for a name it does not know, finds the close ones to suggest. Pure: the icon set itself is
 * imported only where the page is rendered at build time (src/sections/About/interest-icon.ts)
 * and by the content check, so the browser never downloads it.
 */

/** The six names of the first schema, kept so content written for it draws what it drew. */
const LEGACY_ICON_NAMES: Readonly<Record<string, string>> = {
  plane: 'IconPlane',
  hockey: 'IconIceSkating',
  racing: 'IconSteeringWheel',
  skiing: 'IconSkiJumping',
  chess: 'IconChess',
  jokes: 'IconMoodWink',
};

/** The form names are compared in: `ski-jumping`, `IconSkiJumping` and `SkiJumping` all read `skijumping`. */
const iconKey = (name: string): string => name.trim().replace(/^Icon(?=[A-Z0-9])/, '').replace(/[-_\s]/g, '').toLowerCase();

/**
 * The export of the icon set that `name` means, or undefined: a name of the first schema, a
 * tabler.io name (`ski-jumping`, `a-b-2`) or the export's own name (`IconSkiJumping`).
 */
export function resolveIconName(name: string, exportNames: readonly string[]): string | undefined {
  const legacy = LEGACY_ICON_NAMES[name.trim()];
  if (legacy) return legacy;
  const wanted = iconKey(name);
  return exportNames.find((exportName) => exportName.startsWith('Icon') && iconKey(exportName) === wanted);
}

/** `IconSkiJumping` → `ski-jumping`: the name the owner writes. */
export function iconDisplayName(exportName: string): string {
  return exportName
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Up to `limit` known names closest to `name`, the fewest edits away first: those that contain
 * it (or it them), and those at most a third of its length in edits away.
 */
export function closeIconNames(name: string, known: readonly string[], limit = 5): string[] {
  const wanted = name.trim().toLowerCase();
  const ranked = known
    .map((candidate) => {
      const containing = candidate.includes(wanted) || (candidate.length > 2 && wanted.includes(candidate));
      return { candidate, containing, score: editDistance(wanted, candidate) };
    })
    .filter(({ containing, score }) => containing || score <= Math.max(2, Math.floor(wanted.length / 3)))
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate));
  return ranked.slice(0, limit).map(({ candidate }) => candidate);
}
