import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { usePreloadWhenIdle } from '#src/shell/use-preload-when-idle.ts';

function fakeScreen(settled = false) {
  return { preload: vi.fn(), settled: () => settled };
}

afterEach(() => {
  // Unmounted while the stubs are still in place, so each test's hook cancels with its own.
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the overview's code, loaded while staff look at the list", () => {
  it('is loaded once the page is idle, not before', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const screen = fakeScreen();
    renderHook(() => usePreloadWhenIdle(screen, true));
    expect(screen.preload).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(screen.preload).toHaveBeenCalledTimes(1);
  });

  it('is not loaded when not wanted (a leader, another screen), nor when the person leaves before the page is idle', () => {
    const idle = new Map<number, () => void>();
    vi.stubGlobal(
      'requestIdleCallback',
      (callback: () => void) => idle.set(idle.size + 1, callback) && idle.size,
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle));
    const notWanted = fakeScreen();
    renderHook(() => usePreloadWhenIdle(notWanted, false));
    const left = fakeScreen();
    const { rerender } = renderHook(({ wanted }) => usePreloadWhenIdle(left, wanted), {
      initialProps: { wanted: true },
    });
    rerender({ wanted: false });
    [...idle.values()].forEach((callback) => callback());
    expect(notWanted.preload).not.toHaveBeenCalled();
    expect(left.preload).not.toHaveBeenCalled();
  });

  it('is not loaded again once it is here', () => {
    const screen = fakeScreen(true);
    vi.useFakeTimers();
    renderHook(() => usePreloadWhenIdle(screen, true));
    vi.runAllTimers();
    expect(screen.preload).not.toHaveBeenCalled();
  });

  it('waits 2 s instead where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    // Only the timers: vitest's fake timers would otherwise bring an idle callback of their own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = fakeScreen();
    renderHook(() => usePreloadWhenIdle(screen, true));
    vi.advanceTimersByTime(1_999);
    expect(screen.preload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(screen.preload).toHaveBeenCalledTimes(1);
  });
});
