import { useQuery } from '@apollo/client/react';
import { ChargeDocument } from '#graphql/generated/operations.ts';
import { chargeCopy } from '../copy';
import * as styles from './ChargeScreen.css';

type ChargeErrorsProps = { id: string; panelId: string; fileName: string; status: string };

/** The lines of a refused load and why each failed; fetched when the person opens the panel. */
export function ChargeErrors({ id, panelId, fileName, status }: ChargeErrorsProps) {
  const { data, loading, error } = useQuery(ChargeDocument, { variables: { id } });
  const lines = data?.charge.errors;
  return (
    <section
      id={panelId}
      className={styles.errors}
      aria-label={chargeCopy.errorsTitle(fileName)}
      aria-busy={loading || undefined}
    >
      <p className={styles.errorsTitle}>{chargeCopy.errorsSummary(status)}</p>
      {lines ? (
        <ol className={styles.errorList}>
          {lines.map((line, index) => (
            <li key={`${line.line}-${index}`}>
              <span className={styles.errorLine}>{chargeCopy.errorLine(line.line)}:</span>{' '}
              {line.message}
            </li>
          ))}
        </ol>
      ) : loading ? (
        <p role="status">{chargeCopy.errorsLoading}</p>
      ) : error ? (
        <p role="alert">{chargeCopy.errorsFailed}</p>
      ) : null}
    </section>
  );
}
