import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState } from '#src/ui/QueryState.tsx';

type Props = Partial<Parameters<typeof QueryState<string[]>>[0]>;

function renderState(props: Props) {
  return render(
    <QueryState<string[]>
      data={undefined}
      loading={false}
      error={undefined}
      onRetry={() => undefined}
      loadingText="Carregando cargas..."
      failureText="Não foi possível carregar as cargas."
      emptyText="Você ainda não possui cargas realizadas"
      {...props}
    >
      {(items) => (
        <ul aria-label="Cargas">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('says what is loading until the first answer', () => {
    renderState({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando cargas...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps showing what it has while it asks again', () => {
    renderState({ data: ['cartoes.csv'], loading: true });
    expect(screen.getByRole('list', { name: 'Cargas' })).toHaveTextContent('cartoes.csv');
  });

  it('on failure says what failed, and "Tentar novamente" asks again', async () => {
    const onRetry = vi.fn();
    renderState({ error: new Error('offline'), onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as cargas.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith();
  });

  it("can show the server's message for the error", () => {
    renderState({
      error: new Error('Doação não encontrada.'),
      failureText: (error) => (error as Error).message,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Doação não encontrada.');
  });

  it("shows the screen's empty message when the answer holds nothing", () => {
    renderState({ data: [] });
    expect(screen.getByText('Você ainda não possui cargas realizadas')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
