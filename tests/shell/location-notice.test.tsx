import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocationNotice } from '#src/ui/LocationNotice.tsx';

describe('LocationNotice', () => {
  it('explains that the location is needed and reloads the page from the "clique aqui" link', async () => {
    const reload = vi.fn();
    render(<LocationNotice onReload={reload} onRetry={() => undefined} retrying={false} />);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Verifique, se sua localização esta ativa e tente novamente.',
    );
    await userEvent.click(screen.getByRole('link', { name: 'clique aqui' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
