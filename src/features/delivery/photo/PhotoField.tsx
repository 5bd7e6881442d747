import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { photoCopy, uploadCopy } from './photo-copy.ts';
import type { PreparePhotoResult } from './compression/compress-photo.ts';
import type { PreparedPhoto } from './prepared-photo.ts';
import { FieldError, UploadProgress as ProgressBar } from '#src/ui/fields.tsx';
import type { UploadProgress } from '#machines/voucher-delivery.machine.ts';
import { Notice } from '#src/ui/Notice.tsx';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import * as styles from './PhotoField.css.ts';

const text = photoCopy;

type PhotoFieldProps = {
  label: string;
  hint?: string;
  value: PreparedPhoto | null;
  onChange: (photo: PreparedPhoto | null) => void;
  error?: string;
  disabled?: boolean;
  inputRef?: (element: HTMLInputElement | null) => void;
  onBlur?: () => void;
  /** Told when preparing starts, and when it ends (after onChange has the photo). */
  onPreparingChange?: (preparing: boolean) => void;
};

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/**
 * The type check and the compression load after the screen, not in its bundle; the service worker
 * keeps them.
 */
async function preparePicked(file: File): Promise<PreparePhotoResult> {
  try {
    const { preparePhoto } = await import('./compression/compress-photo.ts');
    return await preparePhoto(file);
  } catch {
    return { ok: false, message: text.notLoaded };
  }
}

/**
 * The compression code and a worker load while the leader frames the photo, not after she picks it.
 */
function useWarmCompressor(): () => void {
  const open = useRef(false);
  const release = useRef<(() => void) | undefined>(undefined);
  const warm = useCallback(() => {
    import('./compression/compress-photo.ts')
      .then(({ warmCompressor }) => {
        if (open.current) release.current = warmCompressor();
      })
      .catch(() => undefined); // picking a photo loads it again, and says so if it cannot
  }, []);
  useEffect(() => {
    open.current = true;
    warm();
    return () => {
      open.current = false;
      release.current?.();
    };
  }, [warm]);
  return warm;
}

