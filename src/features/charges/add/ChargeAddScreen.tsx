import { useCallback, useState, useId, useEffect, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLocation, Link } from 'wouter';
import { chargeCopy, usePollWhile } from '../list/charges.ts';
import { Button } from '#src/ui/Button.tsx';
import { SelectField, FieldError, UploadProgress as ProgressBar } from '#src/ui/fields.tsx';
import { CHARGE_TYPES, type ChargeType } from '#contract/charges.ts';
import {
  CHARGE_MAX_MB,
  chargeColumns,
  chargeUploadSchema,
  emptyChargeUpload,
  rejectedFailure,
  useChargeUpload,
  formatFileSize,
  type ChargeUpload,
  type ChargeUploadValues,
  type UploadFailureInfo,
} from './charge-upload.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import { paths } from '#src/lib/paths.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';
import { Screen, VisuallyHidden } from '#src/ui/Screen.tsx';
import { button } from '#src/ui/Button.css.ts';
import * as styles from './ChargeAddScreen.css.ts';
import { chargeTemplateCsv } from '#contract/charge-columns.ts';
import { Notice } from '#src/ui/Notice.tsx';
import { useQuery } from '@apollo/client/react';
import { ChargeDocument, type ChargeQuery } from '#graphql/generated/operations.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;

const chargeAddCopy = {
  title: 'Adicionar Carga',
  typeLabel: 'Tipo de Carga',
  typePlaceholder: 'Selecione o tipo de carga',
  columnsHint: 'A primeira linha da planilha tem estas colunas, com estes nomes:',
  template: 'Baixar modelo',
  templateOf: (typeLabel: string) => `da carga ${typeLabel}`,
  templateFile: {
    voucher: 'modelo-cartao.csv',
    user: 'modelo-lider.csv',
    donation: 'modelo-pacote.csv',
    transfer: 'modelo-transferencia.csv',
    site: 'modelo-unidade.csv',
    statement: 'modelo-extrato-do-cartao.csv',
  } satisfies Record<ChargeType, string>,
  fileLabel: 'Carga da Planilha',
  filePick: 'adicionar arquivo',
  fileChange: 'trocar arquivo',
  fileHint: (maxMb: number) =>
    `Arquivo .csv (separado por vírgula ou ponto e vírgula) de até ${maxMb} MB.`,
  fileNone: 'Nenhum arquivo escolhido.',
  fileChosen: (name: string, size: string) => `${name} (${size})`,
  submit: 'Enviar carga',
  submitting: 'Enviando...',
  progressLabel: 'Envio do arquivo',
  progressText: (percent: number) => `Enviando: ${percent}%`,
  processingText: 'Arquivo enviado. Processando as linhas...',
  rejectedTitle: (status: string) => `${status}: nada deste arquivo foi aplicado.`,
  rejectedHint: 'Corrija as linhas abaixo e envie o arquivo de novo.',
  moreErrors: (n: number) =>
    `… e mais ${plural(n, 'erro', 'erros')}. Veja todos na lista de cargas.`,
  toList: 'Ver a lista de cargas',
  success: 'Carga processada com sucesso',
  stillProcessingTitle: `${CHARGE_STATUS.processing}: o arquivo foi recebido e as linhas estão sendo carregadas.`,
  stillProcessingHint:
    'O resultado aparece aqui quando terminar. Você pode sair desta tela: a carga continua e a lista de cargas mostra a situação.',
};

export function ChargeAddScreen() {
  return (
    <Screen title={chargeAddCopy.title} backTo={paths.charge.link()} withNav>
      <ChargeUploadForm />
    </Screen>
  );
}

function ChargeUploadForm() {
  const [, navigate] = useLocation();
  const { upload, progress } = useChargeUpload();
  const notify = useNotify();
  const [failure, setFailure] = useState<UploadFailureInfo | null>(null);
  const [processingId, setProcessingId] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ChargeUploadValues, unknown, ChargeUpload>({
    resolver: valibotResolver(chargeUploadSchema),
    // The first field to fix takes the focus with its label in view (useFirstInvalidFocus).
    shouldFocusError: false,
    defaultValues: emptyChargeUpload,
  });
  const formRef = useFirstInvalidFocus(submitCount);
  const type = useWatch({ control, name: 'type' });
  // A second send while the first file's job runs would load the same rows twice.
  const locked = isSubmitting || processingId !== null;

  const showProcessed = useCallback(() => {
    notify('success', chargeAddCopy.success, { on: paths.charge.link() });
    navigate(paths.charge.link());
  }, [notify, navigate]);

  const showDryRun = useCallback(
    (chargeId: string) => navigate(paths.chargeStatement.link({ id: chargeId })),
    [navigate],
  );

  const showFinished = useCallback(
    (charge: FinishedCharge) => {
      setProcessingId(null);
      if (charge.status === chargeCopy.successStatus) showProcessed();
      else if (charge.status === chargeCopy.awaitingStatus) showDryRun(charge._id);
      else setFailure(rejectedFailure(charge));
    },
    [showProcessed, showDryRun],
  );

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setProcessingId(null);
    const outcome = await upload(values);
    if (outcome.kind === 'failed') setFailure(outcome.failure);
    else if (outcome.kind === 'processing') setProcessingId(outcome.chargeId);
    else if (outcome.kind === 'awaiting') showDryRun(outcome.chargeId);
    else showProcessed();
  });

  return (
    <form
      ref={formRef}
      className={fieldStyles.form}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <SelectField
        label={chargeAddCopy.typeLabel}
        hint={type ? <ColumnsHint type={type} /> : undefined}
        error={errors.type?.message}
        disabled={locked}
        {...register('type')}
      >
        <option value="">{chargeAddCopy.typePlaceholder}</option>
        {CHARGE_TYPES.map((option) => (
          <option key={option} value={option}>
            {chargeCopy.typeLabels[option]}
          </option>
        ))}
      </SelectField>
      {type ? <TemplateLink type={type} /> : null}

      <Controller
        control={control}
        name="file"
        render={({ field, fieldState }) => (
          <FilePicker
            file={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
            disabled={locked}
            hint={chargeAddCopy.fileHint(CHARGE_MAX_MB)}
          />
        )}
      />

      {progress !== null ? <UploadProgress percent={progress} /> : null}
      {processingId ? (
        <ChargeProcessing key={processingId} chargeId={processingId} onFinished={showFinished} />
      ) : null}
      {failure ? <UploadFailure failure={failure} /> : null}

      <Button
        type="submit"
        width="full"
        busy={isSubmitting}
        busyText={chargeAddCopy.submitting}
        disabled={processingId !== null}
      >
        {chargeAddCopy.submit}
      </Button>
    </form>
  );
}

