import { useEffect, useId, useState } from 'react';
import type { OutboxItem } from '#machines/outbox.selectors.ts';
import { storageUsed } from '#src/core/outbox/browser-outbox.ts';
import { useOutbox, useOutboxItems } from '#src/core/outbox/use-outbox.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DonationCode } from '#src/ui/donation-marks.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { outboxCopy, awayCopy } from '#src/ui/leader-copy.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { supportPhone, supportPhoneHref } from '#src/core/public-config.ts';
import { useCurrentAwayReport } from '#src/core/use-away-report.ts';
import { useSessionSend } from '#src/core/session/session-context.tsx';
import { AwayReportActions } from '#src/ui/AwayReportActions.tsx';
import * as styles from './PendingSection.css.ts';

export const outboxListCopy = {
  title: (count: number) => `${outboxCopy.waiting} (${count})`,
  intro: 'Estes registros estão guardados no aparelho e serão enviados assim que houver conexão.',
  what: (item: OutboxItem) => {
    switch (item.kind) {
      case 'receive':
        return 'Recebimento dos cartões';
      case 'deliver': {
        const voucher = item.voucherPosition === null ? 'Cartão' : `Cartão ${item.voucherPosition}`;
        return item.delivered ? `${voucher}: entregue` : `${voucher}: não entregue`;
      }
      case 'end':
        return 'Encerramento da entrega';
      case 'away':
        return `Aviso à equipe: ${item.report ? awayCopy.kind[item.report] : ''}`;
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

const text = outboxListCopy;

const toMegabytes = (bytes: number) =>
  (bytes / (1024 * 1024)).toLocaleString('pt-BR', {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });

function useSpaceUsed(queueSize: number): number | null {
  const [used, setUsed] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    storageUsed()
      .then((bytes) => current && setUsed(bytes))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [queueSize]);
  return used;
}

function PendingItem({
  item,
  onRetry,
  onDiscard,
}: {
  item: OutboxItem;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const titleId = useId();
  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <span id={titleId} className={styles.itemTitle}>
        {text.what(item)}
      </span>
      {item.donationId === '' ? null : (
        <span>
          {text.donation} <DonationCode id={item.donationId} />
        </span>
      )}
      <span>{text.state[item.state]}</span>
      {item.state === 'failed' ? (
        <>
          <p className={styles.failure} role="alert">
            {text.refusedBy} {item.failure}
          </p>
          <p className={styles.note}>{text.whatToDo}</p>
          <div className={styles.actions}>
            <Button onClick={onRetry}>{text.retry}</Button>
            <Button variant="outline" onClick={onDiscard}>
              {text.discard}
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}

export function PendingSection() {
  const outbox = useOutbox();
  const items = useOutboxItems();
  const spaceUsed = useSpaceUsed(items.length);
  const [discarding, setDiscarding] = useState<string | null>(null);
  const [hadItems, setHadItems] = useState(false);
  const headingId = useId();
  if (items.length > 0 && !hadItems) setHadItems(true);

  if (!outbox) return null;
  if (items.length === 0) {
    return hadItems ? (
      <Notice tone="info" role="status">
        {text.allSent}
      </Notice>
    ) : null;
  }

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {text.title(items.length)}
      </h2>
      <p className={styles.note}>{text.intro}</p>
      {spaceUsed === null ? null : (
        <p className={styles.note}>{text.spaceUsed(toMegabytes(spaceUsed))}</p>
      )}
      <ul className={styles.items}>
        {items.map((item) => (
          <PendingItem
            key={item.id}
            item={item}
            onRetry={() => outbox.actor.send({ type: 'RETRY', id: item.id })}
            onDiscard={() => setDiscarding(item.id)}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title={text.discardConfirm}
        confirmLabel={text.discardYes}
        cancelLabel={text.discardNo}
        onConfirm={() => {
          if (discarding) outbox.actor.send({ type: 'DISCARD', id: discarding });
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </section>
  );
}

export function AwayNotice() {
  const send = useSessionSend();
  const report = useCurrentAwayReport();
  const when = report ? formatDateAndTime(report.createdAt) : null;
  // The server's report may be an earlier one, already ended: the one on the device is hers now.
  const onDevice = useOutboxItems().find((item) => item.kind === 'away');
  return (
    <Notice tone="info" role="status">
      <h2 className={styles.title}>{awayCopy.noticeTitle}</h2>
      {onDevice?.report ? (
        <p>{awayCopy.noticeWaiting(awayCopy.kind[onDevice.report])}</p>
      ) : !onDevice && report && when ? (
        <p>{awayCopy.noticeWhen(awayCopy.kind[report.kind], when.date, when.time)}</p>
      ) : null}
      <p>{onDevice ? outboxCopy.savedOnDevice : awayCopy.noticeTeam}</p>
      <p>{awayCopy.noticeReadOnly}</p>
      <p>
        <a href={supportPhoneHref}>{awayCopy.callSupport(supportPhone)}</a>
      </p>
      <p>{awayCopy.backHint}</p>
      <Button variant="outline" onClick={() => send({ type: 'AWAY.BACK' })}>
        {awayCopy.back}
      </Button>
    </Notice>
  );
}

export function AwayReportSection() {
  return (
    <section className={styles.root} aria-labelledby="away-report-title">
      <h2 id="away-report-title" className={styles.title}>
        {awayCopy.sectionTitle}
      </h2>
      <p className={styles.note}>{awayCopy.sectionIntro}</p>
      <AwayReportActions />
    </section>
  );
}
