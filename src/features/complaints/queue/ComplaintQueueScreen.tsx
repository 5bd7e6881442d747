import { useQuery } from '@apollo/client/react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  ComplaintsDocument,
  type ComplaintFilterInput,
  type ComplaintSummaryFieldsFragment,
} from '#graphql/generated/operations.ts';
import { COMPLAINT_STAGES, COMPLAINT_STAGE_TEXTS } from '#contract/complaint-texts.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { formatDate } from '#src/lib/format-date.ts';
import { paths } from '#src/lib/paths.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { SelectField } from '#src/ui/fields.tsx';
import { ComplaintCountsTables } from './ComplaintCountsTables.tsx';
import { complaintsCopy as text } from '../shared/complaints-copy.ts';
import * as styles from '../shared/complaints.css.ts';

const SHOWS = ['open', 'overdue', 'all', ...COMPLAINT_STAGES] as const;
type Show = (typeof SHOWS)[number];

/** From the address (`?show=overdue`), so a link can open the queue filtered. */
const showOf = (search: string): Show => {
  const asked = new URLSearchParams(search).get('show');
  return SHOWS.find((show) => show === asked) ?? 'open';
};

const filterOf = (show: Show): ComplaintFilterInput => {
  if (show === 'open') return { open: true };
  if (show === 'overdue') return { overdue: true };
  if (show === 'all') return {};
  return { stage: show };
};

/** 'Vencida': still open after its due date; 'Sensível': only the ombudsperson reads it. */
export function ComplaintMarks({ overdue, sensitive }: { overdue: boolean; sensitive: boolean }) {
  if (!overdue && !sensitive) return null;
  return (
    <span className={styles.marks}>
      {overdue ? <span className={styles.overdueMark}>{text.overdue}</span> : null}
      {sensitive ? <span className={styles.sensitiveMark}>{text.sensitive}</span> : null}
    </span>
  );
}

function ComplaintItem({ complaint }: { complaint: ComplaintSummaryFieldsFragment }) {
  return (
    <li className={complaint.overdue ? `${styles.item} ${styles.itemOverdue}` : styles.item}>
      <Link
        href={paths.complaintDetails.link({ id: complaint.id })}
        className={styles.protocolLink}
      >
        {complaint.protocol}
      </Link>
      <ComplaintMarks overdue={complaint.overdue} sensitive={complaint.sensitive} />
      <p className={styles.text}>{complaint.categoryText}</p>
      <p className={styles.meta}>
        {text.stage}: {complaint.stageText} · {text.due}: {formatDate(complaint.dueAt)}
        {complaint.leaderName ? ` · ${text.leader}: ${complaint.leaderName}` : ''}
      </p>
    </li>
  );
}

/** Complaints are read fresh and never kept on the device. */
export function ComplaintQueueScreen() {
  const role = useSessionView().user?.role;
  const show = showOf(useSearch());
  const [, navigate] = useLocation();
  const setShow = (next: Show) =>
    navigate(paths.complaints.link(next === 'open' ? {} : { show: next }), { replace: true });
  const { data, loading, error, refetch } = useQuery(ComplaintsDocument, {
    variables: { filter: filterOf(show) },
    fetchPolicy: 'no-cache',
  });
  const canOpen = role === 'ouvidoria' || role === 'admin';

  return (
    <Screen title={text.queue.title} withNav>
      <div className={styles.stack}>
        <p className={styles.intro}>{text.queue.intro}</p>
        <div className={styles.actions}>
          {canOpen ? (
            <Link href={paths.complaintNew.link()} className={styles.protocolLink}>
              {text.queue.newComplaint}
            </Link>
          ) : null}
          <Link href={paths.verification.link()} className={styles.protocolLink}>
            {text.queue.verification}
          </Link>
        </div>
        <SelectField
          label={text.queue.show}
          value={show}
          onChange={(event) => setShow(event.target.value as Show)}
        >
          <option value="open">{text.queue.open}</option>
          <option value="overdue">{text.queue.overdue}</option>
          {COMPLAINT_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {COMPLAINT_STAGE_TEXTS[stage]}
            </option>
          ))}
          <option value="all">{text.queue.all}</option>
        </SelectField>
        <QueryState
          data={data?.complaints}
          loading={loading}
          error={error}
          onRetry={refetch}
          loadingText={text.queue.loading}
          failureText={text.queue.failed}
          emptyText={text.queue.empty}
          isEmpty={(list) => list.complaints.length === 0 && list.sensitiveHidden === 0}
        >
          {(list) => (
            <>
              {list.sensitiveHidden > 0 ? (
                <Notice tone="info">
                  <p>{text.queue.sensitiveHidden(list.sensitiveHidden)}</p>
                </Notice>
              ) : null}
              {list.complaints.length === 0 ? (
                <p className={styles.intro}>{text.queue.empty}</p>
              ) : (
                <ul className={styles.history} aria-label={text.queue.listLabel}>
                  {list.complaints.map((complaint) => (
                    <ComplaintItem key={complaint.id} complaint={complaint} />
                  ))}
                </ul>
              )}
            </>
          )}
        </QueryState>
        <ComplaintCountsTables role={role} />
      </div>
    </Screen>
  );
}
