import { describe, expect, it, vi } from 'vitest';
import {
  POSITION_POLL_MS,
  watchForPositionRecovery,
  type RecoveryEnvironment,
} from '#src/core/position-recovery.ts';

/** A page whose timers, visibility and permission the test moves by hand. */
function page({ permission }: { permission: PermissionState | 'unsupported' }) {
  const timers = new Map<number, { at: number; run: () => void }>();
  let now = 0;
  let nextId = 1;
  const status = Object.assign(new EventTarget(), {
    name: 'geolocation',
    state: permission === 'unsupported' ? 'denied' : permission,
    onchange: null,
  });
  const visibility = new EventTarget();
  const doc = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: visibility.addEventListener.bind(visibility),
    removeEventListener: visibility.removeEventListener.bind(visibility),
  };
  const environment: RecoveryEnvironment = {
    permissions:
      permission === 'unsupported'
        ? undefined
        : { query: () => Promise.resolve(status as unknown as PermissionStatus) },
    document: doc,
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout: (id) => timers.delete(id as number),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    environment,
    async advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...timers]) {
        if (timer.at <= now) {
          timers.delete(id);
          timer.run();
        }
      }
      await settle();
    },
    async changePermission(state: PermissionState) {
      status.state = state;
      status.dispatchEvent(new Event('change'));
      await settle();
    },
    async show(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      visibility.dispatchEvent(new Event('visibilitychange'));
      await settle();
    },
    settle,
  };
}

describe('a refused or missing position comes back by itself', () => {
  it('where the Permissions API exists, asks again when the person allows the location, and does not poll a refusal', async () => {
    const browser = page({ permission: 'denied' });
    const askAgain = vi.fn(() => Promise.resolve());
    const stop = watchForPositionRecovery(askAgain, browser.environment);
    await browser.settle();

    await browser.advance(POSITION_POLL_MS * 3);
    expect(askAgain).not.toHaveBeenCalled();

    await browser.changePermission('granted');
    expect(askAgain).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without the Permissions API, asks again every 5 seconds while the page is visible, and at once when it shows again', async () => {
    const browser = page({ permission: 'unsupported' });
    const askAgain = vi.fn(() => Promise.resolve());
    const stop = watchForPositionRecovery(askAgain, browser.environment);
    await browser.settle();

    await browser.advance(POSITION_POLL_MS - 1);
    expect(askAgain).not.toHaveBeenCalled();
    await browser.advance(1);
    expect(askAgain).toHaveBeenCalledTimes(1);
    await browser.advance(POSITION_POLL_MS);
    expect(askAgain).toHaveBeenCalledTimes(2);

    await browser.show('hidden');
    await browser.advance(POSITION_POLL_MS * 4);
    expect(askAgain).toHaveBeenCalledTimes(2);
    await browser.show('visible');
    expect(askAgain).toHaveBeenCalledTimes(3);

    stop();
    await browser.advance(POSITION_POLL_MS * 4);
    expect(askAgain).toHaveBeenCalledTimes(3);
  });

  it('with the location allowed but no position found (the phone’s location off), polls until it comes back', async () => {
    const browser = page({ permission: 'granted' });
    const askAgain = vi.fn(() => Promise.resolve());
    watchForPositionRecovery(askAgain, browser.environment);
    await browser.settle();
    await browser.advance(POSITION_POLL_MS);
    expect(askAgain).toHaveBeenCalledTimes(1);
  });

  it('never polls a question the person closed without answering (it would ask again and again)', async () => {
    const browser = page({ permission: 'prompt' });
    const askAgain = vi.fn(() => Promise.resolve());
    watchForPositionRecovery(askAgain, browser.environment);
    await browser.settle();
    await browser.advance(POSITION_POLL_MS * 5);
    await browser.show('visible');
    expect(askAgain).not.toHaveBeenCalled();
  });
});
