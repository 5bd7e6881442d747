import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { inspectedMachines } from '#src/features/machine-inspector/shared/inspected-machines.ts';
import { MachinePanel } from '#src/features/machine-inspector/MachinePanel.tsx';
import type { LiveActor } from '#src/features/machine-inspector/use-machine-channel.ts';

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

const byId = (id: string) => inspectedMachines.find((m) => m.id === id)!;

async function renderPanel(id: string, actors: LiveActor[] = []) {
  const machine = byId(id);
  const view = render(<MachinePanel machine={machine} actors={actors} />);
  // The layout arrives asynchronously (ELK, in a worker in the browser).
  await screen.findByRole(
    'img',
    { name: new RegExp(`^Diagrama de estados: ${machine.title.replace(/[()]/g, '\\$&')}`) },
    { timeout: 10_000 },
  );
  return { machine, ...view };
}

describe('/machines: each machine drawn from its definition', () => {
  it.each(inspectedMachines.map((m) => [m.id] as const))(
    '%s: every state and every transition is named on the diagram and in the lists',
    async (id) => {
      const { machine, container } = await renderPanel(id);
      const diagram = container.querySelector(`svg[data-machine-diagram="${machine.id}"]`)!;
      const drawn = [...diagram.querySelectorAll('[data-state-id] > text')].map((el) =>
        el.textContent?.replace(/ \(paralelo\)$/, ''),
      );
      const { states, events, delayed } = definitionOf(machine.machine);
      for (const state of states) expect(drawn).toContain(state);

      const arrowTexts = [
        ...diagram.querySelectorAll('[data-transition-id] [data-part="event"]'),
      ].map((el) => el.textContent ?? '');
      const table = screen.getByRole('table', { name: `Transições de ${machine.title}` });
      for (const eventType of events) {
        if (delayed.has(eventType)) continue;
        const label = eventType === '' ? 'sempre' : eventType.replace(/^xstate\./, '');
        expect(
          arrowTexts.some((text) => text === label || text.startsWith(`${label} [`)),
          `arrow for ${label}`,
        ).toBe(true);
        expect(
          within(table).getAllByText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
            .length,
        ).toBeGreaterThan(0);
      }
      // Delays are shown as time: 'após …'.
      expect(arrowTexts.filter((text) => text.startsWith('após')).length).toBe(
        events.filter((eventType) => delayed.has(eventType)).length,
      );
      // The table has one row per transition of the definition.
      expect(within(table).getAllByRole('row')).toHaveLength(events.length + 1);
    },
  );

  it('clicking a test path highlights its states and transitions, and clicking again clears it', async () => {
    const user = userEvent.setup();
    const { container } = await renderPanel('donationFlow');
    expect(container.querySelectorAll('[data-on-path="true"]')).toHaveLength(0);

    await user.click(screen.getByText('Caminhos dos testes (xstate/graph)'));
    await user.click(screen.getByText(/simple paths from waiting for receipt to complete/));
    const path = screen.getAllByRole('button', { name: /RECEIPT\.RECORDED/ })[0]!;
    await user.click(path);

    expect(path).toHaveAttribute('aria-pressed', 'true');
    const onPathStates = [
      ...container.querySelectorAll('[data-state-id][data-on-path="true"]'),
    ].map((el) => el.getAttribute('data-state-id'));
    expect(onPathStates).toEqual(
      expect.arrayContaining(['donationFlow.waiting', 'donationFlow.received']),
    );
    const onPathArrows = [
      ...container.querySelectorAll(
        '[data-transition-id][data-on-path="true"] [data-part="event"]',
      ),
    ].map((el) => el.textContent);
    expect(onPathArrows).toEqual(expect.arrayContaining(['RECEIPT.RECORDED']));

    await user.click(path);
    expect(path).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelectorAll('[data-on-path="true"]')).toHaveLength(0);
  });
});

describe('/machines: live view', () => {
  const actor = (overrides: Partial<LiveActor>): LiveActor => ({
    actorId: 'x:1',
    subject: 'RJ-20261120000000007',
    value: 'waiting',
    previousValue: 'loading',
    lastEventType: 'xstate.done.actor.loadDonation',
    stopped: false,
    at: 1,
    ...overrides,
  });

  it("highlights the running actor's state and the transition that brought it there", async () => {
    const { container } = await renderPanel('donationFlow', [actor({})]);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Estado atual: waiting');
    expect(container.querySelector('[data-state-id="donationFlow.waiting"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    const last = [...container.querySelectorAll('[data-last="true"] [data-part="event"]')].map(
      (el) => el.textContent,
    );
    // Loaded, then through the transient 'routing' state to 'waiting'.
    expect(last).toEqual([
      expect.stringMatching(/^done\.actor\.loadDonation/),
      'sempre [atStep(step: waiting)]',
    ]);
  });

  it('lists one donation flow per donation and follows the one QA chooses', async () => {
    const user = userEvent.setup();
    const first = actor({
      actorId: 'x:1',
      subject: 'RJ-20261120000000007',
      value: 'waiting',
      at: 1,
    });
    const second = actor({
      actorId: 'x:2',
      subject: 'RJ-20261120000000008',
      value: 'received',
      previousValue: 'loading',
      at: 2,
    });
    const { container } = await renderPanel('donationFlow', [first, second]);
    const list = screen.getByRole('list', { name: /Atores em execução \(2\)/ });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['RJ-20261120000000007 (x:1): waiting', 'RJ-20261120000000008 (x:2): received']);
    // The most recently active one is followed first.
    expect(container.querySelector('[data-state-id="donationFlow.received"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    await user.click(within(list).getByRole('button', { name: /RJ-20261120000000007/ }));
    expect(container.querySelector('[data-state-id="donationFlow.waiting"]')).toHaveAttribute(
      'data-active',
      'true',
    );
    expect(container.querySelector('[data-state-id="donationFlow.received"]')).not.toHaveAttribute(
      'data-active',
    );
  });
});
