import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const STYLE_BLOCK = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/** Read once at start, from the build served; none when there is no build. */
export function prerenderedStyleHashes(distDir: string): string[] {
  const dir = path.join(distDir, 'prerendered');
  let pages: string[];
  try {
    pages = fs.readdirSync(dir).filter((name) => name.endsWith('.html'));
  } catch {
    return [];
  }
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, css] of fs.readFileSync(path.join(dir, page), 'utf8').matchAll(STYLE_BLOCK))
      hashes.add(styleHashSource(css ?? ''));
  }
  return [...hashes];
}
