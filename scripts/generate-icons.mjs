#!/usr/bin/env node
// Draws the app's home-screen icons (PNG, what the manifest needs) from one SVG, in Debian's
// Chromium through Playwright. The PNGs are committed; run again only when the drawing changes:
//   node scripts/generate-icons.mjs
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const out = path.resolve(import.meta.dirname, '../public/icons');
const GREEN = '#0b6146';

/** A basket with a handle, in white, on the theme's green. `inset` leaves the maskable safe zone empty. */
function iconSvg({ rounded, inset }) {
  const basket = `<g transform="translate(${inset} ${inset}) scale(${(512 - 2 * inset) / 512})">
    <path d="M176 208c0-52 36-96 80-96s80 44 80 96" fill="none" stroke="#fff" stroke-width="28" stroke-linecap="round"/>
    <path d="M104 208h304l-36 200H140z" fill="#fff"/>
    <path d="M200 256v104M256 256v104M312 256v104" stroke="${GREEN}" stroke-width="20" stroke-linecap="round"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${GREEN}"/>${basket}</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: iconSvg({ rounded: true, inset: 32 }) },
  { file: 'icon-512.png', size: 512, svg: iconSvg({ rounded: true, inset: 32 }) },
  // Maskable: the launcher crops to its own shape, so the drawing keeps inside the central 80 %.
  { file: 'icon-maskable-512.png', size: 512, svg: iconSvg({ rounded: false, inset: 96 }) },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const { file, size, svg } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const scaled = svg.replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${scaled}</body></html>`,
    );
    writeFileSync(
      path.join(out, file),
      await page.locator('svg').screenshot({ omitBackground: true }),
    );
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`icons written to ${path.relative(process.cwd(), out)}`);
