import { Link } from 'wouter';
import type { VoucherRow } from '#machines/voucher-delivery.selectors.ts';
import { paths } from '#src/lib/paths.ts';
import { commandsOf } from '#machines/outbox-command.ts';
import { useQueuedCommands } from '#src/core/outbox/use-outbox.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';
import * as styles from './DonationDeliveringScreen.css.ts';

export const voucherListCopy = {
  listLabel: 'Cartões desta doação',
  item: (title: string) => `Cartão ${title}`,
  state: {
    delivered: 'Entregue',
    notDelivered: 'Não entregue',
    next: 'Próximo a entregar',
    locked: 'Aguardando a entrega do cartão anterior',
  },
  openHint: 'Toque para registrar a entrega',
  progress: (done: number, total: number) => `${done} de ${total} cartões com entrega registrada`,
  sequentialHint: 'Registre um cartão de cada vez, na ordem da lista.',
  finishButton: 'Encerrar Entrega',
  finishing: 'Encerrando...',
  finishHint: 'Registre a entrega de todos os cartões para encerrar.',
  thanksTitle: 'Entrega de doação completa!',
  thanksBody:
    'Obrigado por levar estes cartões até as famílias. Confirme para encerrar a entrega desta doação.',
  thanksConfirm: 'Confirmar',
  thanksCancel: 'Voltar',
  ended: 'Entrega encerrada. Obrigado!',
} as const;

const text = voucherListCopy;

const ICON_PATHS: Record<VoucherRow['state'], string> = {
  delivered: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4L9 16.2Z',
  notDelivered:
    'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4l5.6 5.6L5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4Z',
  next: 'M8.5 4.5 16 12l-7.5 7.5',
  locked:
    'M17 9h-1V7a4 4 0 0 0-8 0v2H7a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-9a2 2 0 0 0-2-2Zm-7-2a2 2 0 1 1 4 0v2h-4V7Zm7 13H7v-9h10v9Z',
};

function StateIcon({ state }: { state: VoucherRow['state'] }) {
  const stroke = state === 'next';
  return (
    <svg
      className={styles.icon[state]}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={ICON_PATHS[state]}
        fill={stroke ? 'none' : 'currentColor'}
        stroke={stroke ? 'currentColor' : 'none'}
        strokeWidth={stroke ? 2.5 : 0}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type VoucherListProps = {
  donationId: string;
  rows: readonly VoucherRow[];
  canOpen: (voucherId: string) => boolean;
};

function useVouchersWaitingToSend(donationId: string): ReadonlySet<string> {
  const queued = useQueuedCommands();
  return new Set(
    commandsOf(queued, donationId).flatMap(({ effect }) =>
      effect.kind === 'deliver' ? [effect.voucherId] : [],
    ),
  );
}

/** The status is written, not only coloured. */
export function VoucherList({ donationId, rows, canOpen }: VoucherListProps) {
  const waitingToSend = useVouchersWaitingToSend(donationId);
  return (
    <ol className={styles.list} aria-label={text.listLabel}>
      {rows.map((row) => {
        const body = (
          <>
            <StateIcon state={row.state} />
            <span className={styles.body}>
              <span className={styles.title}>{text.item(row.voucherId)}</span>
              <span className={styles.state}>{text.state[row.state]}</span>
              {waitingToSend.has(row.voucherId) ? (
                <span className={styles.waitingSend}>{outboxCopy.waiting}</span>
              ) : null}
              {row.state === 'next' ? <span className={styles.hint}>{text.openHint}</span> : null}
            </span>
          </>
        );
        return (
          <li key={row.voucherId}>
            {canOpen(row.voucherId) ? (
              <Link
                href={paths.voucherDelivery.link({ id: donationId, voucher: row.voucherId })}
                className={styles.item[row.state]}
              >
                {body}
              </Link>
            ) : (
              <div className={styles.item[row.state]}>{body}</div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
