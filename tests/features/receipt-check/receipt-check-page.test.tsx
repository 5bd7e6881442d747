/**
 * /comprovante's script on its own markup (docs/product.md R15.3), with the server faked: what a
 * family types goes by POST in the body, never the address; what comes back is written as text.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReceiptCheckPage } from '#src/features/receipt-check/ReceiptCheckPage.tsx';

const delivery = {
  deliveredOn: '2026-11-27',
  city: 'Rio de Janeiro',
  state: 'RJ',
  siteName: 'Associação Rocinha',
  leaderFirstName: 'João',
  familyAnswer: null,
  answeredOn: null,
};

type Sent = { url: string; body: Record<string, unknown> };
let sent: Sent[];
let answers: Response[];

beforeEach(async () => {
  sent = [];
  answers = [];
  document.body.innerHTML = renderToStaticMarkup(<ReceiptCheckPage />);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return answers.shift() ?? new Response('{}', { status: 500 });
    }),
  );
  vi.resetModules();
  await import('#src/features/receipt-check/receipt-check.page.ts');
});

afterEach(() => {
  vi.unstubAllGlobals();
  // The dom lane shares one document between files (isolate: false): leave it empty.
  document.body.replaceChildren();
});

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

async function lookUp(code: string, digits: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Código do comprovante'), code);
  if (digits) await user.type(screen.getByLabelText('3 primeiros números do CPF'), digits);
  await user.click(screen.getByRole('button', { name: 'Conferir' }));
  return user;
}

describe('/comprovante', () => {
  it('says how to fix a code that is not one, and asks nothing of the server', async () => {
    await lookUp('K7Q2', '390');
    expect(await screen.findByText(/Confira o código: são 8 letras e números/)).toBeVisible();
    expect(screen.getByLabelText('Código do comprovante')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('finds the delivery by POST and shows only its day, place, unit, leader and answer', async () => {
    answers.push(json(delivery));
    await lookUp('k7q2-m9xd', '390');
    const found = await screen.findByRole('region', { name: 'Entrega encontrada' });
    expect(sent).toEqual([
      { url: '/api/public/receipts/check', body: { code: 'K7Q2M9XD', cpfDigits: '390' } },
    ]);
    expect(within(found).getByText('27/11/2026')).toBeVisible();
    expect(within(found).getByText('Rio de Janeiro/RJ')).toBeVisible();
    expect(within(found).getByText('João')).toBeVisible();
    expect(within(found).getByText('Ainda não respondeu')).toBeVisible();
  });

  it('a refused check shows the server’s words, the throttle’s included', async () => {
    answers.push(
      json({ message: 'Muitas tentativas seguidas. Tente de novo daqui a 42 minutos.' }, 429, {
        'retry-after': '2520',
      }),
    );
    await lookUp('K7Q2M9XD', '390');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas seguidas. Tente de novo daqui a 42 minutos.',
    );
  });

  it("'Recebi o cartão' sends the same pair and says thanks", async () => {
    answers.push(
      json(delivery),
      json({ ...delivery, familyAnswer: 'received', answeredOn: '2026-11-28' }),
    );
    const user = await lookUp('K7Q2M9XD', '390');
    await user.click(await screen.findByRole('button', { name: 'Recebi o cartão' }));
    expect(await screen.findByText('Obrigado! Sua confirmação foi registrada.')).toBeVisible();
    expect(screen.getByText('Recebi o cartão (em 28/11/2026)')).toBeVisible();
    expect(sent[1]).toEqual({
      url: '/api/public/receipts/received',
      body: { code: 'K7Q2M9XD', cpfDigits: '390' },
    });
  });

  it("'Não recebi / tenho um problema' sends a complaint about this delivery and gives its protocol", async () => {
    answers.push(
      json(delivery),
      json({ protocol: 'OUV-7K2M9X', stage: 'new', stageText: 'Nova' }, 201),
    );
    const user = await lookUp('K7Q2M9XD', '390');
    await user.click(await screen.findByRole('button', { name: 'Não recebi / tenho um problema' }));
    expect(screen.getByLabelText('Assunto')).toHaveDisplayValue('Não recebi o cartão');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Conte o que aconteceu \(de 5/)).toBeVisible();
    await user.type(screen.getByLabelText('O que aconteceu?'), 'O cartão nunca chegou aqui.');
    await user.click(screen.getByLabelText('Quero ficar anônimo'));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'Recebemos sua mensagem' })).toBeVisible();
    expect(screen.getByText('OUV-7K2M9X')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Recebemos sua mensagem' })).toHaveFocus();
    expect(sent[1]).toEqual({
      url: '/api/public/receipts/problem',
      body: {
        code: 'K7Q2M9XD',
        cpfDigits: '390',
        category: 'notReceived',
        description: 'O cartão nunca chegou aqui.',
        phone: null,
        anonymous: true,
        website: '',
      },
    });
  });

  it('a complaint with a wrong phone says how to fix it and sends nothing', async () => {
    answers.push(json(delivery));
    const user = await lookUp('K7Q2M9XD', '390');
    await user.click(await screen.findByRole('button', { name: 'Não recebi / tenho um problema' }));
    await user.type(screen.getByLabelText('O que aconteceu?'), 'O cartão nunca chegou aqui.');
    await user.type(screen.getByLabelText('Telefone para contato (se quiser)'), '9876');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Digite o telefone com DDD/)).toBeVisible();
    expect(screen.getByLabelText('Telefone para contato (se quiser)')).toHaveFocus();
    expect(sent).toHaveLength(1);
  });

  it("'Quero ficar anônimo' sends no phone, even one already typed", async () => {
    answers.push(
      json(delivery),
      json({ protocol: 'OUV-7K2M9X', stage: 'new', stageText: 'Nova' }, 201),
    );
    const user = await lookUp('K7Q2M9XD', '390');
    await user.click(await screen.findByRole('button', { name: 'Não recebi / tenho um problema' }));
    await user.type(screen.getByLabelText('O que aconteceu?'), 'O cartão nunca chegou aqui.');
    await user.type(screen.getByLabelText('Telefone para contato (se quiser)'), '(21) 98765-4321');
    await user.click(screen.getByLabelText('Quero ficar anônimo'));
    expect(screen.getByLabelText('Telefone para contato (se quiser)')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('heading', { name: 'Recebemos sua mensagem' });
    expect(sent[1]?.body).toMatchObject({ phone: null, anonymous: true });
  });

  it('a throttled complaint says when to try again and keeps what was typed', async () => {
    answers.push(
      json(delivery),
      json({ message: 'Muitas tentativas seguidas. Tente de novo daqui a 17 minutos.' }, 429, {
        'retry-after': '1020',
      }),
    );
    const user = await lookUp('K7Q2M9XD', '390');
    await user.click(await screen.findByRole('button', { name: 'Não recebi / tenho um problema' }));
    await user.type(screen.getByLabelText('O que aconteceu?'), 'O cartão nunca chegou aqui.');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const problemForm = screen.getByRole('region', { name: 'Conte o que aconteceu' });
    expect(await within(problemForm).findByRole('alert')).toHaveTextContent(
      'Muitas tentativas seguidas. Tente de novo daqui a 17 minutos.',
    );
    expect(screen.getByLabelText('O que aconteceu?')).toHaveValue('O cartão nunca chegou aqui.');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });
});
