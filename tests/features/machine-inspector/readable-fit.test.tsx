import { describe, expect, it } from 'vitest';
import { fitTransform } from '#src/features/machine-inspector/diagram/use-pan-zoom.ts';
import {
  LABEL_FONT_SIZE,
  READABLE_SCALE,
} from '#src/features/machine-inspector/diagram/diagram-layout.ts';
import { inspectedMachines } from '#src/features/machine-inspector/shared/inspected-machines.ts';
import {
  readStatechart,
  subchart,
} from '#src/features/machine-inspector/shared/statechart-model.ts';

describe("'Ajustar à tela'", () => {
  it("never makes the arrows' labels smaller than 11 px on screen", () => {
    expect(LABEL_FONT_SIZE * READABLE_SCALE).toBeCloseTo(11);
    // A machine far wider than a phone: shown at the readable size, not shrunk to a strip.
    const { k } = fitTransform({ width: 2400, height: 900 }, 370, 600, null);
    expect(LABEL_FONT_SIZE * k).toBeGreaterThanOrEqual(11);
  });

  it('centres a drawing that fits, and keeps the focus in view of one that does not', () => {
    const small = fitTransform({ width: 300, height: 200 }, 800, 600, null);
    expect(small.x).toBeCloseTo((800 - 300 * small.k) / 2);
    expect(small.y).toBeCloseTo((600 - 200 * small.k) / 2);

    const focus = { x: 1500, y: 600, width: 100, height: 36 };
    const { x, y, k } = fitTransform({ width: 2400, height: 1200 }, 370, 600, focus);
    const onScreen = { left: x + focus.x * k, top: y + focus.y * k };
    expect(onScreen.left).toBeGreaterThanOrEqual(0);
    expect(onScreen.left + focus.width * k).toBeLessThanOrEqual(370);
    expect(onScreen.top).toBeGreaterThanOrEqual(0);
    expect(onScreen.top + focus.height * k).toBeLessThanOrEqual(600);
    // The drawing's edges are never pulled inside the window.
    expect(x).toBeLessThanOrEqual(8);
    expect(x + 2400 * k).toBeGreaterThanOrEqual(370 - 8);
  });
});

describe("'Abrir este estado'", () => {
  const session = readStatechart(inspectedMachines.find((m) => m.id === 'session')!.machine);

  it('draws a compound state with its own states and the transitions that stay inside it', () => {
    const signedIn = subchart(session, 'session.signedIn')!;
    expect(signedIn.root.id).toBe('session.signedIn');
    expect(signedIn.nodes.every((node) => node.id.startsWith('session.signedIn'))).toBe(true);
    expect(signedIn.nodes.length).toBeLessThan(session.nodes.length);
    const inside = new Set(signedIn.nodes.map((node) => node.id));
    expect(signedIn.transitions.length).toBeGreaterThan(0);
    expect(
      signedIn.transitions.every(
        (t) => inside.has(t.sourceId) && t.targetIds.every((id) => inside.has(id)),
      ),
    ).toBe(true);
  });

  it('is only for compound states', () => {
    const leaf = session.nodes.find((node) => node.children.length === 0)!;
    expect(subchart(session, leaf.id)).toBeNull();
    expect(subchart(session, 'session.nowhere')).toBeNull();
  });
});
