import { describe, expect, it } from 'vitest';
import { minifiedHead } from './head-minify.ts';

describe('minifiedHead', () => {
  it("drops the head's comments and the space between its tags, and leaves its style elements and the body as they are", () => {
    const page = '<html><head>\n  <meta charset="UTF-8" />\n  <!-- A note to the reader. -->\n  <style>a > b { }\n  <!-- x --></style>\n</head>\n<body>\n  <!-- kept -->\n  <p>Hi</p></body></html>';
    expect(minifiedHead(page)).toBe('<html><head><meta charset="UTF-8" /><style>a > b { }\n  <!-- x --></style>\n</head>\n<body>\n  <!-- kept -->\n  <p>Hi</p></body></html>');
  });
});