/** The file's column names are English: marked as such, each followed by what it holds. */
function ColumnsHint({ type }: { type: ChargeType }) {
  return (
    <>
      {chargeAddCopy.columnsHint}{' '}
      {chargeColumns(type).map((column, index) => (
        <span key={column.name}>
          {index > 0 ? '; ' : null}
          <code lang="en">{column.name}</code> ({column.meaning})
        </span>
      ))}
    </>
  );
}

type FilePickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  error?: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  hint: string;
};

function FilePicker({ file, onChange, onBlur, error, disabled, inputRef, hint }: FilePickerProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const pickId = `${id}-pick`;
  const hintId = `${id}-hint`;
  const chosenId = `${id}-chosen`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.group}>
      <span id={titleId} className={fieldStyles.label}>
        {chargeAddCopy.fileLabel}
      </span>
      <span id={hintId} className={fieldStyles.hint}>
        {hint}
      </span>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept=".csv,text/csv"
        className={styles.fileInput}
        disabled={disabled}
        aria-labelledby={`${titleId} ${pickId}`}
        aria-describedby={[hintId, chosenId, error ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onBlur={onBlur}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          // Picking the same file again (after fixing it) must fire change again.
          event.target.value = '';
        }}
      />
      <label
        id={pickId}
        htmlFor={id}
        className={`${button({ variant: 'outline' })} ${styles.pick}`}
      >
        {file ? chargeAddCopy.fileChange : chargeAddCopy.filePick}
      </label>
      <p id={chosenId} className={styles.chosen}>
        {file
          ? chargeAddCopy.fileChosen(file.name, formatFileSize(file.size))
          : chargeAddCopy.fileNone}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * Made on the device, so it downloads offline too and always matches the columns the server checks.
 */
function TemplateLink({ type }: { type: ChargeType }) {
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

/** All the lines stay available from the list of charges. */
const SHOWN_LINES = 20;

function UploadFailure({ failure }: { failure: UploadFailureInfo }) {
  if (failure.kind === 'refused') {
    return (
      <Notice tone="danger" role="alert">
        <p className={styles.noticeTitle}>{failure.message}</p>
      </Notice>
    );
  }
  const shown = failure.errors.slice(0, SHOWN_LINES);
  const more = failure.total - shown.length;
  return (
    <Notice tone="danger" role="alert">
      <div className={styles.rejected}>
        <p className={styles.noticeTitle}>{chargeAddCopy.rejectedTitle(failure.status)}</p>
        <p>{chargeAddCopy.rejectedHint}</p>
        <ol className={styles.errorList}>
          {shown.map((line, index) => (
            <li key={`${line.line}-${index}`}>
              <strong>{chargeCopy.errorLine(line.line)}:</strong> {line.message}
            </li>
          ))}
        </ol>
        {more > 0 ? <p>{chargeAddCopy.moreErrors(more)}</p> : null}
        <Link href={paths.charge.link()} className={styles.link}>
          {chargeAddCopy.toList}
        </Link>
      </div>
    </Notice>
  );
}

function UploadProgress({ percent }: { percent: number }) {
  const sent = percent >= 100;
  return (
    <ProgressBar
      label={chargeAddCopy.progressLabel}
      percent={sent ? null : percent}
      statusText={sent ? chargeAddCopy.processingText : chargeAddCopy.progressText(percent)}
    />
  );
}

type FinishedCharge = ChargeQuery['charge'];

/** Asks for a 202 'Em processamento' charge again until its job ends; unmounting stops it. */
function ChargeProcessing({
  chargeId,
  onFinished,
}: {
  chargeId: string;
  onFinished: (charge: FinishedCharge) => void;
}) {
  const query = useQuery(ChargeDocument, {
    variables: { id: chargeId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
  });
  const charge = query.data?.charge;
  const finished = charge !== undefined && charge.status !== chargeCopy.processingStatus;
  usePollWhile(!finished, query);

  useEffect(() => {
    if (finished) onFinished(charge);
  }, [finished, charge, onFinished]);

  if (finished) return null;
  return (
    <Notice tone="info" role="status">
      <p className={styles.noticeTitle}>{chargeAddCopy.stillProcessingTitle}</p>
      <p>{chargeAddCopy.stillProcessingHint}</p>
    </Notice>
  );
}
