import { describe, expect, it } from 'vitest';
import { inspectorChoice, INSPECTOR_OFF_NOTICE } from '../../scripts/inspector-choice.ts';

// `npm start` gives QA /machines on a loopback origin, as it gives the demo data; anywhere else,
// or when told not to, it stays out of the build and the server, and one line says how to get it.

describe("npm start's machine inspector", () => {
  it('is on for a loopback origin when nobody said otherwise', () => {
    expect(inspectorChoice({}, true)).toEqual({ on: true, notice: null });
    expect(inspectorChoice({ VITE_ENABLE_MACHINE_INSPECTOR: '' }, true)).toEqual({
      on: true,
      notice: null,
    });
  });

  it('is off on a public origin, and when turned off, with one line saying how to turn it on', () => {
    expect(inspectorChoice({}, false)).toEqual({ on: false, notice: INSPECTOR_OFF_NOTICE });
    expect(inspectorChoice({ VITE_ENABLE_MACHINE_INSPECTOR: 'false' }, true)).toEqual({
      on: false,
      notice: INSPECTOR_OFF_NOTICE,
    });
    expect(INSPECTOR_OFF_NOTICE).toContain('VITE_ENABLE_MACHINE_INSPECTOR=true npm start');
    expect(INSPECTOR_OFF_NOTICE.split('\n')).toHaveLength(1);
  });

  it('is on wherever QA asks for it', () => {
    expect(inspectorChoice({ VITE_ENABLE_MACHINE_INSPECTOR: 'true' }, false)).toEqual({
      on: true,
      notice: null,
    });
  });
});
