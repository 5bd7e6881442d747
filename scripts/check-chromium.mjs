#!/usr/bin/env node
// The end-to-end tests drive Debian's chromium; say how to get it instead of failing obscurely.
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}.\n` +
      "Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
