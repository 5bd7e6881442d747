import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { AlertBanner, LocationNotice } from '#src/ui/banners.tsx';
import userEvent from '@testing-library/user-event';

function Harness({ message }: { message: string }) {
  const [shown, setShown] = useState<string | null>(message);
  return <AlertBanner type="failure" message={shown} onDismiss={() => setShown(null)} />;
}

describe('AlertBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a success politely and disappears after 5 seconds', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <AlertBanner type="success" message="Doação cadastrada com sucesso" onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Doação cadastrada com sucesso');

    act(() => vi.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);

    rerender(<AlertBanner type="success" message={null} onDismiss={onDismiss} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failure as an alert that goes away on click, before the timer', () => {
    render(<Harness message="Ocorreu um erro ao excluir o item. Tente novamente." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Ocorreu um erro ao excluir o item. Tente novamente.');

    act(() => screen.getByRole('button', { name: 'Fechar aviso' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('restarts the 5 seconds when a new message replaces the old one', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(
      <AlertBanner type="success" message="Primeira" onDismiss={onDismiss} />,
    );
    act(() => vi.advanceTimersByTime(3000));
    rerender(<AlertBanner type="success" message="Segunda" onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

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
