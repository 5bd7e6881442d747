import type { Page } from '@playwright/test';
import { expect, expectAccessible } from './fixtures.ts';

/**
 * The checks of the accessibility pass (WCAG 2.2 AA beyond what axe-core sees), each run on the
 * page as it is: content cut or scrolled sideways (1.4.10, 1.4.12), focus hidden under the fixed
 * bars (2.4.11) and the page's title (2.4.2).
 */

export const PHONE = { width: 390, height: 844 } as const;
export const DESK = { width: 1280, height: 800 } as const;
export const NARROW = { width: 320, height: 640 } as const;

const APP_NAME = 'Cestas Solidárias';

/** WCAG 1.4.12's bookmarklet values: what a person who needs more room between letters sets. */
const TEXT_SPACING_CSS = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

/** Waits until the screen has its heading and nothing on it still says it is loading or drawing. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/^(…\s*)?(Carregando|Calculando)/)).toHaveCount(0, {
    timeout: 60_000,
  });
}

/**
 * What a person cannot read or reach at this size: the page scrolling sideways, an element
 * standing out of the window's width, a box clipping its own text. A box that scrolls on purpose
 * (a data table, a diagram) may be wider than the window, and a map pans: what they hold is not
 * checked.
 */
export function cutContent(page: Page, vertical: boolean): Promise<string[]> {
  return page.evaluate((checkVertical) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width)
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${width} px`);
    const describe = (element: Element) => {
      const label =
        element.getAttribute('aria-label') ??
        (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()}> '${label}'`;
    };
    const scrolls = (value: string) => value === 'auto' || value === 'scroll';
    const clips = (value: string) => value === 'hidden' || value === 'clip';
    const reported = new Set<Element>();
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('svg') && element.tagName.toLowerCase() !== 'svg') continue;
      // A map and a state diagram are two-dimensional content (1.4.10's exception): they pan
      // inside their window instead of reflowing.
      if (element.closest('.leaflet-container, [data-diagram-viewport]')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const box = element.getBoundingClientRect();
      // Text only for assistive technology (a 1 px clipped box) is not on screen.
      if (box.width <= 1 || box.height <= 1) continue;
      const parent = element.parentElement;
      const inScroller = parent?.closest('[data-scrolls]');
      if (scrolls(style.overflowX)) element.setAttribute('data-scrolls', '');
      if (inScroller) continue;
      if (box.right > width + 1 || box.left < -1) {
        if (!parent || !reported.has(parent))
          problems.push(`${describe(element)} stands out of the ${width} px window`);
        reported.add(element);
        continue;
      }
      const hasText = (element.textContent ?? '').trim() !== '';
      if (!hasText) continue;
      if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
        problems.push(`${describe(element)} cuts its text sideways`);
      else if (
        checkVertical &&
        clips(style.overflowY) &&
        element.scrollHeight > element.clientHeight + 1
      )
        problems.push(`${describe(element)} cuts its text below`);
    }
    for (const element of document.querySelectorAll('[data-scrolls]'))
      element.removeAttribute('data-scrolls');
    return problems;
  }, vertical);
}

/** Sets WCAG 1.4.12's text spacing on the page and tells what it cut; takes the spacing off again. */
export async function cutByTextSpacing(page: Page): Promise<string[]> {
  // A constructed style sheet: the server's Content-Security-Policy refuses a <style> element.
  const spacing = (on: boolean) =>
    page.evaluate(
      ({ css, add }) => {
        if (!add) {
          document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
          return;
        }
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      },
      { css: TEXT_SPACING_CSS, add: on },
    );
  await spacing(true);
  const problems = await cutContent(page, true);
  await spacing(false);
  return problems;
}

/**
 * Tabs through the screen (at most `presses` times) and tells each focused control that a fixed or
 * sticky bar covers, wholly or in part. Controls inside a bar are the bar's own.
 */
export async function focusHiddenByBars(page: Page, presses = 30): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const finding = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return { done: true, problem: null };
      const box = focused.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return { done: false, problem: null };
      const bars = [...document.body.querySelectorAll('header, nav, div, section, aside')].filter(
        (element) => {
          const position = getComputedStyle(element).position;
          return (position === 'fixed' || position === 'sticky') && !element.contains(focused);
        },
      );
      for (const bar of bars) {
        const cover = bar.getBoundingClientRect();
        const across = Math.min(box.right, cover.right) - Math.max(box.left, cover.left);
        const down = Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top);
        if (across > 1 && down > 1) {
          const label =
            focused.getAttribute('aria-label') ??
            (focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
          const under = bar.getAttribute('aria-label') ?? bar.tagName.toLowerCase();
          return {
            done: false,
            problem: `<${focused.tagName.toLowerCase()}> '${label}' lies ${Math.round(down)} px under ${under}`,
          };
        }
      }
      return { done: false, problem: null };
    });
    if (finding.problem) problems.push(finding.problem);
    if (finding.done) break;
  }
  return [...new Set(problems)];
}

/** The page's title: its screen's heading, then the app's name. */
export async function expectScreenTitle(page: Page, title?: string): Promise<void> {
  const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
  // A prerendered screen shows its heading before the app, which names the page, has started.
  await expect
    .soft(page, `the title of ${page.url()}`)
    .toHaveTitle(title ?? `${heading} — ${APP_NAME}`, { timeout: 5_000 });
}

/**
 * One screen at one size: the page is opened once and every check of its size runs on it. At
 * 390 px the phone's checks (axe, text spacing, focus and the bars), at 1280 px axe and nothing
 * cut, at 320 px reflow alone.
 */
export async function checkScreen(
  page: Page,
  screen: { path: string; title?: string },
  size: typeof PHONE | typeof DESK | typeof NARROW,
) {
  await page.setViewportSize(size);
  await page.goto(screen.path);
  await settled(page);
  const where = `${screen.path} at ${size.width} px`;
  await expectScreenTitle(page, screen.title);
  if (size.width === NARROW.width) {
    expect.soft(await cutContent(page, false), `cut or scrolled sideways: ${where}`).toEqual([]);
    return;
  }
  // The overview map's donation markers can overlap when points lie a few metres apart (an open
  // finding of its own); overview.spec checks the map with its own data.
  await expectAccessible(page, { soft: true, exclude: ['.leaflet-marker-pane'] });
  expect.soft(await cutContent(page, false), `cut: ${where}`).toEqual([]);
  if (size.width === PHONE.width) {
    expect.soft(await cutByTextSpacing(page), `cut with text spacing: ${where}`).toEqual([]);
    expect.soft(await focusHiddenByBars(page), `focus under a bar: ${where}`).toEqual([]);
  }
}
