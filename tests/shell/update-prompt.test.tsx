import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdatePrompt } from '#src/shell/App.tsx';
import { announceUpdate } from '#src/core/app-update.ts';

describe('the update prompt', () => {
  it('stays hidden until a new version waits, then switches only when the person asks', async () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText('Nova versão disponível')).toBeNull();

    const activateWaitingVersion = vi.fn(() => Promise.resolve());
    act(() => announceUpdate(activateWaitingVersion));

    expect(screen.getByText('Nova versão disponível')).toBeVisible();
    expect(activateWaitingVersion).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(activateWaitingVersion).toHaveBeenCalledOnce();
  });
});
