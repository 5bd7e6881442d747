import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import {
  AccessLogDocument,
  ExportAccessLogDocument,
  VerifyAccessLogDocument,
  type AccessLogFilterInput,
  type VerifyAccessLogMutation,
} from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { normalizeCpf } from '#contract/cpf.ts';
import { AlertBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { DetailSection } from '#src/ui/DetailList.tsx';
import { downloadFile } from '#src/ui/download-file.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { QueryState } from '#src/ui/QueryState.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { paths } from '#src/lib/paths.ts';
import { accessLogCopy, AccessEntryItem } from '../shared/privacy.tsx';
import * as styles from '../shared/privacy-screens.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

const text = accessLogCopy;

type FilterValues = Required<{ [Field in keyof AccessLogFilterInput]: string }>;
const emptyFilter: FilterValues = {
  actorName: '',
  cpf: '',
  donationId: '',
  dateFrom: '',
  dateTo: '',
  reason: '',
};

/** A CPF never travels in a URL: POST. */
const criteria = (values: FilterValues): AccessLogFilterInput =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value.trim() !== '')
      .map(([name, value]) => [name, value.trim()]),
  );

type Check = VerifyAccessLogMutation['verifyAccessLog'];

function ChainCheck({ check }: { check: Check }) {
  if (!check.intact) {
    return (
      <Notice tone="danger" role="alert">
        <p>{text.broken(check.brokenAt ?? 0)}</p>
      </Notice>
    );
  }
  return (
    <Notice tone="info" role="status">
      <p>{text.intact(check.entries)}</p>
      {check.head ? <p className={styles.value}>{text.head(check.head)}</p> : null}
    </Notice>
  );
}

export function AccessLogScreen() {
  const client = useApolloClient();
  const [values, setValues] = useState<FilterValues>(emptyFilter);
  const [filter, setFilter] = useState<AccessLogFilterInput>({});
  const [notice, setNotice] = useState<{ type: 'success' | 'failure'; message: string } | null>(
    null,
  );
  const [check, setCheck] = useState<Check | null>(null);
  const [exporting, setExporting] = useState(false);
  const [cpfError, setCpfError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const { formRef, refused } = useRefusalFocus();
  // The log names families' vouchers: read fresh, never kept in the cache on the device.
  const { data, loading, error, refetch } = useQuery(AccessLogDocument, {
    variables: { filter },
    fetchPolicy: 'no-cache',
  });
  const [verify, { loading: verifying }] = useMutation(VerifyAccessLogDocument, {
    fetchPolicy: 'no-cache',
  });

  const set = (field: keyof FilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const byCpf = values.cpf.trim() !== '';
    const badCpf = byCpf && normalizeCpf(values.cpf) === null;
    const reasonLength = values.reason.trim().length;
    const badReason = byCpf && (reasonLength < 5 || reasonLength > 500);
    setCpfError(badCpf ? text.cpfInvalid : undefined);
    setReasonError(badReason ? text.reasonRequired : undefined);
    // A reason alone searches nothing: it goes only with the CPF it explains.
    if (badCpf || badReason) refused();
    else setFilter(criteria(byCpf ? values : { ...values, reason: '' }));
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: file } = await client.mutate({
        mutation: ExportAccessLogDocument,
        variables: { filter },
        fetchPolicy: 'no-cache',
      });
      if (!file) throw new Error('no file');
      // The BOM makes Excel pt-BR read the accents.
      downloadFile(
        file.exportAccessLog.fileName,
        `${file.exportAccessLog.contentType};charset=utf-8`,
        `\uFEFF${file.exportAccessLog.content}`,
      );
      setNotice({ type: 'success', message: text.exported });
    } catch (failure) {
      setNotice({ type: 'failure', message: readGraphQLFailure(failure).message });
    } finally {
      setExporting(false);
    }
  };

  const runCheck = async () => {
    try {
      const result = await verify();
      if (result.data) setCheck(result.data.verifyAccessLog);
    } catch (failure) {
      setNotice({ type: 'failure', message: readGraphQLFailure(failure).message });
    }
  };

  return (
    <Screen title={text.title} backTo={paths.profile.link()} withNav>
      <AlertBanner
        type={notice?.type ?? 'success'}
        message={notice?.message ?? null}
        onDismiss={() => setNotice(null)}
      />
      <p className={styles.intro}>{text.intro}</p>
      <DetailSection title={text.filterTitle}>
        <form
          ref={formRef}
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={text.filterTitle}
        >
          <TextField
            label={text.actorName}
            hint={text.actorNameHint}
            value={values.actorName}
            onChange={set('actorName')}
            maxLength={120}
          />
          <TextField
            label={text.cpf}
            hint={text.cpfHint}
            value={values.cpf}
            onChange={set('cpf')}
            inputMode="numeric"
            maxLength={14}
            autoComplete="off"
            error={cpfError}
          />
          <TextField
            label={text.reason}
            hint={text.reasonHint}
            value={values.reason}
            onChange={set('reason')}
            maxLength={500}
            autoComplete="off"
            error={reasonError}
          />
          <TextField
            label={text.donationId}
            value={values.donationId}
            onChange={set('donationId')}
            maxLength={20}
            autoComplete="off"
          />
          <div className={styles.row}>
            <TextField
              label={text.dateFrom}
              type="date"
              value={values.dateFrom}
              onChange={set('dateFrom')}
            />
            <TextField
              label={text.dateTo}
              type="date"
              value={values.dateTo}
              onChange={set('dateTo')}
            />
          </div>
          <div className={styles.actions}>
            <Button type="submit" busy={loading} busyText={text.searching}>
              {text.search}
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setValues(emptyFilter);
                setFilter({});
              }}
            >
              {text.clear}
            </Button>
          </div>
        </form>
      </DetailSection>
      <div className={styles.actions}>
        <Button
          variant="outline"
          onClick={() => void exportCsv()}
          busy={exporting}
          busyText={text.exporting}
        >
          {text.export}
        </Button>
        <Button
          variant="outline"
          onClick={() => void runCheck()}
          busy={verifying}
          busyText={text.verifying}
        >
          {text.verify}
        </Button>
      </div>
      {check ? <ChainCheck check={check} /> : null}
      <QueryState
        data={data?.accessLog}
        loading={loading}
        error={error}
        onRetry={refetch}
        loadingText={text.loading}
        failureText={(failure) => (failure ? readGraphQLFailure(failure).message : text.loadFailed)}
      >
        {(page) =>
          page.entries.length === 0 ? (
            <p className={styles.muted}>{text.empty}</p>
          ) : (
            <>
              <p className={styles.muted} role="status">
                {text.total(page.entries.length, page.total)}
              </p>
              <ol className={styles.entries}>
                {page.entries.map((entry) => (
                  <li key={entry.seq}>
                    <AccessEntryItem entry={entry} />
                  </li>
                ))}
              </ol>
            </>
          )
        }
      </QueryState>
    </Screen>
  );
}
