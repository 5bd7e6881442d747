import type { ComponentPropsWithRef } from 'react';
import { ANOMALY_KINDS, ANOMALY_TEXTS } from '#contract/anomalies.ts';
import { SelectField } from '#src/ui/fields.tsx';
import { anomalyFilterCopy } from './anomaly-filter-copy.ts';

/** The filter's 'Alerta' choice: donations carrying one anomaly flag (docs/product.md R10.3). */
export function AnomalyFilterField(
  props: Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'>,
) {
  return (
    <SelectField label={anomalyFilterCopy.anomaly} {...props}>
      <option value="">{anomalyFilterCopy.anyAnomaly}</option>
      {ANOMALY_KINDS.map((kind) => (
        <option key={kind} value={kind}>
          {ANOMALY_TEXTS[kind]}
        </option>
      ))}
    </SelectField>
  );
}
