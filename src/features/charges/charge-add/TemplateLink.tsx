import type { ChargeType } from '#contract/charges.ts';
import { chargeTemplateCsv } from '#contract/charge-columns.ts';
import { VisuallyHidden } from '#src/ui/Screen.tsx';
import { chargeAddCopy, chargeCopy } from '../copy';
import * as styles from './ChargeAddScreen.css';

/**
 * 'Baixar modelo': the type's CSV (header and one example line) made on the device, so it
 * downloads at once, offline too, and always matches the columns the server checks.
 */
export function TemplateLink({ type }: { type: ChargeType }) {
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(chargeTemplateCsv(type))}`;
  return (
    <a className={styles.template} href={href} download={chargeAddCopy.templateFile[type]}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 9h-4V3H9v6H5l7 7 7-7ZM5 18v2h14v-2H5Z" fill="currentColor" />
      </svg>
      {chargeAddCopy.template}{' '}
      <VisuallyHidden>{chargeAddCopy.templateOf(chargeCopy.typeLabels[type])}</VisuallyHidden>
    </a>
  );
}
