import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inspectedMachines } from '#src/features/machine-inspector/shared/inspected-machines.ts';
import { SimulationPanel } from '#src/features/machine-inspector/simulation/SimulationPanel.tsx';
import { UnwalkedTransitions } from '#src/features/machine-inspector/simulation/coverage.tsx';
import { pathCoverage } from '#src/features/machine-inspector/simulation/path-coverage.ts';
import { readStatechart } from '#src/features/machine-inspector/shared/statechart-model.ts';

const byId = (id: string) => inspectedMachines.find((m) => m.id === id)!;

describe('/machines: guards', () => {
  it.each(inspectedMachines.map((m) => [m.id] as const))(
    '%s: every guard shows a name of its own, never an inline function\'s "guard"',
    (id) => {
      const guards = readStatechart(byId(id).machine).transitions.flatMap((t) =>
        t.guard ? [t.guard] : [],
      );
      expect(guards.length).toBeGreaterThan(0);
      expect(guards.filter((guard) => /(^|[!\s])(guard|guarda)($|\s)/.test(guard))).toEqual([]);
    },
  );
});

describe('/machines: coverage by the generated path tests', () => {
  it.each(inspectedMachines.map((m) => [m.id] as const))(
    '%s: every transition is walked by some test path, and the list of unwalked ones is empty',
    (id) => {
      const { machine, pathGroups } = byId(id);
      const chart = readStatechart(machine);
      const coverage = pathCoverage(machine, pathGroups());
      expect(Object.keys(coverage).sort()).toEqual(chart.transitions.map((t) => t.id).sort());
      render(<UnwalkedTransitions chart={chart} coverage={{ status: 'ready', value: coverage }} />);
      const section = screen.getByRole('region', { name: 'Transições que nenhum teste percorre' });
      expect(within(section).queryByRole('list')).toBeNull();
      expect(section).toHaveTextContent(
        'Nenhuma: todos os caminhos gerados juntos percorrem cada transição.',
      );
    },
  );

  it('lists a transition no path walks', () => {
    const { machine } = byId('donationFlow');
    const chart = readStatechart(machine);
    // Only the paths of one group that never reaches the voucher step.
    const firstGroup = byId('donationFlow').pathGroups()[0]!;
    const shortOnly = {
      ...firstGroup,
      paths: firstGroup.paths.filter(
        (path) => !path.steps.some((step) => step.event.type === 'DELIVERY.START'),
      ),
    };
    render(
      <UnwalkedTransitions
        chart={chart}
        coverage={{ status: 'ready', value: pathCoverage(machine, [shortOnly]) }}
      />,
    );
    const section = screen.getByRole('region', { name: 'Transições que nenhum teste percorre' });
    expect(within(section).getByRole('list')).toHaveTextContent(
      'received.idle: DELIVERY.START → delivering',
    );
  });
});

describe('/machines: simulation on the simulated clock', () => {
  it("session: '+55 min' after a one-hour token reaches the refresh, not a minute before", async () => {
    const user = userEvent.setup();
    render(<SimulationPanel machine={byId('session')} />);
    const state = screen.getByRole('status');
    expect(state).toHaveTextContent('Estado da simulação: restoring');
    expect(screen.getByText(/^Relógio simulado/)).toHaveTextContent('21/11/2026 09h00');

    // A stored admin session whose one-hour token arrived just now.
    await user.click(
      screen.getByRole('button', { name: /^done\.actor\.restoreSession \(.*role: admin/ }),
    );
    expect(state).toHaveTextContent('signedIn.token.waiting, signedIn.gates.notRequired');

    const fiveMinutes = screen.getByRole('button', { name: '+5 min' });
    for (let i = 0; i < 10; i += 1) await user.click(fiveMinutes);
    expect(screen.getByText(/^Relógio simulado/)).toHaveTextContent('21/11/2026 09h50');
    expect(state).toHaveTextContent('signedIn.token.waiting');

    await user.click(fiveMinutes);
    expect(screen.getByText(/^Relógio simulado/)).toHaveTextContent('21/11/2026 09h55');
    expect(state).toHaveTextContent('signedIn.token.refreshing');
    // The refresh answer is QA's to give: its events are offered now, with their guard.
    expect(
      screen.getByRole('button', { name: /^done\.actor\.refreshSession \(unreachable: true\)/ }),
    ).toBeVisible();
    expect(
      within(screen.getByRole('button', { name: /unreachable: true/ }).closest('li')!).getByText(
        '✓ providerUnreachable: verdadeira → retrying',
      ),
    ).toBeInTheDocument();
  });

  it('session: the checklist gate re-opens when its expiry passes, and guards show their results', async () => {
    const user = userEvent.setup();
    render(<SimulationPanel machine={byId('session')} />);
    const state = screen.getByRole('status');
    // A leader whose checklist is valid for another hour.
    await user.click(
      screen.getByRole('button', {
        name: /^done\.actor\.restoreSession \(.*checklistExpiresAt: 21\/11\/2026 10h00/,
      }),
    );
    expect(state).toHaveTextContent('signedIn.gates.open');
    await user.click(screen.getByRole('button', { name: '+1 h' }));
    expect(state).toHaveTextContent('signedIn.gates.checklist');

    await user.click(screen.getByRole('button', { name: 'CHECKLIST.CONFIRM' }));
    expect(state).toHaveTextContent('signedIn.gates.confirmingChecklist');
    const confirmed = screen
      .getAllByRole('button', { name: /^done\.actor\.confirmChecklist \(false\)/ })[0]!
      .closest('li')!;
    expect(within(confirmed).getByText('✗ isTrue: falsa → open')).toBeInTheDocument();
  });
});
