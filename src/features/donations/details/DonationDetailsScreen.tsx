import { useApolloClient, useQuery } from '@apollo/client/react';
import { useParams, Link } from 'wouter';
import {
  DonationDetailsDocument,
  DonationPhotoUrlDocument,
  type DonationDetailsQuery,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { copy } from '#src/ui/copy.ts';
import { DonationCode, NoVouchersFlag } from '#src/ui/donation-marks.tsx';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { OpenPhotoButton } from '#src/ui/OpenPhotoButton.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { StepProgress } from '#src/ui/StepProgress.tsx';
import { formatDate, formatDateOnly, formatTime } from '#src/lib/format-date.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { paths } from '#src/lib/paths.ts';
import { formatReceiptCode } from '#contract/receipt-code.ts';
import { VOUCHER_STATUS } from '#contract/status-texts.ts';
import { adminDonationsCopy } from '../shared/copy.ts';
import { DonationReviewSection } from './DonationReviewSection.tsx';
import * as styles from './DonationDetailsScreen.css.ts';

const text = {
  title: 'Detalhes da doação',
  loading: 'Carregando a doação...',
  loadFailed: 'Não foi possível carregar a doação.',
  progressLabel: 'Andamento da doação',
  steps: ['Aguardando', 'Recebida pelo líder', 'Em entrega', 'Concluída'],
  closedNotice: (statusText: string) => `Esta doação foi encerrada com a situação “${statusText}”.`,
  dataTitle: 'Dados da doação',
  donationId: 'Código',
  status: 'Situação',
  leader: 'Líder',
  site: 'Unidade',
  place: 'Cidade',
  created: 'Data de criação',
  quantity: 'Quantidade',
  sentDate: 'Data de envio',
  package: 'Pacote',
  registeredByHand: 'Cadastrada manualmente',
  receiptTitle: 'Recebimento pelo líder',
  receivedDate: 'Data de recebimento',
  receivedTime: 'Hora do recebimento',
  receivedQuantity: 'Quantidade recebida',
  receiptPhoto: 'Ver foto do comprovante de recebimento',
  deliveryTitle: 'Entrega',
  deliveryStarted: 'Início da entrega',
  deadline: 'Prazo final para entrega',
  completed: 'Entrega concluída em',
  vouchersTitle: 'Cartões',
  vouchersProgress: (done: number, total: number) =>
    `${done} de ${total} cartões com entrega registrada`,
  voucherTitle: (id: string) => `Cartão ${id}`,
  voucherPending: 'Aguardando entrega',
  noVouchers: 'Nenhum cartão cadastrado para esta doação.',
  voucherCode: (code: string) => `Código ${code}`,
  familyAnswer: {
    received: 'Família confirmou',
    notReceived: 'Família diz que não recebeu',
  },
} as const;

const dateAndTime = (iso: string) => `${formatDate(iso)} às ${formatTime(iso)}`;

function DonationDetails({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(DonationDetailsDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryState
      data={data?.donationDetails}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={text.loading}
      failureText={(failure) => (failure ? readGraphQLFailure(failure).message : text.loadFailed)}
    >
      {(donation) => <Details donation={donation} />}
    </QueryState>
  );
}

type DonationDetailsData = NonNullable<DonationDetailsQuery['donationDetails']>;

function Details({ donation }: { donation: DonationDetailsData }) {
  const client = useApolloClient();
  const notify = useNotify();
  const loadReceiptPhoto = async () => {
    const result = await client.query({
      query: DonationPhotoUrlDocument,
      variables: { id: donation.donationId },
      fetchPolicy: 'network-only',
    });
    if (!result.data) throw new Error('no photo link');
    return result.data.donationPhotoUrl;
  };
  const photoFailed = (failure: unknown) => notify('failure', readGraphQLFailure(failure).message);

  return (
    <>
      <div className={styles.progress}>
        <StepProgress
          steps={DONATION_STEPS}
          current={donationStep(donation)}
          labels={text.steps}
          label={text.progressLabel}
          stopped={donation.status === 5 || donation.status === 6}
        />
      </div>
      {donation.status === 5 || donation.status === 6 ? (
        <Notice tone="warning">
          <p>{text.closedNotice(donation.statusText)}</p>
        </Notice>
      ) : null}

      <DetailSection title={text.dataTitle}>
        <DetailList
          rows={[
            { term: text.donationId, value: <DonationCode id={donation.donationId} /> },
            { term: text.status, value: donation.statusText },
            { term: text.leader, value: donation.leaderName },
            { term: text.site, value: donation.siteName },
            { term: text.place, value: `${donation.city}/${donation.state}` },
            { term: text.created, value: formatDate(donation.created) },
            ...(donation.sentDate
              ? [{ term: text.sentDate, value: formatDateOnly(donation.sentDate) }]
              : []),
            { term: text.package, value: donation.packageName ?? text.registeredByHand },
            {
              term: text.quantity,
              value:
                donation.vouchers.length === 0 ? (
                  <>
                    {copy.donations.quantity(donation.quantity)} <NoVouchersFlag />
                  </>
                ) : (
                  copy.donations.quantity(donation.quantity)
                ),
            },
          ]}
        />
      </DetailSection>

      {donation.received ? (
        <DetailSection title={text.receiptTitle}>
          <DetailList
            rows={[
              { term: text.receivedDate, value: formatDate(donation.received) },
              { term: text.receivedTime, value: formatTime(donation.received) },
              ...(donation.receivedQuantity !== null && donation.receivedQuantity !== undefined
                ? [
                    {
                      term: text.receivedQuantity,
                      value: copy.donations.quantity(donation.receivedQuantity),
                    },
                  ]
                : []),
            ]}
          />
          <OpenPhotoButton
            label={text.receiptPhoto}
            busyText={adminDonationsCopy.photo.opening}
            loadUrl={loadReceiptPhoto}
            onFailure={photoFailed}
          />
        </DetailSection>
      ) : null}

      {donation.deliveryStarted ? (
        <DetailSection title={text.deliveryTitle}>
          <DetailList
            rows={[
              { term: text.deliveryStarted, value: dateAndTime(donation.deliveryStarted) },
              ...(donation.deadline
                ? [{ term: text.deadline, value: dateAndTime(donation.deadline) }]
                : []),
              ...(donation.completed
                ? [{ term: text.completed, value: dateAndTime(donation.completed) }]
                : []),
            ]}
          />
        </DetailSection>
      ) : null}

      {showsVouchers(donation) ? (
        <DetailSection title={text.vouchersTitle}>
          <VoucherList donationId={donation.donationId} vouchers={donation.vouchers} />
        </DetailSection>
      ) : null}

      <DonationReviewSection
        donationId={donation.donationId}
        status={donation.status}
        leaderName={donation.leaderName}
        heldVouchers={donation.vouchers
          .filter((voucher) => voucher.status === VOUCHER_STATUS.pending)
          .map((voucher) => voucher.voucherId)}
      />
    </>
  );
}

export function DonationDetailsScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen title={text.title} backTo={paths.donationList.link()} withNav>
      <NotificationBanner />
      <DonationDetails id={id} />
    </Screen>
  );
}

