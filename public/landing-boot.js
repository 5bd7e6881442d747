/* global document, window, addEventListener, requestAnimationFrame, Element */
// The prerendered public pages (/, /register, /cadastro) paint from their HTML alone; their
// script, which hydrates them, starts only once they have painted: when the browser is idle, or
// at the first touch, click or key, whichever comes first (docs/performance.md P1). So the
// script never competes with the HTML for a weak connection. Written out by
// scripts/build/prerender.ts with the entry's address in data-entry.
(() => {
  const entry = document.currentScript?.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  for (const type of ['pointerdown', 'keydown', 'touchstart']) addEventListener(type, start, { once: true, capture: true, passive: true });
  // A tap on a button before the script has taken the page over finds no handler and would be
  // lost ('Entrar' on a weak connection): remember the button, and the app presses it again once
  // it has hydrated the page (src/shell/replay-early-tap.ts).
  addEventListener(
    'click',
    (event) => {
      if (window.__pageHydrated) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button) window.__earlyTap = button;
    },
    { capture: true },
  );
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1));
  // After the next frame has painted, then when idle (at most a second later).
  requestAnimationFrame(() => setTimeout(() => whenIdle(start, { timeout: 1000 }), 0));
})();
