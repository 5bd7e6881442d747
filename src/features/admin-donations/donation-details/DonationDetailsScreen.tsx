import { useApolloClient, useQuery } from '@apollo/client/react';
import { useParams } from 'wouter';
import {
  DonationDetailsDocument,
  DonationPhotoUrlDocument,
  type DonationDetailsQuery,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { copy } from '#src/ui/copy.ts';
import { adminDonationsCopy } from '../copy.ts';
import { DonationCode, NoCardsFlag } from '#src/ui/donation-marks.tsx';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { OpenPhotoButton } from '#src/ui/OpenPhotoButton.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { StepProgress } from '#src/ui/StepProgress.tsx';
import { formatDate, formatDateOnly, formatTime } from '#src/lib/format-date.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { DONATION_STEPS, donationStep, showsVouchers } from './donation-step.ts';
import { VoucherList } from './VoucherList.tsx';
import { DonationReviewSection } from '../donation-review/DonationReviewSection.tsx';
import { paths } from '#src/lib/paths.ts';
import * as styles from './DonationDetailsScreen.css.ts';

const text = adminDonationsCopy.details;

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
                    {copy.donations.quantity(donation.quantity)} <NoCardsFlag />
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
      />
    </>
  );
}

/** Admin and readonly: a donation's progress on the 4-step stepper (docs/product.md R2.14 /donation/:id/details). */
export function DonationDetailsScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen title={text.title} backTo={paths.donationList.link()} withNav>
      <NotificationBanner />
      <DonationDetails id={id} />
    </Screen>
  );
}