type Voucher = DonationDetailsQuery['donationDetails']['vouchers'][number];

function tone(status: number): keyof typeof styles.voucher {
  if (status === 2) return 'delivered';
  if (status === 3) return 'notDelivered';
  return 'pending';
}

export function VoucherList({
  donationId,
  vouchers,
}: {
  donationId: string;
  vouchers: readonly Voucher[];
}) {
  if (vouchers.length === 0) return <p className={styles.muted}>{text.noVouchers}</p>;
  const done = vouchers.filter((voucher) => voucher.status > 1).length;
  return (
    <>
      <p className={styles.muted}>{text.vouchersProgress(done, vouchers.length)}</p>
      <ul className={styles.vouchers}>
        {vouchers.map((voucher) => {
          const body = (
            <>
              <span className={styles.voucherName}>{text.voucherTitle(voucher.voucherId)}</span>
              <span className={styles.voucherStatus}>
                {voucher.status > 1 ? voucher.statusText : text.voucherPending}
              </span>
              {voucher.receiptCode ? (
                <span className={styles.voucherCode}>
                  {text.voucherCode(formatReceiptCode(voucher.receiptCode))}
                </span>
              ) : null}
              {voucher.familyAnswer ? (
                <span className={styles.familyAnswer[voucher.familyAnswer]}>
                  {text.familyAnswer[voucher.familyAnswer]}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={voucher.key}>
              {voucher.status > 1 ? (
                <Link
                  href={paths.deliveredDetails.link({ id: donationId, voucher: voucher.key })}
                  className={styles.voucher[tone(voucher.status)]}
                >
                  {body}
                </Link>
              ) : (
                <div className={styles.voucher.pending}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export type DonationProgress = {
  status: number;
  received?: string | null;
  deliveryStarted?: string | null;
  completed?: string | null;
};

export const DONATION_STEPS = 4;

/** 1 waiting, 2 received, 3 delivering, 4 complete; a returned (5) or lost (6) one keeps its step. */
export function donationStep(donation: DonationProgress): number {
  if (donation.status >= 1 && donation.status <= 4) return donation.status;
  if (donation.completed) return 4;
  if (donation.deliveryStarted) return 3;
  if (donation.received) return 2;
  return 1;
}

export function showsVouchers(donation: DonationProgress): boolean {
  return donation.status === 3 || donation.status === 4 || Boolean(donation.deliveryStarted);
}
