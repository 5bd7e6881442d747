#!/usr/bin/env node
// Runs npm scripts at most two at a time, in the order given (the longest first), each line of
// output prefixed with its script's name; a script starts as soon as one ends. Exits non-zero
// when any failed, after all have run (so CI reports every failure). The unit suites keep the
// CPU busy while the browser suite mostly waits on pages and timers: side by side they take
// little more than the longer share (docs/decisions/086-test-lanes.md).
// Usage: node scripts/test-lanes.mjs test:browser test:vitest:node …
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SLOTS = 2;
const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/test-lanes.mjs <npm script> [<npm script>…]');
  process.exit(2);
}
const width = Math.max(...scripts.map((script) => script.length));
const children = new Set();

// CI shows only the end of the output: a failed script's last failing lines are said again there.
const FAILURE_LINE = /(✘|\bFAIL\b|×|AssertionError|Error:|\d+ failed|Expected|Received|❯ tests\/)/;
const FAILURE_LINES_KEPT = 40;
const failureLines = new Map();
// eslint-disable-next-line no-control-regex -- an ANSI colour code starts with ESC
const stripColours = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');

// V8 itself can abort a test worker that churns PGlite's WebAssembly ('# Fatal error in …
// Check failed: jit_page_->allocations_.erase(addr) == 1', nodejs/node#64500, open): a crash of
// the runtime, not a failing test. A script whose failure came with such an abort runs once
// more; a failing test, or a second abort, still fails the run.
const RUNTIME_ABORT = /^# Fatal error in /;

async function runAgainAfterAbort(script) {
  const first = await run(script);
  if (first.passed || !first.runtimeAborted) return first.passed;
  process.stdout.write(
    `[${script.padEnd(width)}] V8 aborted a worker (nodejs/node#64500): running ${script} once more\n`,
  );
  return (await run(script)).passed;
}

function run(script) {
  const started = Date.now();
  let runtimeAborted = false;
  const child = spawn('npm', ['run', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  const prefix = `[${script.padEnd(width)}] `;
  const kept = [];
  failureLines.set(script, kept);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(prefix + line + '\n');
      const plain = stripColours(line);
      if (RUNTIME_ABORT.test(plain.trim())) runtimeAborted = true;
      if (!FAILURE_LINE.test(plain)) return;
      kept.push(plain);
      // The runners sum up their failures at the end: the last lines are the ones to keep.
      if (kept.length > FAILURE_LINES_KEPT) kept.shift();
    });
  }
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      const minutes = ((Date.now() - started) / 60_000).toFixed(1);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${prefix}${outcome} in ${minutes} min\n`);
      resolve({ passed: code === 0, runtimeAborted });
    });
  });
}

// A stopped run stops every script, with the servers and browsers each one started.
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

const waiting = [...scripts];
const outcomes = [];
async function slot() {
  for (let script = waiting.shift(); script !== undefined; script = waiting.shift())
    outcomes.push([script, await runAgainAfterAbort(script)]);
}
await Promise.all(Array.from({ length: Math.min(SLOTS, scripts.length) }, slot));
for (const [script, passed] of outcomes) {
  if (passed) continue;
  process.stdout.write(
    `\n=== ${script} failed; its failing lines (the full output is above) ===\n`,
  );
  for (const line of failureLines.get(script) ?? []) process.stdout.write(`[${script}] ${line}\n`);
}
process.exit(outcomes.every(([, passed]) => passed) ? 0 : 1);
