import type { OutboxItem } from '#machines/outbox.selectors.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';

/** pt-BR texts of the leader's pending section on /donation-list (docs/offline.md, "Outbox"). */
export const outboxListCopy = {
  title: (count: number) => `${outboxCopy.waiting} (${count})`,
  intro: 'Estes registros estão guardados no aparelho e serão enviados assim que houver conexão.',
  what: (item: OutboxItem) => {
    switch (item.kind) {
      case 'receive':
        return 'Recebimento dos cartões';
      case 'deliver': {
        const card = item.voucherPosition === null ? 'Cartão' : `Cartão ${item.voucherPosition}`;
        return item.delivered ? `${card}: entregue` : `${card}: não entregue`;
      }
      case 'end':
        return 'Encerramento da entrega';
    }
  },
  donation: 'Doação',
  state: { pending: outboxCopy.waiting, sending: 'Enviando…', failed: 'Não enviado' },
  refusedBy: 'O servidor recusou:',
  whatToDo:
    'Confira a doação. Toque em Tentar novamente para enviar de novo, ou em Descartar para apagar este registro (o que vem depois dele nesta doação espera até lá).',
  retry: 'Tentar novamente',
  discard: 'Descartar',
  discardConfirm: 'Descartar este registro? Ele não será enviado e não poderá ser recuperado.',
  discardYes: 'Descartar',
  discardNo: 'Cancelar',
  spaceUsed: (megabytes: string) => `Espaço usado no aparelho: ${megabytes} MB`,
  allSent: 'Todos os registros foram enviados.',
} as const;
