import { describe, expect, it } from 'vitest';
import { countLines } from '../../scripts/comment-share.ts';

describe('npm run comments counts the lines that carry a comment', () => {
  it('counts whole-line, trailing and block comments, not text that only looks like one', () => {
    const source = [
      'const url = "http://example.org"; // the page',
      '/**',
      ' * Why it is so.',
      ' */',
      'const slashes = /\\/\\//;',
      '',
      'const template = `//${url}`;',
      'const link = <a href={url}>see http://example.org // here</a>;',
      'const empty = <div>{/* nothing yet */}</div>;',
    ].join('\n');
    expect(countLines(source, 'example.tsx')).toEqual({ lines: 8, comments: 5 });
  });
});
