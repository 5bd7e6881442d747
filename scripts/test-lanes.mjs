#!/usr/bin/env node
// Runs npm scripts side by side, one per lane, each line of output prefixed with its lane's name;
// exits non-zero when any lane failed, after every lane has finished (so CI reports every failure).
// The unit suite keeps the CPU busy while the browser suite mostly waits on pages and timers:
// together they take little more than the longer of the two (docs/decisions/086-test-lanes.md).
// Usage: node scripts/test-lanes.mjs test:vitest test:browser
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lanes = process.argv.slice(2);
if (lanes.length === 0) {
  console.error('usage: node scripts/test-lanes.mjs <npm script> [<npm script>…]');
  process.exit(2);
}
const width = Math.max(...lanes.map((lane) => lane.length));
const children = new Set();

function run(lane) {
  const started = Date.now();
  const child = spawn('npm', ['run', lane], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  children.add(child);
  const prefix = `[${lane.padEnd(width)}] `;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(prefix + line + '\n'));
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${prefix}${outcome} in ${minutes} min\n`);
      resolve(code === 0);
    });
  });
}

// A stopped run stops every lane, with the servers and browsers each one started.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(1);
  });
}

const results = await Promise.all(lanes.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
