import { useApolloClient, useQuery } from '@apollo/client/react';
import { useParams } from 'wouter';
import { VoucherPhotoUrlDocument, VouchersDocument, type VouchersQuery } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { adminDonationsCopy } from '../copy';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { NotificationBanner } from '#src/ui/NotificationBanner.tsx';
import { OpenPhotoButton } from '#src/ui/OpenPhotoButton.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { formatPhone } from '#src/lib/format-phone.ts';
import { useNotify } from '#src/core/session-scope/use-notification.ts';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import * as styles from './DeliveredDetailsScreen.css';
import { paths } from '#src/lib/paths.ts';

const text = adminDonationsCopy.delivered;

const orNotInformed = (value: string | null | undefined, format: (v: string) => string = (v) => v) =>
  value ? format(value) : <span className={styles.muted}>{text.notInformed}</span>;

type VoucherData = VouchersQuery['vouchers'][number];

function VoucherDelivery({ donationId, voucherId }: { donationId: string; voucherId: string }) {
  const { data, loading, error, refetch } = useQuery(VouchersDocument, {
    variables: { donationId },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryState
      data={data?.vouchers}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={text.loading}
      failureText={(failure) => (failure ? readGraphQLFailure(failure).message : text.loadFailed)}
    >
      {(vouchers) => {
        const voucher = vouchers.find((candidate) => candidate.voucherId === voucherId);
        return voucher ? (
          <Delivery voucher={voucher} />
        ) : (
          <Notice tone="warning" role="alert">
            <p>{text.notFound}</p>
          </Notice>
        );
      }}
    </QueryState>
  );
}

function Delivery({ voucher }: { voucher: VoucherData }) {
  const client = useApolloClient();
  const notify = useNotify();

  const loadPhoto = async () => {
    const result = await client.query({ query: VoucherPhotoUrlDocument, variables: { id: voucher.voucherId }, fetchPolicy: 'network-only' });
    if (!result.data) throw new Error('no photo link');
    return result.data.voucherPhotoUrl;
  };

  return (
    <>
      <DetailSection title={text.title}>
        <DetailList
          rows={[
            { term: text.card, value: voucher.voucherId },
            { term: text.date, value: voucher.delivered ? formatDate(voucher.delivered) : text.notInformed },
            { term: text.time, value: voucher.delivered ? formatTime(voucher.delivered) : text.notInformed },
            { term: text.status, value: voucher.statusText },
          ]}
        />
      </DetailSection>

      {voucher.status === 1 ? (
        <Notice tone="info">
          <p>{text.notRecorded}</p>
        </Notice>
      ) : null}

      {voucher.status === 2 ? (
        <DetailSection title={text.recipientTitle}>
          <DetailList
            rows={[
              { term: text.name, value: orNotInformed(voucher.receivedName) },
              { term: text.cpf, value: orNotInformed(voucher.receivedCpf, formatCpf) },
              { term: text.phone, value: orNotInformed(voucher.receivedContactNumber, formatPhone) },
              { term: text.email, value: orNotInformed(voucher.receivedEmail) },
            ]}
          />
          {voucher.hasPhoto ? (
            <OpenPhotoButton
              label={text.photo}
              busyText={adminDonationsCopy.photo.opening}
              loadUrl={loadPhoto}
              onFailure={(failure) => notify('failure', readGraphQLFailure(failure).message)}
            />
          ) : null}
        </DetailSection>
      ) : null}

      {voucher.status === 3 ? (
        <DetailSection title={text.commentTitle}>
          <p className={styles.comment}>{voucher.leaderComment || text.notInformed}</p>
        </DetailSection>
      ) : null}
    </>
  );
}

/** Admin and readonly: one card's delivery, read-only (docs/product.md R2.15 /donation/:id/delivered-details/:voucher). */
export function DeliveredDetailsScreen() {
  const { id = '', voucher = '' } = useParams<{ id: string; voucher: string }>();
  return (
    <Screen title={text.title} backTo={paths.donationDetails.link({ id })} withNav>
      <NotificationBanner />
      <VoucherDelivery donationId={id} voucherId={voucher} />
    </Screen>
  );
}
