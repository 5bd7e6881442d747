import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { CreateReportDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { exportFiltersCopy, exportTypesCopy } from '../copy';
import { AlertBanner } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import {
  isReportType,
  reportHoldsPersonalData,
  reportNeedsFilter,
  type ReportType,
} from '#contract/reports.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { DataModeField } from './DataModeField';
import {
  emptyExportFilter,
  exportFilterSchema,
  missingFilter,
  toReportFilter,
  type ExportFilterValues,
} from '../forms/export-filter';
import { ExportFilterFields } from './ExportFilterFields';
import * as styles from './ExportFiltersScreen.css';
import { paths } from '#src/lib/paths.ts';

const text = exportFiltersCopy;

function ExportFiltersForm({ type }: { type: ReportType }) {
  const [, navigate] = useLocation();
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);
  const canChooseComplete =
    useSessionView().user?.role === 'admin' && reportHoldsPersonalData(type);
  const [createReport] = useMutation(CreateReportDocument);
  const form = useForm<ExportFilterValues, unknown, ExportFilterValues>({
    resolver: valibotResolver(exportFilterSchema),
    defaultValues: emptyExportFilter,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const noFilter = missingFilter(values, type);
    setMissing(noFilter);
    if (noFilter) return;
    try {
      await createReport({
        variables: {
          type,
          filter: toReportFilter(values, type),
          complete: canChooseComplete && complete,
        },
      });
      navigate(paths.export.link());
    } catch (error) {
      setFailure(readGraphQLFailure(error).message);
    }
  });

  return (
    <>
      <AlertBanner type="failure" message={failure} onDismiss={() => setFailure(null)} />
      <div className={styles.chosen}>
        <p className={styles.chosenType}>{text.chosenType(exportTypesCopy.labels[type])}</p>
        <Link href={paths.exportTypes.link({ type })} className={styles.link}>
          {text.changeType}
        </Link>
      </div>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            {reportNeedsFilter(type) ? text.needsFilter : text.optionalFilters}
          </legend>
          <ExportFilterFields type={type} form={form} disabled={isSubmitting} />
        </fieldset>
        {canChooseComplete ? (
          <DataModeField complete={complete} onChange={setComplete} disabled={isSubmitting} />
        ) : null}
        {missing ? (
          <Notice tone="danger" role="alert">
            <p>{text.needsFilter}</p>
          </Notice>
        ) : null}
        <Button type="submit" width="full" busy={isSubmitting} busyText={text.submitting}>
          {text.submit}
        </Button>
      </form>
    </>
  );
}

/** docs/product.md R2.23 /export/filters: the filters of the chosen type (?type=…), then the report is requested. */
export function ExportFiltersScreen() {
  const type = new URLSearchParams(useSearch()).get('type');
  if (!isReportType(type)) return <Redirect to={paths.exportTypes.link()} replace />;
  return (
    <Screen title={text.title} backTo={paths.exportTypes.link({ type })} withNav>
      <ExportFiltersForm type={type} />
    </Screen>
  );
}
