import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useParams } from 'wouter';
import { leaderFlowCopy } from '../copy.ts';
import { photoCopy } from '../photo/photo-copy.ts';
import { receiptProofCopy } from './receipt-proof-copy.ts';
import { AlertBanner, LocationNotice } from '#src/ui/banners.tsx';
import { Button } from '#src/ui/Button.tsx';
import { ConfirmDialog } from '#src/ui/ConfirmDialog.tsx';
import { Notice, LoadingScreen } from '#src/ui/Notice.tsx';
import { DonationFacts } from '../components/DonationFacts.tsx';
import { FlowFallback } from '../components/FlowFallback.tsx';
import { PhotoUploadProgress } from '../photo/PhotoUploadProgress.tsx';
import { photoFieldRender } from '../photo/photo-field-render.tsx';
import { TapKeptNotice } from '../photo/TapKeptNotice.tsx';
import { useTapKeptWhilePreparing } from '../photo/use-tap-kept-while-preparing.ts';
import { Screen } from '#src/ui/Screen.tsx';
import { TextField } from '#src/ui/fields.tsx';
import {
  emptyReceiptProof,
  receiptProofResolver,
  type ReceiptProof,
  type ReceiptProofValues,
} from '../forms/receipt-proof.ts';
import { paths } from '#src/lib/paths.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { useDonationFlow } from '../use-donation-flow.ts';
import { useFlowRedirect } from '../use-flow-redirect.ts';
import { useGeolocation } from '#src/core/use-geolocation.ts';
import { useSessionView } from '#src/core/session/session-context.tsx';
import { receiptProofDraftKey } from '#src/core/drafts/draft-record.ts';
import { DraftNotice } from '../drafts/DraftNotice.tsx';
import { receiptProofDraftCodec } from '../drafts/receipt-proof-draft.ts';
import { useFormDraft } from '../drafts/use-form-draft.ts';
import { outboxCopy } from '#src/ui/leader-copy.ts';
import * as fieldStyles from '#src/ui/styles/field.css.ts';

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
    formState: { errors },
  } = useForm<ReceiptProofValues, unknown, ReceiptProof>({
    resolver: receiptProofResolver,
    defaultValues: emptyReceiptProof,
  });
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
  // A count that differs from the cards sent is asked about once more before it is recorded.
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
      <form className={fieldStyles.form} noValidate onSubmit={photoTap.onSubmit}>
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

/** Leader: received quantity and proof photo (docs/product.md R2.10 /donation/:id/wait/prof), with position. */
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
