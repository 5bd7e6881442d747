import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diagramSvgText } from '#src/features/machine-inspector/diagram/StatechartDrawing.tsx';
import { eventLogJson } from '#src/features/machine-inspector/MachinesScreen.tsx';
import { inspectedMachines } from '#src/features/machine-inspector/shared/inspected-machines.ts';
import { MachinePanel } from '#src/features/machine-inspector/MachinePanel.tsx';

describe('/machines: exports', () => {
  it('the diagram as a standalone SVG of the whole drawing, without the zoom the page shows', async () => {
    const machine = inspectedMachines.find((m) => m.id === 'voucherDelivery')!;
    const { container } = render(<MachinePanel machine={machine} actors={[]} />);
    await screen.findByRole(
      'img',
      { name: /^Diagrama de estados: Entrega dos cartões/ },
      // Laying out the whole machine takes seconds of CPU, many more on a loaded machine.
      { timeout: 30_000 },
    );
    const svg = container.querySelector<SVGSVGElement>('svg[data-machine-diagram]')!;
    svg
      .querySelector('[data-zoom-layer]')!
      .setAttribute('transform', 'translate(40,20) scale(0.3)');

    const text = diagramSvgText(svg, { width: 812.4, height: 300 });
    const file = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    expect(file.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(file.querySelector('parsererror')).toBeNull();
    expect(file.getAttribute('viewBox')).toBe('0 0 813 300');
    expect(file.querySelector('[data-zoom-layer]')!.hasAttribute('transform')).toBe(false);
    expect(file.querySelectorAll('[data-state-id]').length).toBeGreaterThan(3);
    // The page's own drawing keeps its zoom.
    expect(svg.querySelector('[data-zoom-layer]')).toHaveAttribute(
      'transform',
      'translate(40,20) scale(0.3)',
    );
  }, 45_000);

  it('the event log as JSON, oldest first, with ISO times and no more than the page received', () => {
    const log = [
      {
        key: 2,
        at: Date.UTC(2026, 10, 21, 12, 0, 5),
        machineId: 'donationFlow' as const,
        actorId: 'x:2',
        subject: 'RJ-20261120000000007',
        eventType: 'xstate.done.actor.loadDonation',
        value: 'waiting',
      },
      {
        key: 1,
        at: Date.UTC(2026, 10, 21, 12, 0, 0),
        machineId: 'session' as const,
        actorId: 'x:0',
        subject: undefined,
        eventType: 'xstate.init',
        value: 'restoring',
      },
    ];
    expect(JSON.parse(eventLogJson(log))).toEqual([
      {
        at: '2026-11-21T12:00:00.000Z',
        machineId: 'session',
        actorId: 'x:0',
        eventType: 'xstate.init',
        value: 'restoring',
      },
      {
        at: '2026-11-21T12:00:05.000Z',
        machineId: 'donationFlow',
        actorId: 'x:2',
        subject: 'RJ-20261120000000007',
        eventType: 'xstate.done.actor.loadDonation',
        value: 'waiting',
      },
    ]);
  });
});
