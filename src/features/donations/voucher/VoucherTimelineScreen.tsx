import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import {
  VoucherTimelineDocument,
  RecallVouchersDocument,
  ResolveVoucherDocument,
  type VoucherTimelineFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { DetailList, DetailSection } from '#src/ui/DetailList.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { useFocusWhenShown, useRefusalFocus } from '#src/ui/focus-moves.ts';
import * as listStyles from '#src/ui/styles/list.css.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { formatDateOnly } from '#src/lib/format-date.ts';
import { paths } from '#src/lib/paths.ts';
import { ReasonField } from '../review/ReasonField.tsx';
import { reviewCopy } from '../shared/review-copy.ts';
import * as styles from './DeliveredDetailsScreen.css.ts';

export const timelineCopy = {
  title: 'Histórico do cartão',
  loading: 'Carregando o histórico do cartão...',
  loadFailed: 'Não foi possível carregar o histórico do cartão.',
  voucher: 'Cartão',
  state: 'Situação',
  donation: 'Doação',
  eventsTitle: 'Tudo o que aconteceu',
  noEvents: 'Nenhum acontecimento registrado para este cartão.',
  when: 'Quando',
  who: 'Quem',
  nobody: 'Sem usuário (registro do sistema)',
  source: 'Origem',
  sentLater: (at: string) => `Registrado no aparelho; chegou ao servidor em ${at}`,
  holder: 'Com a liderança',
  balance: 'Saldo',
  expiresOn: 'Validade',
  reason: 'Motivo',
  inConflict: 'Em conflito',
  conflictTitle: 'Inconsistente: dois fatos não batem',
  conflictHint:
    'Os dois fatos ficam guardados. Confira com a liderança ou a operadora e registre o que foi verificado.',
  resolveTitle: 'Resolver',
  resolveReason: 'Motivo da resolução',
  resolveHint: 'Diga o que foi conferido e com quem. O motivo fica no histórico do cartão.',
  reasonRequired: 'Informe o motivo.',
  resolve: 'Resolver',
  resolving: 'Resolvendo...',
  resolved: 'Inconsistência resolvida. O motivo foi registrado no histórico.',
  recallTitle: 'Recolher este cartão',
  recallHint:
    'Peça à liderança que devolva este cartão à unidade. Ela verá o pedido na lista de doações até devolver ou registrar a entrega.',
  at: ({ date, time }: { date: string; time: string }) => (time ? `${date} às ${time}` : date),
  money: (cents: number) =>
    (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' }),
};
const text = timelineCopy;

type Timeline = VoucherTimelineFieldsFragment;
type VoucherEvent = Timeline['events'][number];

/** A phone that was offline sends its write later: worth saying when the two clocks differ. */
const SENT_LATER_MS = 5 * 60_000;

const when = (iso: string) => text.at(formatDateAndTime(iso));

export function VoucherTimelineScreen() {
  const { number = '' } = useParams<{ number: string }>();
  const { data, loading, error, refetch } = useQuery(VoucherTimelineDocument, {
    variables: { voucherId: number },
    // The voucher's number stays in this screen's memory, out of the cache kept on the device.
    fetchPolicy: 'no-cache',
  });
  const [resolved, setResolved] = useState<Timeline | null>(null);
  return (
    <Screen title={text.title} backTo={paths.donationList.link()} withNav>
      <QueryState
        data={resolved ?? data?.voucherTimeline}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={text.loading}
        failureText={(failure) => (failure ? readGraphQLFailure(failure).message : text.loadFailed)}
      >
        {(timeline) => (
          <VoucherLife
            timeline={timeline}
            onResolved={setResolved}
            onRecalled={() => {
              setResolved(null);
              void refetch();
            }}
          />
        )}
      </QueryState>
    </Screen>
  );
}

function VoucherLife({
  timeline,
  onResolved,
  onRecalled,
}: {
  timeline: Timeline;
  onResolved: (timeline: Timeline) => void;
  onRecalled: () => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  const said = useRef<HTMLDivElement | null>(null);
  // The form is gone once it has done its work: the focus goes to what it says instead.
  useFocusWhenShown(done !== null, () => said.current);
  const conflicting = new Set(timeline.conflicts.flatMap((found) => found.eventIds));
  const byId = new Map(timeline.events.map((event) => [event.id, event]));
  return (
    <>
      <DetailSection title={`${text.voucher} ${timeline.voucherId}`}>
        <DetailList
          rows={[
            {
              term: text.state,
              value: (
                <span className={listStyles.statusTone[timeline.inconsistent ? 'problem' : 'done']}>
                  {timeline.stateText}
                </span>
              ),
            },
            {
              term: text.donation,
              value: (
                <Link href={paths.donationDetails.link({ id: timeline.donationId })}>
                  {timeline.donationId}
                </Link>
              ),
            },
          ]}
        />
      </DetailSection>

      <div ref={said}>
        {done ? (
          <Notice tone="info" role="status">
            <p>{done}</p>
          </Notice>
        ) : null}
      </div>

      {timeline.inconsistent ? (
        <DetailSection title={text.conflictTitle}>
          <p className={styles.muted}>{text.conflictHint}</p>
          {timeline.conflicts.map((found) => (
            <div key={found.eventIds.join('-')}>
              <p>
                <strong>{found.text}</strong>
              </p>
              <ul className={listStyles.list}>
                {found.eventIds.map((id) => {
                  const event = byId.get(id);
                  return event ? (
                    <li key={id}>
                      {event.text}: {when(event.occurredAt)} · {event.sourceText}
                      {event.fileName ? ` (${event.fileName})` : ''}
                    </li>
                  ) : null;
                })}
              </ul>
            </div>
          ))}
          <ResolveForm
            voucherId={timeline.voucherId}
            onResolved={(next) => {
              setDone(text.resolved);
              onResolved(next);
            }}
          />
        </DetailSection>
      ) : null}

      {timeline.stage === 'withLeader' && !timeline.recalled ? (
        <DetailSection title={text.recallTitle}>
          <RecallVoucherForm
            voucherId={timeline.voucherId}
            leaderName={timeline.events.at(-1)?.leaderName ?? ''}
            onRecalled={(message) => {
              setDone(message);
              onRecalled();
            }}
          />
        </DetailSection>
      ) : null}

      <DetailSection title={text.eventsTitle}>
        {timeline.events.length === 0 ? (
          <p className={styles.muted}>{text.noEvents}</p>
        ) : (
          <ol className={listStyles.list}>
            {timeline.events.map((event) => (
              <EventItem key={event.id} event={event} inConflict={conflicting.has(event.id)} />
            ))}
          </ol>
        )}
      </DetailSection>
    </>
  );
}

function EventItem({ event, inConflict }: { event: VoucherEvent; inConflict: boolean }) {
  const sentLater =
    event.source === 'app' &&
    Date.parse(event.loggedAt) - Date.parse(event.occurredAt) > SENT_LATER_MS;
  const rows = [
    { term: text.when, value: when(event.occurredAt) },
    { term: text.who, value: event.actorName ?? text.nobody },
    {
      term: text.source,
      value: [
        event.fileName ? `${event.sourceText}: ${event.fileName}` : event.sourceText,
        sentLater ? ` · ${text.sentLater(when(event.loggedAt))}` : '',
      ].join(''),
    },
    { term: text.holder, value: event.leaderName },
  ];
  if (event.balanceCents !== null && event.balanceCents !== undefined)
    rows.push({ term: text.balance, value: text.money(event.balanceCents) });
  if (event.expiresOn) rows.push({ term: text.expiresOn, value: formatDateOnly(event.expiresOn) });
  if (event.note) rows.push({ term: text.reason, value: event.note });
  return (
    <li className={listStyles.cardSurface}>
      <p className={listStyles.cardTitle}>
        {event.text}{' '}
        {inConflict ? (
          <span className={listStyles.statusTone.problem}>{text.inConflict}</span>
        ) : null}
      </p>
      <DetailList rows={rows} />
    </li>
  );
}

function ResolveForm({
  voucherId,
  onResolved,
}: {
  voucherId: string;
  onResolved: (timeline: Timeline) => void;
}) {
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; server?: string }>({});
  const [resolve, { loading }] = useMutation(ResolveVoucherDocument, { fetchPolicy: 'no-cache' });
  const { formRef, refused } = useRefusalFocus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setErrors({ reason: text.reasonRequired });
      refused();
      return;
    }
    setErrors({});
    try {
      const { data } = await resolve({ variables: { voucherId, reason: reason.trim() } });
      if (data) onResolved(data.resolveVoucher);
    } catch (failure) {
      setErrors({ server: readGraphQLFailure(failure).message });
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.reveal}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={text.resolveTitle}
    >
      {errors.server ? (
        <Notice tone="danger" role="alert">
          <p>{errors.server}</p>
        </Notice>
      ) : null}
      <ReasonField
        label={text.resolveReason}
        hint={text.resolveHint}
        value={reason}
        error={errors.reason}
        onChange={setReason}
      />
      <Button type="submit" width="full" busy={loading} busyText={text.resolving}>
        {text.resolve}
      </Button>
    </form>
  );
}

/** 'Recolher' for this one voucher, after a question naming the leader who holds it. */
function RecallVoucherForm({
  voucherId,
  leaderName,
  onRecalled,
}: {
  voucherId: string;
  leaderName: string;
  onRecalled: (message: string) => void;
}) {
  const recallText = reviewCopy.recall;
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [recall, { loading }] = useMutation(RecallVouchersDocument);

  const confirmed = async () => {
    setConfirming(false);
    try {
      await recall({ variables: { voucherId } });
      setFailure(null);
      onRecalled(recallText.success(1, leaderName));
    } catch (refused) {
      setFailure(readGraphQLFailure(refused).message);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setConfirming(true);
      }}
      noValidate
      aria-label={text.recallTitle}
    >
      <p className={styles.muted}>{text.recallHint}</p>
      {failure ? (
        <Notice tone="danger" role="alert">
          <p>{failure}</p>
        </Notice>
      ) : null}
      <Button type="submit" width="full" busy={loading} busyText={recallText.submitting}>
        {recallText.submit}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={recallText.confirmTitle(1, leaderName)}
        description={recallText.confirmBody}
        confirmLabel={recallText.confirmYes}
        cancelLabel={recallText.confirmNo}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
