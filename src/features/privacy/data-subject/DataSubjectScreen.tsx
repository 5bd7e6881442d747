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
import { DetailSection } from '#src/ui/DetailList.tsx';
import { downloadFile } from '#src/ui/download-file.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { paths } from '#src/lib/paths.ts';
import { subjectCopy } from '../copy.ts';
import { SubjectAnonymiseForm } from './SubjectAnonymiseForm.tsx';
import { SubjectCorrectionForm } from './SubjectCorrectionForm.tsx';
import { SubjectRecordView } from './SubjectRecordView.tsx';
import * as styles from '../privacy-screens.css.ts';
import { useRefusalFocus } from '#src/ui/focus-moves.ts';

const text = subjectCopy;

type Notice = { type: 'success' | 'failure'; message: string };

/**
 * 'Titular dos dados' (admin): a family's request, from their CPF. The record is read through
 * mutations with no cache, so no family's data stays on this device after the screen closes.
 */
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
