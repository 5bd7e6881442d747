import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import {
  leaderFlowCopy,
  DonationFacts,
  FlowFallback,
  voucherCount,
} from '../shared/flow-parts.tsx';
import { photoCopy } from '../photo/photo-copy.ts';
import { AlertBanner, LocationNotice } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Notice, LoadingScreen } from '#src/ui/Notice.tsx';
import {
  PhotoUploadProgress,
  photoFieldRender,
  TapKeptNotice,
  useTapKeptWhilePreparing,
} from '../photo/PhotoField.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { paths } from '#src/lib/paths.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useDonationFlow, useFlowRedirect } from '../shared/use-donation-flow.ts';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { receiptProofDraftKey } from '#src/core/drafts/draft-record.ts';
import {
  DraftNotice,
  useFormDraft,
  type FormDraftCodec,
  fromDraftPhoto,
  toDraftPhoto,
} from '../draft/form-draft.tsx';
import { outboxCopy } from '#src/ui/leader-copy.ts';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { receiptEntrySchema } from '#contract/leader-writes.ts';
import type { PreparedPhoto } from '../photo/prepared-photo.ts';
import * as fieldStyles from '#src/ui/styles/field.css.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';
import type * as v from 'valibot';

export const receiptProofCopy = {
  intro:
    'Informe quantos cartões chegaram e tire uma foto deles. A sua localização é enviada junto.',
  quantity: 'Quantidade de cartões recebidos',
  quantityRequired: 'Informe a quantidade de cartões recebidos.',
  quantityInvalid: 'A quantidade deve ser um número inteiro maior que zero.',
  quantityTooLarge: 'Confira a quantidade: o número é grande demais.',
  photo: 'Foto dos cartões recebidos',
  photoHint: 'Fotografe os cartões que chegaram. JPG ou PNG.',
  photoRequired: 'Adicione a foto dos cartões recebidos.',
  submit: 'Confirmar recebimento',
  sending: 'Enviando...',
  success: 'Recebimento confirmado com sucesso',
  divergence: (received: number, sent: number) =>
    `Você informou ${voucherCount(received)}, mas foram enviados ${voucherCount(sent)}. Confira a contagem antes de confirmar.`,
  divergenceTitle: 'A quantidade recebida é diferente da enviada',
  divergenceBody: (received: number, sent: number) =>
    `Foram enviados ${voucherCount(sent)} e você informou ${voucherCount(received)}. Confirme apenas se contou de novo: a doação ficará marcada com a divergência para a equipe conferir.`,
  divergenceConfirm: 'Confirmar mesmo assim',
  divergenceCancel: 'Corrigir a quantidade',
} as const;

const text = receiptProofCopy;

