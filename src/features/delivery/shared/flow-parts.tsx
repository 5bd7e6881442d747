import { formatDate, formatTime } from '#src/lib/format-date.ts';
import type { LeaderDonation } from '#machines/donation-flow.machine.ts';
import type { ReactNode } from 'react';
import { DonationCode } from '#src/ui/donation-marks.tsx';
import { Link } from 'wouter';
import type { DonationFlowView } from '#machines/donation-flow.selectors.ts';
import { paths } from '#src/lib/paths.ts';
import { button } from '#src/ui/Button.css.ts';
import { LoadingScreen, Notice } from '#src/ui/Notice.tsx';
import { LoadFailure } from '#src/ui/QueryState.tsx';
import { supportPhone, supportPhoneHref } from '#src/core/public-config.ts';
import * as styles from './LeaderFlow.css.ts';

/** A screen's own texts live in its module, so its chunk carries them and no other screen's. */

export const voucherCount = (count: number) => (count === 1 ? '1 cartão' : `${count} cartões`);

export const leaderFlowCopy = {
  titles: {
    donationWait: 'Aguardando recebimento',
    donationWaitProof: 'Comprovante de recebimento',
    donationReceived: 'Doação Recebida',
    donationDelivering: 'Entrega dos cartões',
    voucherDelivery: 'Registrar entrega',
  },

  donation: {
    titleLead: 'Doação',
    quantity: (quantity: number) => (quantity === 1 ? '1 unidade' : `${quantity} unidades`),
    statusLabel: 'Situação',
    quantityLabel: 'Quantidade',
    receivedQuantityLabel: 'Cartões recebidos',
    receivedAtLabel: 'Recebida em',
    deadlineLabel: 'Prazo final para entrega',
    deliveryStartedLabel: 'Entrega iniciada em',
    loading: 'Carregando a doação...',
    loadFailedTitle: 'Não foi possível abrir esta doação.',
    backToList: 'Voltar para as doações',
    closed: 'Esta doação já foi encerrada. Não há mais nada a registrar.',
  },

  location: {
    waiting: 'Obtendo a sua localização...',
  },

  outbox: {
    storageFull:
      'Não há espaço livre no aparelho para guardar mais fotos. Conecte-se à internet para enviar os registros pendentes ou libere espaço no celular e confirme de novo. O que você preencheu continua aqui.',
  },
} as const;

export function Fact({
  term,
  value,
  emphasis = false,
}: {
  term: string;
  value: string;
  emphasis?: boolean;
}) {
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={emphasis ? styles.emphasis : styles.value}>{value}</dd>
    </>
  );
}

const text = leaderFlowCopy.donation;

export function formatDateTime(iso: string | null): string {
  return iso ? `${formatDate(iso)} às ${formatTime(iso)}` : '';
}

export function DonationDates({ donation }: { donation: LeaderDonation }) {
  return (
    <>
      {donation.received ? (
        <Fact term={text.receivedAtLabel} value={formatDateTime(donation.received)} />
      ) : null}
      {donation.deliveryStarted ? (
        <Fact term={text.deliveryStartedLabel} value={formatDateTime(donation.deliveryStarted)} />
      ) : null}
      {donation.deadline ? (
        <Fact term={text.deadlineLabel} value={formatDateTime(donation.deadline)} emphasis />
      ) : null}
    </>
  );
}

/**
 * `children` adds facts to the list, kept apart so screens without dates do not load the date
 * library.
 */
export function DonationFacts({
  donation,
  children,
}: {
  donation: LeaderDonation;
  children?: ReactNode;
}) {
  const titleId = `doacao-${donation.donationId}`;
  return (
    <section className={styles.facts} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.factsTitle}>
        {text.titleLead} <DonationCode id={donation.donationId} />
      </h2>
      <dl className={styles.factsList}>
        <Fact term={text.quantityLabel} value={text.quantity(donation.quantity)} />
        <Fact term={text.statusLabel} value={donation.statusText} />
        {donation.receivedQuantity !== null ? (
          <Fact term={text.receivedQuantityLabel} value={String(donation.receivedQuantity)} />
        ) : null}
        {children}
      </dl>
    </section>
  );
}

/** Null when the screen should render itself. */
export function FlowFallback({ view, onRetry }: { view: DonationFlowView; onRetry: () => void }) {
  if (view.stage === 'loading') return <LoadingScreen label={text.loading} />;
  if (view.stage === 'loadFailed') {
    return (
      <LoadFailure
        message={
          <>
            <strong>{text.loadFailedTitle}</strong> {view.loadFailure}
          </>
        }
        onRetry={onRetry}
      >
        <Link href={paths.donationList.link()}>{text.backToList}</Link>
      </LoadFailure>
    );
  }
  if (view.stage === 'closed' || view.stage === 'complete') {
    return (
      <div className={styles.centered}>
        <Notice tone="info">
          <p>{text.closed}</p>
        </Notice>
        <Link href={paths.donationList.link()} className={button({ variant: 'outline' })}>
          {text.backToList}
        </Link>
      </div>
    );
  }
  return null;
}

export function NoVouchersLoaded() {
  return (
    <Notice tone="warning" role="status">
      <p>
        <strong>{noVouchersCopy.title}</strong>
      </p>
      <p>{noVouchersCopy.why}</p>
      <p>
        <a href={supportPhoneHref}>{noVouchersCopy.call(supportPhone)}</a>
      </p>
    </Notice>
  );
}

export const noVouchersCopy = {
  title: 'Nenhum cartão foi carregado para esta doação.',
  why: 'Os números dos cartões desta doação ainda não estão no sistema, por isso não há entregas para registrar nem como encerrar. Guarde os cartões recebidos e fale com o suporte para que a equipe carregue os cartões.',
  call: (phone: string) => `Ligar para o suporte: ${phone}`,
} as const;
