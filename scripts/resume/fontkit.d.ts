/** The slice of fontkit (pdfkit's own font engine) the resume uses to check glyph coverage. */
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font;
}
