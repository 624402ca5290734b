/**
 * Page breaks between whole blocks (an entry, a row of skills), never inside one. The resume is
 * laid out twice: a measuring pass on one endless page records each block's height, then the
 * printing pass starts a new page before a block that would cross the bottom margin, and a
 * section heading never stays behind alone at a page's foot.
 */
import { gap, sectionHeading, type Pen } from './layout.ts';

export interface MeasuredBlock {
  /** What an owner recognises: `Experience: Firmware Intern`. */
  label: string;
  height: number;
  /** A heading: it moves with the block after it. */
  keepWithNext: boolean;
}

/**
 * The page (1-based) each block lands on, between a page's `top` and `bottom`: a block that would
 * cross the bottom starts the next page, unless it is the first on its page (it could fit nowhere
 * better), and a heading goes with the block after it. The printing pass follows this plan, and
 * the fit counts pages with it (./build-resume), so both break the same way.
 */
export function pageOfEach(blocks: readonly MeasuredBlock[], top: number, bottom: number): number[] {
  let page = 1;
  let y = top;
  return blocks.map((block, index) => {
    const following = block.keepWithNext ? (blocks[index + 1]?.height ?? 0) : 0;
    if (y > top && y + block.height + following > bottom) {
      page += 1;
      y = top;
    }
    y += block.height;
    return page;
  });
}

export class Pager {
  /** Filled by a measuring pass. */
  readonly measured: MeasuredBlock[] = [];
  /** Filled by a printing pass: each block and the page it landed on (1-based). */
  readonly placed: { label: string; page: number }[] = [];
  private next = 0;
  private page = 1;
  private plan: number[] | undefined;

  /** `heights` from an earlier measuring pass turns this into a printing pass. */
  constructor(private readonly heights?: readonly MeasuredBlock[]) {}

  block(pen: Pen, label: string, draw: () => void, keepWithNext = false): void {
    const { doc } = pen;
    if (!this.heights) {
      const top = doc.y;
      draw();
      this.measured.push({ label, height: doc.y - top, keepWithNext });
      return;
    }
    this.plan ??= pageOfEach(this.heights, doc.page.margins.top, doc.page.height - doc.page.margins.bottom);
    const page = this.plan[this.next] ?? this.page;
    this.next += 1;
    if (page > this.page) {
      doc.addPage();
      this.page = page;
      doc.y = doc.page.margins.top;
    }
    this.placed.push({ label, page: this.page });
    draw();
  }
}

/**
 * A section of `entries`, when it has any: its heading, kept with the first entry, then each
 * entry a block of its own (`Experience: Firmware Intern`), `apart` points between them.
 */
export function writeSection<Entry>(
  pen: Pen,
  pager: Pager,
  { label, heading, apart = 0 }: { label: string; heading: string; apart?: number },
  entries: readonly Entry[],
  titleOf: (entry: Entry) => string,
  draw: (entry: Entry) => void,
): void {
  if (entries.length === 0) return;
  pager.block(pen, label, () => sectionHeading(pen, heading), true);
  entries.forEach((entry, index) => {
    pager.block(pen, `${label}: ${titleOf(entry)}`, () => {
      if (index > 0 && apart > 0) gap(pen, apart);
      draw(entry);
    });
  });
}
