import type { ComponentPropsWithRef } from 'react';
import { ANOMALY_KINDS, ANOMALY_TEXTS } from '#contract/anomalies.ts';
import { SelectField } from '#src/ui/SelectField.tsx';
import { reviewCopy } from './review-copy';

/** The filter's 'Alerta' choice: donations carrying one anomaly flag (docs/product.md R10.3). */
export function AnomalyFilterField(props: Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'>) {
  return (
    <SelectField label={reviewCopy.filter.anomaly} {...props}>
      <option value="">{reviewCopy.filter.anyAnomaly}</option>
      {ANOMALY_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {ANOMALY_TEXTS[kind]}
        </option>
      ))}
    </SelectField>
  );
}
