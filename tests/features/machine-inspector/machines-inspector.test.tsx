import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { inspectedMachines } from '../../../src/features/machine-inspector/inspected-machines';
import { MachinePanel } from '../../../src/features/machine-inspector/MachinePanel';

/** An independent walk of the definition: every state key and every transition's event type. */
function definitionOf(machine: AnyStateMachine) {
  const nodes: AnyStateNode[] = [machine.root, ...getStateNodes(machine.root)];
  const states = nodes.map((node) => node.key);
  const events = nodes.flatMap((node) => [
    ...[...node.transitions.values()].flat().map((t) => t.eventType),
    ...(node.always ?? []).map(() => ''),
  ]);
  const delayed = new Set(nodes.flatMap((node) => (node.after ?? []).map((t) => t.eventType)));
  return { states, events, delayed };
}

describe('/machines: each machine drawn from its definition', () => {
  it.each(inspectedMachines.map((m) => [m.id, m] as const))('%s: every state and every transition is named on the diagram and in the lists', (_id, machine) => {
    const { container } = render(<MachinePanel machine={machine} live={undefined} />);
    const diagram = container.querySelector(`svg[data-machine-diagram="${machine.id}"]`);
    expect(diagram).not.toBeNull();
    const drawn = [...diagram!.querySelectorAll('[data-state-id] > text')].map((el) => el.textContent?.replace(/ \(paralelo\)$/, ''));
    const { states, events, delayed } = definitionOf(machine.machine);
    for (const state of states) expect(drawn).toContain(state);

    const arrowTexts = [...diagram!.querySelectorAll('[data-transition-id] > text')].map((el) => el.textContent ?? '');
    const table = screen.getByRole('table', { name: `Transições de ${machine.title}` });
    for (const eventType of events) {
      if (delayed.has(eventType)) continue;
      const label = eventType === '' ? 'sempre' : eventType.replace(/^xstate\./, '');
      expect(arrowTexts.some((text) => text === label || text.startsWith(`${label} [`)), `arrow for ${label}`).toBe(true);
      expect(within(table).getAllByText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).length).toBeGreaterThan(0);
    }
    // Delays are shown as time: 'após …'.
    expect(arrowTexts.filter((text) => text.startsWith('após')).length).toBe(
      events.filter((eventType) => delayed.has(eventType)).length,
    );
    // The table has one row per transition of the definition.
    expect(within(table).getAllByRole('row')).toHaveLength(events.length + 1);
  });

  it('clicking a test path highlights its states and transitions, and clicking again clears it', async () => {
    const user = userEvent.setup();
    const machine = inspectedMachines.find((m) => m.id === 'donationFlow')!;
    const { container } = render(<MachinePanel machine={machine} live={undefined} />);
    expect(container.querySelectorAll('[data-on-path="true"]')).toHaveLength(0);

    await user.click(screen.getByText('Caminhos dos testes (xstate/graph)'));
    await user.click(screen.getByText(/simple paths from waiting for receipt to complete/));
    const path = screen.getAllByRole('button', { name: /RECEIPT\.RECORDED/ })[0]!;
    await user.click(path);

    expect(path).toHaveAttribute('aria-pressed', 'true');
    const onPathStates = [...container.querySelectorAll('[data-state-id][data-on-path="true"]')].map((el) => el.getAttribute('data-state-id'));
    expect(onPathStates).toEqual(expect.arrayContaining(['donationFlow.waiting', 'donationFlow.received']));
    const onPathArrows = [...container.querySelectorAll('[data-transition-id][data-on-path="true"] > text')].map((el) => el.textContent);
    expect(onPathArrows).toEqual(expect.arrayContaining(['RECEIPT.RECORDED']));

    await user.click(path);
    expect(path).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelectorAll('[data-on-path="true"]')).toHaveLength(0);
  });

  it('the running actor\'s state is highlighted and named', () => {
    const machine = inspectedMachines.find((m) => m.id === 'donationFlow')!;
    const { container } = render(<MachinePanel machine={machine} live={{ actorId: 'x:1', value: 'waiting', stopped: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Estado atual: waiting');
    expect(container.querySelector('[data-state-id="donationFlow.waiting"]')).toHaveAttribute('data-active', 'true');
  });
});
