import { useApolloClient, useQuery, useMutation } from '@apollo/client/react';
import { useState, useRef, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import {
  VoucherDeliveryDocument,
  VoucherPhotoUrlDocument,
  type VoucherDeliveryQuery,
  RevealVoucherDocument,
  type RevealVoucherMutation,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { OpenPhotoButton } from '#src/ui/OpenPhotoButton.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { formatPhone } from '#src/lib/format-phone.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { paths } from '#src/lib/paths.ts';
import { formatReceiptCode } from '#contract/receipt-code.ts';
import { Button } from '#src/ui/Button.tsx';
import { useFocusWhenShown } from '#src/ui/focus-moves.ts';
import { adminDonationsCopy } from '../shared/copy.ts';
import * as styles from './DeliveredDetailsScreen.css.ts';
import { ReasonField } from '../review/ReasonField.tsx';

const text = {
  title: 'Detalhes da entrega',
  loading: 'Carregando a entrega...',
  loadFailed: 'Não foi possível carregar a entrega.',
  notFound: 'Cartão não encontrado nesta doação.',
  notRecorded: 'A entrega deste cartão ainda não foi registrada.',
  voucher: 'Cartão',
  timeline: 'Ver histórico do cartão',
  date: 'Data da entrega',
  time: 'Hora da entrega',
  status: 'Situação',
  recipientTitle: 'Quem recebeu',
  name: 'Nome',
  cpf: 'CPF',
  phone: 'Telefone',
  email: 'E-mail',
  photo: 'Ver foto da entrega',
  commentTitle: 'Comentário do líder',
  notInformed: 'Não informado',
  maskedNote: 'CPF, telefone e e-mail aparecem mascarados para proteger a família.',
  anonymised: (date: string) => `Dados anonimizados em ${date}`,
  anonymisedNote:
    'Os dados pessoais desta família foram apagados; ficam só a data, a situação e o líder da entrega.',
} as const;

const orNotInformed = (
  value: string | null | undefined,
  format: (v: string) => string = (v) => v,
) => (value ? format(value) : <span className={styles.muted}>{text.notInformed}</span>);

type VoucherData = VoucherDeliveryQuery['voucher'];

/**
 * The server records the read in the access log; the answer is kept out of the cache on the device.
 */
function VoucherDelivery({ donationId, voucherId }: { donationId: string; voucherId: string }) {
  const { data, loading, error, refetch } = useQuery(VoucherDeliveryDocument, {
    variables: { id: voucherId },
    fetchPolicy: 'no-cache',
  });
  return (
    <QueryState
      data={data?.voucher}
      loading={loading}
      error={error}
      onRetry={refetch}
      loadingText={text.loading}
      failureText={(failure) => (failure ? readGraphQLFailure(failure).message : text.loadFailed)}
    >
      {(voucher) =>
        voucher.donationId === donationId ? (
          <Delivery voucher={voucher} />
        ) : (
          <Notice tone="warning" role="alert">
            <p>{text.notFound}</p>
          </Notice>
        )
      }
    </QueryState>
  );
}

function Recipient({ voucher }: { voucher: VoucherData }) {
  const isAdmin = useSessionView().user?.role === 'admin';
  const [revealed, setRevealed] = useState<Revealed | null>(null);
  const shown = revealed ?? voucher;
  // Whole values are formatted; masked ones are shown as the server masked them.
  const whole = revealed !== null;
  if (voucher.anonymisedAt) {
    return (
      <Notice tone="info">
        <p>
          <strong>{text.anonymised(formatDate(voucher.anonymisedAt))}</strong>
        </p>
        <p>{text.anonymisedNote}</p>
      </Notice>
    );
  }
  return (
    <>
      <DetailList
        rows={[
          { term: text.name, value: orNotInformed(shown.receivedName) },
          {
            term: text.cpf,
            value: orNotInformed(shown.receivedCpf, whole ? formatCpf : undefined),
          },
          {
            term: text.phone,
            value: orNotInformed(shown.receivedContactNumber, whole ? formatPhone : undefined),
          },
          { term: text.email, value: orNotInformed(shown.receivedEmail) },
        ]}
      />
      {whole ? null : <p className={styles.muted}>{text.maskedNote}</p>}
      {isAdmin ? (
        <RevealRecipient
          voucherId={voucher.voucherId}
          revealed={revealed}
          onRevealed={setRevealed}
        />
      ) : null}
    </>
  );
}

const receiptText = adminDonationsCopy.receipt;

function FamilyReceipt({ voucher }: { voucher: VoucherData }) {
  const answeredOn = voucher.familyAnsweredAt ? formatDate(voucher.familyAnsweredAt) : '';
  const answer =
    voucher.familyAnswer === 'received'
      ? receiptText.received(answeredOn)
      : voucher.familyAnswer === 'notReceived'
        ? receiptText.notReceived(answeredOn)
        : receiptText.noAnswer;
  return (
    <DetailSection title={receiptText.title}>
      <DetailList
        rows={[
          {
            term: receiptText.code,
            value: voucher.receiptCode ? (
              <strong className={styles.receiptCode}>
                {formatReceiptCode(voucher.receiptCode)}
              </strong>
            ) : (
              <span className={styles.muted}>{receiptText.noCode}</span>
            ),
          },
          { term: receiptText.answer, value: answer },
          {
            term: receiptText.message,
            value: voucher.message ? (
              receiptText.messageStatus(
                voucher.message.statusText,
                formatDateAndTime(voucher.message.at),
              )
            ) : (
              <span className={styles.muted}>{receiptText.noMessage}</span>
            ),
          },
        ]}
      />
      {voucher.receiptCodeFromServer ? (
        <Notice tone="warning">
          <p>{receiptText.fromServer}</p>
        </Notice>
      ) : null}
    </DetailSection>
  );
}

function Delivery({ voucher }: { voucher: VoucherData }) {
  const client = useApolloClient();
  const notify = useNotify();
  // The photo shows the person with their document: admins only (decision 165).
  const isAdmin = useSessionView().user?.role === 'admin';

  const loadPhoto = async () => {
    const result = await client.query({
      query: VoucherPhotoUrlDocument,
      variables: { id: voucher.voucherId },
      fetchPolicy: 'network-only',
    });
    if (!result.data) throw new Error('no photo link');
    return result.data.voucherPhotoUrl;
  };

  return (
    <>
      <DetailSection title={text.title}>
        <DetailList
          rows={[
            { term: text.voucher, value: voucher.voucherId },
            {
              term: text.date,
              value: voucher.delivered ? formatDate(voucher.delivered) : text.notInformed,
            },
            {
              term: text.time,
              value: voucher.delivered ? formatTime(voucher.delivered) : text.notInformed,
            },
            { term: text.status, value: voucher.statusText },
          ]}
        />
        {/* Readonly's voucher number is masked: the timeline, with it whole, is the admin's. */}
        {isAdmin ? (
          <Link href={paths.voucherTimeline.link({ number: voucher.voucherId })}>
            {text.timeline}
          </Link>
        ) : null}
      </DetailSection>

      {voucher.status === 1 ? (
        <Notice tone="info">
          <p>{text.notRecorded}</p>
        </Notice>
      ) : null}

      {voucher.status === 2 ? (
        <DetailSection title={text.recipientTitle}>
          <Recipient voucher={voucher} />
          {voucher.hasPhoto && isAdmin ? (
            <OpenPhotoButton
              label={text.photo}
              busyText={adminDonationsCopy.photo.opening}
              loadUrl={loadPhoto}
              onFailure={(failure) => notify('failure', readGraphQLFailure(failure).message)}
            />
          ) : null}
        </DetailSection>
      ) : null}

      {voucher.status === 2 ? <FamilyReceipt voucher={voucher} /> : null}

      {voucher.status === 3 ? (
        <DetailSection title={text.commentTitle}>
          {voucher.anonymisedAt ? (
            <p className={styles.muted}>{text.anonymised(formatDate(voucher.anonymisedAt))}</p>
          ) : (
            <p className={styles.comment}>{voucher.leaderComment || text.notInformed}</p>
          )}
        </DetailSection>
      ) : null}
    </>
  );
}

export function DeliveredDetailsScreen() {
  const { id = '', voucher = '' } = useParams<{ id: string; voucher: string }>();
  return (
    <Screen title={text.title} backTo={paths.donationDetails.link({ id })} withNav>
      <NotificationBanner />
      <VoucherDelivery donationId={id} voucherId={voucher} />
    </Screen>
  );
}

const revealText = adminDonationsCopy.reveal;

export type Revealed = RevealVoucherMutation['revealVoucher'];

type RevealRecipientProps = {
  voucherId: string;
  revealed: Revealed | null;
  onRevealed: (revealed: Revealed | null) => void;
};

/** The answer stays in this screen's memory only; the server records the access with the reason. */
export function RevealRecipient({ voucherId, revealed, onRevealed }: RevealRecipientProps) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [reveal, { loading }] = useMutation(RevealVoucherDocument, { fetchPolicy: 'no-cache' });
  const root = useRef<HTMLDivElement | null>(null);
  useFocusWhenShown(revealed ? 'shown' : asking ? 'asking' : 'closed', (shown) => {
    const here = root.current;
    if (shown === 'asking') return here?.querySelector('textarea');
    if (shown === 'shown') return here?.closest('section')?.querySelector('h2');
    return here?.querySelector('button');
  });

  if (revealed) {
    return (
      <div ref={root} className={styles.reveal}>
        <Notice tone="info" role="status">
          <p>{revealText.shown}</p>
        </Notice>
        <Button variant="outline" width="full" onClick={() => onRevealed(null)}>
          {revealText.hide}
        </Button>
      </div>
    );
  }
  if (!asking) {
    return (
      <div ref={root}>
        <Button variant="outline" width="full" onClick={() => setAsking(true)}>
          {revealText.open}
        </Button>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await reveal({
        variables: { id: voucherId, reason: reason.trim() || null },
      });
      if (data) onRevealed(data.revealVoucher);
      setAsking(false);
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  };

  return (
    <div ref={root}>
      <form className={styles.reveal} onSubmit={submit} noValidate aria-label={revealText.open}>
        {failure ? (
          <Notice tone="danger" role="alert">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <ReasonField
          label={revealText.reason}
          hint={revealText.reasonHint}
          value={reason}
          onChange={setReason}
        />
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => setAsking(false)}>
            {revealText.cancel}
          </Button>
          <Button type="submit" busy={loading} busyText={revealText.confirming}>
            {revealText.confirm}
          </Button>
        </div>
      </form>
    </div>
  );
}
