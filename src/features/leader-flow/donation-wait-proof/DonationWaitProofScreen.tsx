import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLocation, useParams } from 'wouter';
import { leaderFlowCopy } from '../copy';
import { AlertBanner } from '../../../ui/AlertBanner';
import { Button } from '../../../ui/Button';
import { DonationFacts } from '../components/DonationFacts';
import { FlowFallback } from '../components/FlowFallback';
import { PhotoUploadProgress } from '../photo/PhotoUploadProgress';
import { LocationNotice } from '../../../ui/LocationNotice';
import { LoadingScreen } from '../../../ui/LoadingScreen';
import { photoFieldRender } from '../photo/photo-field-render';
import { Screen } from '../../../ui/Screen';
import { TextField } from '../../../ui/TextField';
import { emptyReceiptProof, receiptProofSchema, type ReceiptProof, type ReceiptProofValues } from '../forms/receipt-proof';
import { paths } from '../../../lib/paths';
import { useNotify } from '../../../core/session-scope/use-notification';
import { useDonationFlow } from '../use-donation-flow';
import { useFlowRedirect } from '../use-flow-redirect';
import { useGeolocation } from '../../../core/use-geolocation';
import * as fieldStyles from '../../../ui/styles/field.css';

const text = leaderFlowCopy.proof;

function ReceiptProofForm({ donationId }: { donationId: string }) {
  const { actor, view } = useDonationFlow({ donationId, resumeDelivery: false, requestedVoucherId: null });
  const geolocation = useGeolocation();
  const [, navigate] = useLocation();
  const notify = useNotify();
  useFlowRedirect(donationId, view.step, ['waiting', 'received']);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReceiptProofValues, unknown, ReceiptProof>({
    resolver: valibotResolver(receiptProofSchema),
    defaultValues: emptyReceiptProof,
  });

  const received = view.stage === 'received';
  useEffect(() => {
    if (!received) return;
    notify('success', text.success);
    navigate(paths.donationReceived.link({ id: donationId }), { replace: true });
  }, [received, donationId, navigate, notify]);

  const sending = view.stage === 'receiving';
  const position = geolocation.position;
  const submit = handleSubmit(({ receivedQuantity, photo }) => {
    if (!position) return;
    actor.send({ type: 'RECEIPT.SUBMIT', receivedQuantity, photo: photo.file, position });
  });

  if (!view.donation || !(view.stage === 'waiting' || view.stage === 'receiving')) {
    return <FlowFallback view={view} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  return (
    <>
      <AlertBanner type="failure" message={view.failure} onDismiss={() => actor.send({ type: 'FAILURE.DISMISS' })} />
      <DonationFacts donation={view.donation} />
      <p>{text.intro}</p>
      {geolocation.status === 'pending' ? <LoadingScreen label={leaderFlowCopy.location.waiting} /> : null}
      {geolocation.status === 'denied' || geolocation.status === 'unavailable' ? <LocationNotice /> : null}
      <form className={fieldStyles.form} noValidate onSubmit={(event) => void submit(event)}>
        {/* A disabled fieldset blocks edits while sending without react-hook-form dropping the values. */}
        <fieldset className={fieldStyles.group} disabled={sending}>
          <TextField
            label={text.quantity}
            inputMode="numeric"
            autoComplete="off"
            error={errors.receivedQuantity?.message}
            {...register('receivedQuantity')}
          />
          <Controller
            control={control}
            name="photo"
            render={photoFieldRender({ label: text.photo, hint: text.photoHint, disabled: sending })}
          />
        </fieldset>
        {sending ? <PhotoUploadProgress progress={view.upload} /> : null}
        <Button type="submit" width="full" busy={sending} busyText={text.sending} disabled={!position}>
          {text.submit}
        </Button>
      </form>
    </>
  );
}

/** Leader: received quantity and proof photo (docs/product.md R2.10 /donation/:id/wait/prof), with position. */
export function DonationWaitProofScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen title={leaderFlowCopy.titles.donationWaitProof} backTo={paths.donationWait.link({ id })} withNav>
      <ReceiptProofForm key={id} donationId={id} />
    </Screen>
  );
}
