import { cards } from '../copy.ts';

/**
 * pt-BR texts of the proof of receipt (docs/product.md R6.7): the quantity, the photo, the
 * divergence between the cards received and sent. Functions build texts that carry a value;
 * they never return markup.
 */
export const receiptProofCopy = {
  intro:
    'Informe quantos cartões chegaram e tire uma foto deles. A sua localização é enviada junto.',
  quantity: 'Quantidade de cartões recebidos',
  quantityRequired: 'Informe a quantidade de cartões recebidos.',
  quantityInvalid: 'A quantidade deve ser um número inteiro maior que zero.',
  quantityTooLarge: 'Confira a quantidade: o número é grande demais.',
  photo: 'Foto dos cartões recebidos',
  photoHint: 'Fotografe os cartões que chegaram. JPG ou PNG.',
  photoRequired: 'Adicione a foto dos cartões recebidos.',
  submit: 'Confirmar recebimento',
  sending: 'Enviando...',
  success: 'Recebimento confirmado com sucesso',
  divergence: (received: number, sent: number) =>
    `Você informou ${cards(received)}, mas foram enviados ${cards(sent)}. Confira a contagem antes de confirmar.`,
  divergenceTitle: 'A quantidade recebida é diferente da enviada',
  divergenceBody: (received: number, sent: number) =>
    `Foram enviados ${cards(sent)} e você informou ${cards(received)}. Confirme apenas se contou de novo: a doação ficará marcada com a divergência para a equipe conferir.`,
  divergenceConfirm: 'Confirmar mesmo assim',
  divergenceCancel: 'Corrigir a quantidade',
} as const;
