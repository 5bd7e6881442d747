import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const hook = path.resolve(import.meta.dirname, '../../.githooks/commit-msg');
const dir = mkdtempSync(path.join(tmpdir(), 'commit-msg-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Whether git would take a commit with this message. */
function accepted(message: string): boolean {
  const file = path.join(dir, 'COMMIT_EDITMSG');
  writeFileSync(file, message);
  try {
    execFileSync('sh', [hook, file], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

describe('a commit subject is at most 72 characters (.githooks/commit-msg)', () => {
  it('takes a subject of 72 characters, and a long body', () => {
    expect(accepted(`${'a'.repeat(72)}\n\n${'why '.repeat(100)}\n`)).toBe(true);
  });

  it('refuses a subject of 73', () => {
    expect(accepted(`${'a'.repeat(73)}\n`)).toBe(false);
  });

  it('counts characters, not bytes: pt-BR letters count once', () => {
    expect(accepted(`${'ação '.repeat(14)}ok\n`)).toBe(true);
  });

  it("reads the subject after git's comment lines and blank lines", () => {
    expect(accepted(`# Please enter the commit message\n\nShort subject\n`)).toBe(true);
    expect(accepted(`# comment\n${'b'.repeat(80)}\n`)).toBe(false);
  });
});
