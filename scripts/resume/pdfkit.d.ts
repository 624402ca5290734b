/**
 * The slice of pdfkit's API the resume uses. pdfkit ships no types of its own; delete this file
 * if `@types/pdfkit` is ever added (the two declarations would clash).
 */
declare module 'pdfkit' {
  import { Readable } from 'node:stream';

  interface PDFInfo {
    Title?: string;
    Author?: string;
    Subject?: string;
    Keywords?: string;
    Creator?: string;
    Producer?: string;
    CreationDate?: Date;
    ModDate?: Date;
  }

  interface PDFDocumentOptions {
    size?: string | [number, number];
    margins?: { top: number; bottom: number; left: number; right: number };
    compress?: boolean;
    info?: PDFInfo;
    lang?: string;
    displayTitle?: boolean;
    autoFirstPage?: boolean;
    bufferPages?: boolean;
  }

  interface TextOptions {
    width?: number;
    height?: number;
    align?: 'left' | 'center' | 'right' | 'justify';
    lineGap?: number;
    paragraphGap?: number;
    characterSpacing?: number;
    continued?: boolean;
    lineBreak?: boolean;
    link?: string | null;
    underline?: boolean;
  }

  class PDFDocument extends Readable {
    constructor(options?: PDFDocumentOptions);
    x: number;
    y: number;
    readonly page: {
      width: number;
      height: number;
      margins: { top: number; bottom: number; left: number; right: number };
    };
    font(name: string, size?: number): this;
    registerFont(name: string, path: string): this;
    addPage(options?: { size?: string | [number, number]; margins?: PDFDocumentOptions['margins'] }): this;
    fontSize(size: number): this;
    fillColor(color: string, opacity?: number): this;
    strokeColor(color: string, opacity?: number): this;
    lineWidth(width: number): this;
    text(text: string, options?: TextOptions): this;
    text(text: string, x?: number, y?: number, options?: TextOptions): this;
    widthOfString(text: string, options?: TextOptions): number;
    heightOfString(text: string, options?: TextOptions): number;
    currentLineHeight(includeGap?: boolean): number;
    moveTo(x: number, y: number): this;
    lineTo(x: number, y: number): this;
    stroke(color?: string): this;
    fill(color?: string): this;
    rect(x: number, y: number, w: number, h: number): this;
    circle(x: number, y: number, radius: number): this;
    end(): void;
  }

  export default PDFDocument;
}
