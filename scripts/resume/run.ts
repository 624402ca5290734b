/**
 * One stretch of text in a single style, for lines that mix weights or colours: what the layout
 * (./layout.ts) and the right-to-left writer (./right-to-left.ts) both draw.
 */
export interface Run {
  text: string;
  font?: string;
  color?: string;
  size?: number;
  link?: string;
}
