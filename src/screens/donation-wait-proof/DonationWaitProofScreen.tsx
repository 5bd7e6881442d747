import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLocation, useParams } from 'wouter';
import { copy } from '../../copy/pt-BR';
import { leaderFlowCopy } from '../../copy/leader-flow';
import { AlertBanner } from '../../components/AlertBanner';
import { Button } from '../../components/Button';
import { DonationFacts } from '../../components/leader-flow/DonationFacts';
import { FlowFallback } from '../../components/leader-flow/FlowFallback';
import { UploadProgress } from '../../components/leader-flow/UploadProgress';
import { LocationNotice } from '../../components/LocationNotice';
import { LoadingScreen } from '../../components/LoadingScreen';
import { photoFieldRender } from '../../components/photo/photo-field-render';
import { Screen } from '../../components/Screen';
import { TextField } from '../../components/TextField';
import { emptyReceiptProof, receiptProofSchema, type ReceiptProof, type ReceiptProofValues } from '../../forms/receipt-proof';
import { leaderFlowPaths } from '../../app/leader-flow-paths';
import { notify } from '../../app/notification-store';
import { useDonationFlow } from '../../app/use-donation-flow';
import { useFlowRedirect } from '../../app/use-flow-redirect';
import { useGeolocation } from '../../app/use-geolocation';
import * as fieldStyles from '../../styles/field.css';

const text = leaderFlowCopy.proof;

function ReceiptProofForm({ donationId }: { donationId: string }) {
  const { actor, view } = useDonationFlow({ donationId, resumeDelivery: false, requestedVoucherId: null });
  const geolocation = useGeolocation();
  const [, navigate] = useLocation();
  useFlowRedirect(donationId, view.stage, ['waiting', 'receiving', 'received']);

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
    navigate(leaderFlowPaths.received(donationId), { replace: true });
  }, [received, donationId, navigate]);

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
        {sending ? <UploadProgress progress={view.upload} /> : null}
        <Button type="submit" width="full" busy={sending} busyText={text.sending} disabled={!position}>
          {text.submit}
        </Button>
      </form>
    </>
  );
}

/** Leader: received quantity and proof photo (SPEC §2 /donation/:id/wait/prof), with position. */
export function DonationWaitProofScreen() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Screen title={copy.titles.donationWaitProof} backTo={leaderFlowPaths.wait(id)} withNav>
      <ReceiptProofForm key={id} donationId={id} />
    </Screen>
  );
}
