/**
 * Page breaks between whole blocks (an entry, a row of skills), never inside one. The resume is
 * laid out twice: a measuring pass on one endless page records each block's height, then the
 * printing pass starts a new page before a block that would cross the bottom margin, and a
 * section heading never stays behind alone at a page's foot.
 */
import type { Pen } from './layout';

export interface MeasuredBlock {
  /** What an owner recognises: `Experience: Firmware Intern`. */
  label: string;
  height: number;
  /** A heading: it moves with the block after it. */
  keepWithNext: boolean;
}

export class Pager {
  /** Filled by a measuring pass. */
  readonly measured: MeasuredBlock[] = [];
  /** Filled by a printing pass: each block and the page it landed on (1-based). */
  readonly placed: { label: string; page: number }[] = [];
  private next = 0;
  private page = 1;

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
    const own = this.heights[this.next];
    const following = own?.keepWithNext ? (this.heights[this.next + 1]?.height ?? 0) : 0;
    this.next += 1;
    const bottom = doc.page.height - doc.page.margins.bottom;
    if (own && doc.y > doc.page.margins.top && doc.y + own.height + following > bottom) {
      doc.addPage();
      this.page += 1;
      doc.y = doc.page.margins.top;
    }
    this.placed.push({ label, page: this.page });
    draw();
  }
}
