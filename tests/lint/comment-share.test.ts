import { describe, expect, it } from 'vitest';
import { countLines, folderShare } from '../../scripts/comment-share.ts';

/** Folders whose comments keep to the why and the invariants: at most 5% of their lines. */
const HELD_FOLDERS = ['src', 'server', 'graphql', 'machines'];

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

  it.each(HELD_FOLDERS)('%s keeps its comments to at most 5% of its lines', (folder) => {
    const { share, files } = folderShare(folder);
    expect(
      share,
      `most comment lines: ${files
        .slice(0, 5)
        .map((file) => `${file.file} ${file.comments}`)
        .join(', ')}`,
    ).toBeLessThanOrEqual(5);
  });
});
