import { cards } from '../copy.ts';

/** pt-BR texts of the screen after the receipt, before the delivery starts. */
export const receivedCopy = {
  intro: (quantity: number) =>
    `Você confirmou o recebimento de ${cards(quantity)}. Quando estiver pronto para visitar as famílias, inicie a entrega.`,
  deadlineHint:
    'Depois do primeiro cartão registrado, você terá 24 horas para concluir as entregas.',
  startButton: 'Iniciar Entrega',
} as const;
