import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  ExportSubjectDocument,
  SubjectRecordDocument,
  type SubjectRecordFieldsFragment,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import { AlertBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { DetailSection, DetailList } from '#src/ui/DetailList.tsx';
import { downloadFile } from '#src/ui/download-file.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { paths } from '#src/lib/paths.ts';
import { subjectCopy, AccessEntryItem } from '../shared/privacy.tsx';
import { SubjectAnonymiseForm, SubjectCorrectionForm } from './SubjectForms.tsx';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { formatDate, formatTime } from '#src/lib/format-date.ts';
import { formatPhone } from '#src/lib/format-phone.ts';
import * as styles from '../shared/privacy-screens.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

const text = subjectCopy;

type Notice = { type: 'success' | 'failure'; message: string };

/** Read through mutations with no cache, so no family's data stays on this device. */
export function DataSubjectScreen() {
  const client = useApolloClient();
  const [cpf, setCpf] = useState('');
  const [cpfError, setCpfError] = useState<string | undefined>();
  const [record, setRecord] = useState<SubjectRecordFieldsFragment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [exporting, setExporting] = useState(false);
  const { formRef, refused } = useRefusalFocus();
  const [lookUp, { loading }] = useMutation(SubjectRecordDocument, { fetchPolicy: 'no-cache' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = normalizeCpf(cpf);
    setCpfError(digits ? undefined : text.cpfInvalid);
    if (!digits) {
      refused();
      return;
    }
    try {
      const { data } = await lookUp({ variables: { cpf: digits } });
      setRecord(data?.subjectRecord ?? null);
    } catch (failure) {
      setNotice({ type: 'failure', message: readGraphQLFailure(failure).message });
    }
  };

  const exportJson = async () => {
    if (!record) return;
    setExporting(true);
    try {
      const { data } = await client.mutate({
        mutation: ExportSubjectDocument,
        variables: { cpf: record.cpf },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('no file');
      downloadFile(
        data.exportSubject.fileName,
        data.exportSubject.contentType,
        data.exportSubject.content,
      );
      setNotice({ type: 'success', message: text.exported });
    } catch (failure) {
      setNotice({ type: 'failure', message: readGraphQLFailure(failure).message });
    } finally {
      setExporting(false);
    }
  };

  const changed = (next: SubjectRecordFieldsFragment, message: string) => {
    setRecord(next);
    setNotice({ type: 'success', message });
  };

  return (
    <Screen title={text.title} backTo={paths.profile.link()} withNav>
      <AlertBanner
        type={notice?.type ?? 'success'}
        message={notice?.message ?? null}
        onDismiss={() => setNotice(null)}
      />
      <div className={styles.noPrint}>
        <p className={styles.intro}>{text.intro}</p>
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={(event) => void submit(event)}
          noValidate
          aria-label={text.lookUp}
        >
          <TextField
            label={text.cpf}
            hint={text.cpfHint}
            value={cpf}
            onChange={(event) => setCpf(event.target.value)}
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
            error={cpfError}
          />
          <Button type="submit" busy={loading} busyText={text.lookingUp}>
            {text.lookUp}
          </Button>
        </form>
      </div>
      {record ? (
        <>
          <div className={`${styles.actions} ${styles.noPrint}`}>
            <Button
              variant="outline"
              onClick={() => void exportJson()}
              busy={exporting}
              busyText={text.exporting}
            >
              {text.exportJson}
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              {text.print}
            </Button>
          </div>
          <SubjectRecordView record={record} />
          <div className={styles.noPrint}>
            <DetailSection title={text.correctTitle}>
              <SubjectCorrectionForm record={record} onChanged={changed} />
            </DetailSection>
            <DetailSection title={text.anonymiseTitle}>
              <SubjectAnonymiseForm record={record} onChanged={changed} />
            </DetailSection>
          </div>
        </>
      ) : null}
    </Screen>
  );
}

type Delivery = SubjectRecordFieldsFragment['deliveries'][number];
type Complaint = SubjectRecordFieldsFragment['complaints'][number];

const orNotInformed = (
  value: string | null | undefined,
  format: (v: string) => string = (v) => v,
) => (value ? format(value) : text.notInformed);

function retentionOf(delivery: Delivery): string {
  if (delivery.anonymisedAt) return text.anonymised(formatDate(delivery.anonymisedAt));
  return delivery.anonymiseAfter
    ? text.anonymiseAfter(formatDate(delivery.anonymiseAfter))
    : text.stillOpen;
}

function DeliveryCard({ delivery }: { delivery: Delivery }) {
  const when = delivery.delivered
    ? `${formatDate(delivery.delivered)} ${formatTime(delivery.delivered)}`
    : text.notDeliveredYet;
  return (
    <article className={styles.entry} aria-label={text.deliveryTitle(delivery.voucherId, when)}>
      <p className={styles.entryHead}>{text.deliveryTitle(delivery.voucherId, when)}</p>
      <DetailList
        rows={[
          { term: text.donation, value: delivery.donationId },
          { term: text.status, value: delivery.statusText },
          { term: text.leader, value: delivery.leaderName },
          { term: text.site, value: `${delivery.siteName}, ${delivery.city}/${delivery.state}` },
          { term: text.name, value: orNotInformed(delivery.receivedName) },
          { term: text.cpfTerm, value: orNotInformed(delivery.receivedCpf, formatCpf) },
          { term: text.phone, value: orNotInformed(delivery.receivedContactNumber, formatPhone) },
          { term: text.email, value: orNotInformed(delivery.receivedEmail) },
          {
            term: text.location,
            value:
              delivery.lat === null ||
              delivery.lat === undefined ||
              delivery.lon === null ||
              delivery.lon === undefined
                ? text.notInformed
                : `${delivery.lat}, ${delivery.lon}`,
          },
          { term: text.photos, value: text.photoCount(delivery.hasPhoto, delivery.hasInvoice) },
        ]}
      />
      <p className={styles.muted}>{retentionOf(delivery)}</p>
    </article>
  );
}

function ComplaintCard({ complaint }: { complaint: Complaint }) {
  const title = text.complaintTitle(complaint.protocol, formatDate(complaint.createdAt));
  return (
    <article className={styles.entry} aria-label={title}>
      <p className={styles.entryHead}>{title}</p>
      <DetailList
        rows={[
          { term: text.complaintCategory, value: complaint.categoryText },
          { term: text.complaintChannel, value: complaint.channelText },
          { term: text.complaintStage, value: complaint.stageText },
          { term: text.complaintDescription, value: orNotInformed(complaint.description) },
          { term: text.complaintReceiptCode, value: orNotInformed(complaint.receiptCode) },
          { term: text.complaintPhone, value: orNotInformed(complaint.contactPhone, formatPhone) },
          { term: text.complaintAnswer, value: orNotInformed(complaint.publicAnswer) },
          {
            term: text.complaintStages,
            value: complaint.stages
              .map((stage) => `${stage.stageText} (${formatDate(stage.at)})`)
              .join(', '),
          },
        ]}
      />
      {complaint.anonymisedAt ? (
        <p className={styles.muted}>
          {text.complaintAnonymised(formatDate(complaint.anonymisedAt))}
        </p>
      ) : null}
    </article>
  );
}

export function SubjectRecordView({ record }: { record: SubjectRecordFieldsFragment }) {
  const [shownAt] = useState(() => new Date().toISOString());
  return (
    <div className={styles.printable}>
      <h2 className={styles.entryHead}>{text.recordTitle(formatCpf(record.cpf))}</h2>
      <p className={styles.muted}>{text.retention(record.retentionDays)}</p>
      <p className={`${styles.muted} ${styles.printOnly}`}>{text.printedAt(formatDate(shownAt))}</p>
      <DetailSection title={text.deliveriesTitle}>
        {record.deliveries.length === 0 ? (
          <p className={styles.muted}>{text.nothing}</p>
        ) : (
          <ul className={styles.entries}>
            {record.deliveries.map((delivery) => (
              <li key={delivery.voucherId}>
                <DeliveryCard delivery={delivery} />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      {record.account ? (
        <DetailSection title={text.accountTitle}>
          <DetailList
            rows={[
              { term: text.name, value: record.account.name },
              { term: text.role, value: record.account.role ?? text.notInformed },
              { term: text.email, value: record.account.email },
              { term: text.phone, value: orNotInformed(record.account.phone, formatPhone) },
              { term: text.rg, value: orNotInformed(record.account.rg) },
              {
                term: text.birthdate,
                value: orNotInformed(record.account.birthdate, (date) =>
                  date.split('-').reverse().join('/'),
                ),
              },
              { term: text.address, value: orNotInformed(record.account.address) },
              { term: text.cep, value: orNotInformed(record.account.cep) },
              { term: text.communities, value: orNotInformed(record.account.communities) },
              { term: text.accountSite, value: orNotInformed(record.account.siteName) },
              { term: text.createdAt, value: formatDate(record.account.createdAt) },
              {
                term: text.disabledAt,
                value: orNotInformed(record.account.disabledAt, formatDate),
              },
              {
                term: text.termsAcceptedAt,
                value: orNotInformed(record.account.termsAcceptedAt, formatDate),
              },
              {
                term: text.checklists,
                value: text.checklistCount(
                  record.account.checklists.length,
                  record.account.checklists[0] ? formatDate(record.account.checklists[0]) : null,
                ),
              },
              {
                term: text.awayReports,
                value:
                  record.account.awayReports
                    .map((report) =>
                      text.awayReport(
                        report.kind,
                        formatDate(report.createdAt),
                        report.resolvedAt ? formatDate(report.resolvedAt) : null,
                      ),
                    )
                    .join('; ') || text.none,
              },
              {
                term: text.passwordResets,
                value: record.account.passwordResets.map(formatDate).join(', ') || text.none,
              },
            ]}
          />
        </DetailSection>
      ) : null}
      <DetailSection title={text.complaintsTitle}>
        {record.complaints.length === 0 && record.sensitiveComplaints === 0 ? (
          <p className={styles.muted}>{text.noComplaints}</p>
        ) : (
          <>
            <p className={styles.muted}>{text.complaintsFound}</p>
            {record.sensitiveComplaints > 0 ? (
              <p>{text.sensitiveComplaints(record.sensitiveComplaints)}</p>
            ) : null}
            {record.complaints.length > 0 ? (
              <ul className={styles.entries}>
                {record.complaints.map((complaint) => (
                  <li key={complaint.protocol}>
                    <ComplaintCard complaint={complaint} />
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        )}
      </DetailSection>
      <DetailSection title={text.accessesTitle}>
        {record.accesses.length === 0 ? (
          <p className={styles.muted}>{text.noAccesses}</p>
        ) : (
          <ol className={styles.entries}>
            {record.accesses.map((entry) => (
              <li key={entry.seq}>
                <AccessEntryItem entry={entry} />
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
    </div>
  );
}