/** The object URL lives as long as its photo is shown; a stale one is never returned. */
function usePreviewUrl(photo: PreparedPhoto | null): string | null {
  const [preview, setPreview] = useState<{ photo: PreparedPhoto; url: string } | null>(null);
  useEffect(() => {
    if (!photo || typeof URL.createObjectURL !== 'function') return undefined;
    const url = URL.createObjectURL(photo.file);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL is an outside resource made and revoked with the effect
    setPreview({ photo, url });
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return preview && preview.photo === photo ? preview.url : null;
}

/** A refused file leaves the photo already chosen in place and says why. */
export function PhotoField({
  label,
  hint,
  value,
  onChange,
  error,
  disabled = false,
  inputRef,
  onBlur,
  onPreparingChange,
}: PhotoFieldProps) {
  const id = useId();
  const warmCompressor = useWarmCompressor();
  const [preparing, setPreparing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(value);
  const fileInput = useRef<HTMLInputElement | null>(null);
  // The disabled input drops the focus to the body: it comes back once the input is enabled again.
  const [returnFocus, setReturnFocus] = useState(false);
  useEffect(() => {
    if (!returnFocus || preparing || fileInput.current?.disabled) return;
    if (document.activeElement === document.body || document.activeElement === null)
      fileInput.current?.focus();
    setReturnFocus(false);
  }, [returnFocus, preparing, disabled]);
  const message = refusal ?? error ?? null;

  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const describedBy = [
    hint ? hintId : null,
    value || preparing ? statusId : null,
    message ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The same file may be picked again after a refusal.
    input.value = '';
    if (!file) return;
    setReturnFocus(document.activeElement === input);
    setPreparing(true);
    setRefusal(null);
    onPreparingChange?.(true);
    const result = await preparePicked(file);
    warmCompressor();
    setPreparing(false);
    if (result.ok) onChange(result.photo);
    else setRefusal(result.message);
    onPreparingChange?.(false);
  };

  return (
    <div className={styles.root}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {hint ? (
        <span id={hintId} className={fieldStyles.hint}>
          {hint}
        </span>
      ) : null}
      {previewUrl ? (
        <img src={previewUrl} alt={text.previewAlt(label)} className={styles.preview} />
      ) : null}
      <span
        className={styles.picker}
        data-disabled={disabled || preparing ? 'true' : undefined}
        data-invalid={message ? 'true' : undefined}
      >
        <span aria-hidden="true">{value ? text.replace : text.choose}</span>
        <input
          ref={(element) => {
            fileInput.current = element;
            inputRef?.(element);
          }}
          id={id}
          type="file"
          accept="image/jpeg,image/png"
          className={styles.input}
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          aria-invalid={message ? true : undefined}
          disabled={disabled || preparing}
          onChange={(event) => void choose(event)}
          onBlur={onBlur}
        />
      </span>
      {preparing || value ? (
        <span id={statusId} className={styles.status} role="status">
          {preparing
            ? text.preparing
            : value
              ? text.ready(formatBytes(value.file.size), formatBytes(value.originalSize))
              : null}
        </span>
      ) : null}
      <FieldError
        id={errorId}
        message={message}
        lang={message === text.onlyJpegPng ? 'en' : undefined}
      />
    </div>
  );
}

type PhotoControllerRenderProps = {
  field: {
    value: PreparedPhoto | null;
    onChange: (photo: PreparedPhoto | null) => void;
    onBlur: () => void;
    ref: (element: HTMLInputElement | null) => void;
  };
  fieldState: { error?: { message?: string } };
};

type PhotoFieldOptions = {
  label: string;
  hint?: string;
  disabled?: boolean;
  onPreparingChange?: (preparing: boolean) => void;
};

export function photoFieldRender({ label, hint, disabled, onPreparingChange }: PhotoFieldOptions) {
  return function renderPhotoField({ field, fieldState }: PhotoControllerRenderProps) {
    return (
      <PhotoField
        label={label}
        hint={hint}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={fieldState.error?.message}
        disabled={disabled}
        onPreparingChange={onPreparingChange}
      />
    );
  };
}

export function PhotoUploadProgress({ progress }: { progress: UploadProgress | null }) {
  const percent =
    progress && progress.total > 0
      ? Math.min(100, Math.round((progress.loaded / progress.total) * 100))
      : 0;
  return (
    <ProgressBar
      label={uploadCopy.label}
      percent={percent}
      statusText={uploadCopy.progress(percent)}
    />
  );
}

export function TapKeptNotice({ kept }: { kept: boolean }) {
  return (
    <div role="status">
      {kept ? (
        <Notice tone="info">
          <p>{photoCopy.tapKept}</p>
        </Notice>
      ) : null}
    </div>
  );
}

/**
 * A tap while a photo is being prepared is kept, and submitted once the last photo is ready
 * (R13.6).
 */
export function useTapKeptWhilePreparing(submit: () => void) {
  const latestSubmit = useRef(submit);
  useEffect(() => {
    latestSubmit.current = submit;
  });
  const preparingCount = useRef(0);
  const keptRef = useRef(false);
  const [preparing, setPreparing] = useState(false);
  const [kept, setKept] = useState(false);

  const onPreparingChange = useCallback((on: boolean) => {
    preparingCount.current = Math.max(0, preparingCount.current + (on ? 1 : -1));
    const still = preparingCount.current > 0;
    setPreparing(still);
    if (still || !keptRef.current) return;
    keptRef.current = false;
    setKept(false);
    latestSubmit.current();
  }, []);

  const onSubmit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (preparingCount.current > 0) {
      keptRef.current = true;
      setKept(true);
      return;
    }
    latestSubmit.current();
  };

  return { preparing, kept, onPreparingChange, onSubmit };
}
