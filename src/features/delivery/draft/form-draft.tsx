import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  FieldValues,
  UseFormGetValues,
  UseFormReset,
  UseFormSubscribe,
} from 'react-hook-form';
import type { DraftKey, DraftRecord, DraftPhoto } from '#src/core/drafts/draft-record.ts';
import { clearDraft, loadDraft, saveDraft } from '#src/core/drafts/draft-store.ts';
import { formatDateAndTime } from '#src/lib/format-date-and-time.ts';
import { Notice } from '#src/ui/Notice.tsx';
import type { PreparedPhoto } from '../photo/prepared-photo.ts';
import * as styles from './DraftNotice.css.ts';

export const draftCopy = {
  savedAt: (time: string) => `Rascunho salvo neste aparelho às ${time}`,
  noSpace:
    'Não foi possível guardar o rascunho neste aparelho: falta espaço. O formulário continua funcionando, mas se a página fechar o que foi preenchido se perde.',
} as const;

export interface FormDraftCodec<Values> {
  toDraft(values: Values): Omit<DraftRecord, 'savedAt'>;
  fromDraft(draft: DraftRecord): Values;
  photoFields: readonly string[];
}

export type DraftState =
  { kind: 'none' } | { kind: 'saved'; savedAt: number } | { kind: 'noSpace' };

export const DRAFT_SAVE_DELAY_MS = 300;

type DraftableForm<Values extends FieldValues> = {
  subscribe: UseFormSubscribe<Values>;
  reset: UseFormReset<Values>;
  getValues: UseFormGetValues<Values>;
};

export interface FormDraft {
  state: DraftState;
  /** Before a submit, so a later clear wins. */
  flush: () => void;
  discard: () => void;
}

/** Restored as the defaults, so nothing is dirty and no error shows before a submit. */
export function useFormDraft<Values extends FieldValues>(
  form: DraftableForm<Values>,
  key: DraftKey | null,
  codec: FormDraftCodec<Values>,
): FormDraft {
  const [state, setState] = useState<DraftState>({ kind: 'none' });
  const controls = useRef({ flush: () => undefined as void, discard: () => undefined as void });
  const { subscribe, reset, getValues } = form;
  const userId = key?.userId ?? null;
  const formName = key?.form ?? null;
  const subjectId = key?.subjectId ?? null;

  useEffect(() => {
    if (userId === null || formName === null || subjectId === null) return undefined;
    const draftKey: DraftKey = { userId, form: formName, subjectId };
    let live = true;
    let loaded = false;
    let pending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // The values are read when written, after any clearing the change set off ('Não entregue').
    const write = () => {
      const savedAt = Date.now();
      void saveDraft(draftKey, { ...codec.toDraft(getValues()), savedAt }).then((result) => {
        if (!live) return;
        if (result === 'saved') setState({ kind: 'saved', savedAt });
        else if (result === 'noSpace') setState({ kind: 'noSpace' });
      });
    };
    const flush = () => {
      clearTimeout(timer);
      if (pending && live && loaded) write();
      pending = false;
    };

    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        // Only a person's change has a field name; a reset or a submit's bookkeeping has none.
        if (!live || name === undefined) return;
        pending = true;
        if (!loaded) return;
        clearTimeout(timer);
        timer = setTimeout(flush, codec.photoFields.includes(name) ? 0 : DRAFT_SAVE_DELAY_MS);
      },
    });

    void loadDraft(draftKey).then((draft) => {
      if (!live) return;
      loaded = true;
      // Whatever was typed before the draft arrived wins over it.
      if (draft && !pending) {
        reset(codec.fromDraft(draft));
        setState({ kind: 'saved', savedAt: draft.savedAt });
      } else if (pending) {
        flush();
      }
    });

    // Closing the tab within the pause still keeps the last keystrokes.
    window.addEventListener('pagehide', flush);
    controls.current = {
      flush,
      discard: () => {
        clearTimeout(timer);
        pending = false;
        live = false;
        void clearDraft(draftKey);
        setState({ kind: 'none' });
      },
    };
    return () => {
      window.removeEventListener('pagehide', flush);
      unsubscribe();
      flush();
      live = false;
    };
  }, [userId, formName, subjectId, subscribe, reset, getValues, codec]);

  const flush = useCallback(() => controls.current.flush(), []);
  const discard = useCallback(() => controls.current.discard(), []);
  return { state, flush, discard };
}

const text = draftCopy;

export function DraftNotice({ state }: { state: DraftState }) {
  if (state.kind === 'saved') {
    return (
      <p className={styles.saved}>
        {text.savedAt(formatDateAndTime(new Date(state.savedAt).toISOString()).time)}
      </p>
    );
  }
  if (state.kind === 'noSpace') {
    return (
      <Notice tone="warning" role="alert">
        <p>{text.noSpace}</p>
      </Notice>
    );
  }
  return null;
}

export function toDraftPhoto(photo: PreparedPhoto | null): DraftPhoto | null {
  if (!photo) return null;
  const { file, originalSize, width, height } = photo;
  return { blob: file, name: file.name, type: file.type, originalSize, width, height };
}

export function fromDraftPhoto(photo: DraftPhoto | null | undefined): PreparedPhoto | null {
  if (!photo) return null;
  const { blob, name, type, originalSize, width, height } = photo;
  return { file: new File([blob], name, { type }), originalSize, width, height };
}