function ReceiptProofForm({ donationId }: { donationId: string }) {
  const { actor, view } = useDonationFlow({
    donationId,
    resumeDelivery: false,
    requestedVoucherId: null,
  });
  const geolocation = useGeolocation();
  const [, navigate] = useLocation();
  const notify = useNotify();
  useFlowRedirect(donationId, view.step, ['waiting', 'received']);

  const {
    register,
    control,
    handleSubmit,
    subscribe,
    reset,
    getValues,
    formState: { errors, submitCount },
  } = useForm<ReceiptProofValues, unknown, ReceiptProof>({
    resolver: receiptProofResolver,
    // The first field to fix takes the focus with its label in view (useFirstInvalidFocus).
    shouldFocusError: false,
    defaultValues: emptyReceiptProof,
  });
  const formRef = useFirstInvalidFocus(submitCount);
  const userId = useSessionView().user?.id;
  const draftKey = userId ? receiptProofDraftKey(userId, donationId) : null;
  const draft = useFormDraft({ subscribe, reset, getValues }, draftKey, receiptProofDraftCodec);
  const discardDraft = draft.discard;

  // Said only once the server has the receipt, or once it is kept on the device to be sent.
  const received = view.stage === 'received';
  const { savedOnDevice } = view;
  useEffect(() => {
    if (!received) return;
    discardDraft();
    const receivedStep = paths.donationReceived.link({ id: donationId });
    notify('success', savedOnDevice ? outboxCopy.savedOnDevice : text.success, {
      on: receivedStep,
    });
    navigate(receivedStep, { replace: true });
  }, [received, savedOnDevice, donationId, navigate, notify, discardDraft]);

  const sending = view.stage === 'receiving';
  const position = geolocation.position;
  const sent = view.donation?.quantity ?? null;
  // A count that differs from the vouchers sent is asked about once more before it is recorded.
  const [divergent, setDivergent] = useState<ReceiptProof | null>(null);
  const send = ({ receivedQuantity, photo }: ReceiptProof) => {
    if (!position) return;
    draft.flush();
    actor.send({ type: 'RECEIPT.SUBMIT', receivedQuantity, photo, position });
  };
  const submit = handleSubmit((proof) =>
    sent !== null && proof.receivedQuantity !== sent ? setDivergent(proof) : send(proof),
  );
  const photoTap = useTapKeptWhilePreparing(() => void submit());
  const typed = Number(useWatch({ control, name: 'receivedQuantity' }));
  const typedDiffers = sent !== null && Number.isInteger(typed) && typed > 0 && typed !== sent;

  if (!view.donation || !(view.stage === 'waiting' || view.stage === 'receiving')) {
    return <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  return (
    <>
      <AlertBanner
        type="failure"
        message={view.failure}
        onDismiss={() => actor.send({ type: 'FAILURE.DISMISS' })}
      />
      <DonationFacts donation={view.donation} />
      <p>{text.intro}</p>
      {geolocation.status === 'pending' ? (
        <LoadingScreen label={leaderFlowCopy.location.waiting} />
      ) : null}
      {geolocation.status === 'denied' || geolocation.status === 'unavailable' ? (
        <LocationNotice onRetry={geolocation.retry} retrying={geolocation.retrying} />
      ) : null}
      <form ref={formRef} className={fieldStyles.form} noValidate onSubmit={photoTap.onSubmit}>
        {/* A disabled fieldset blocks edits while sending without react-hook-form dropping the values. */}
        <fieldset className={fieldStyles.group} disabled={sending}>
          <TextField
            label={text.quantity}
            inputMode="numeric"
            autoComplete="off"
            error={errors.receivedQuantity?.message}
            {...register('receivedQuantity')}
          />
          {typedDiffers ? (
            <Notice tone="warning" role="status">
              <p>{text.divergence(typed, sent)}</p>
            </Notice>
          ) : null}
          <Controller
            control={control}
            name="photo"
            render={photoFieldRender({
              label: text.photo,
              hint: text.photoHint,
              disabled: sending,
              onPreparingChange: photoTap.onPreparingChange,
            })}
          />
        </fieldset>
        {sending ? <PhotoUploadProgress progress={view.upload} /> : null}
        <DraftNotice state={draft.state} />
        <TapKeptNotice kept={photoTap.kept} />
        <Button
          type="submit"
          width="full"
          busy={sending}
          busyText={text.sending}
          disabled={!position}
        >
          {photoTap.preparing ? photoCopy.submitWhilePreparing : text.submit}
        </Button>
      </form>
      <ConfirmDialog
        open={divergent !== null}
        title={text.divergenceTitle}
        description={
          divergent && sent !== null
            ? text.divergenceBody(divergent.receivedQuantity, sent)
            : undefined
        }
        confirmLabel={text.divergenceConfirm}
        cancelLabel={text.divergenceCancel}
        onConfirm={() => {
          if (divergent) send(divergent);
          setDivergent(null);
        }}
        onCancel={() => setDivergent(null)}
      />
    </>
  );
}

export function DonationWaitProofScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen
      title={leaderFlowCopy.titles.donationWaitProof}
      backTo={paths.donationWait.link({ id })}
      withNav
    >
      <ReceiptProofForm key={id} donationId={id} />
    </Screen>
  );
}

/**
 * The contract's entry schema (contract/leader-writes.ts) validates it, the same rule the server
 * applies.
 */
export interface ReceiptProofValues {
  receivedQuantity: string;
  photo: PreparedPhoto | null;
}

export type ReceiptProof = v.InferOutput<typeof receiptEntrySchema>;

export const emptyReceiptProof: ReceiptProofValues = { receivedQuantity: '', photo: null };

const entryResolver = valibotResolver(receiptEntrySchema);

export const receiptProofResolver: Resolver<ReceiptProofValues, unknown, ReceiptProof> = (
  { receivedQuantity, photo },
  context,
  options,
) =>
  entryResolver(
    { receivedQuantity, photo: photo?.file ?? null },
    context,
    options as unknown as Parameters<typeof entryResolver>[2],
  ) as ReturnType<Resolver<ReceiptProofValues, unknown, ReceiptProof>>;

export const receiptProofDraftCodec: FormDraftCodec<ReceiptProofValues> = {
  toDraft: ({ receivedQuantity, photo }) => ({
    fields: { receivedQuantity },
    status: null,
    photos: { photo: toDraftPhoto(photo) },
  }),
  fromDraft: ({ fields, photos }) => ({
    receivedQuantity: fields.receivedQuantity ?? '',
    photo: fromDraftPhoto(photos.photo),
  }),
  photoFields: ['photo'],
};
