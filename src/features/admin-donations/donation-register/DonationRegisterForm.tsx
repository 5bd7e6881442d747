import { useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useQuery } from '@apollo/client/react';
import { SitesDocument } from '#graphql/generated/operations.ts';
import { adminDonationsCopy } from '../copy.ts';
import { Button } from '#src/ui/Button.tsx';
import { LeaderSearchField } from '../components/LeaderSearchField.tsx';
import { SelectField } from '#src/ui/fields.tsx';
import { TextField } from '#src/ui/fields.tsx';
import { oneYearAfter } from '#src/lib/calendar-date.ts';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';
import type { NewDonation } from '#contract/donations.ts';
import {
  createDonationRegisterSchema,
  emptyRegisterForm,
  type DonationRegisterForm as FormValues,
} from '../forms/donation-register.ts';
import * as styles from './DonationRegisterScreen.css.ts';

const text = adminDonationsCopy.register;

type DonationRegisterFormProps = {
  /** Today in São Paulo (YYYY-MM-DD): the sent date may be at most a year after it. */
  today: string;
  /** Sends the donation; the screen shows the outcome. What was typed stays on failure. */
  onRegister: (donation: NewDonation) => Promise<void>;
};

/** docs/product.md R6.9: leader, site, donation id, quantity and sent date, all required. */
export function DonationRegisterForm({ today, onRegister }: DonationRegisterFormProps) {
  const schema = useMemo(() => createDonationRegisterSchema(today), [today]);
  const sites = useQuery(SitesDocument);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting, isSubmitted, submitCount },
  } = useForm<FormValues, unknown, NewDonation>({
    resolver: valibotResolver(schema),
    defaultValues: emptyRegisterForm,
    // The leader's error belongs to the search field, which react-hook-form cannot focus.
    shouldFocusError: false,
  });
  const formRef = useFirstInvalidFocus(submitCount);
  const leaderLogin = useWatch({ control, name: 'leaderLogin' });
  const leaderName = useWatch({ control, name: 'leaderName' });
  const siteId = useWatch({ control, name: 'siteId' });

  const submit = handleSubmit(async (donation) => {
    await onRegister(donation);
  });

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <Controller
        control={control}
        name="leaderName"
        render={({ field }) => (
          <LeaderSearchField
            label={text.leader}
            name={field.name}
            value={field.value}
            onChange={(typed) => {
              field.onChange(typed);
              // Typing again undoes the choice: only a leader picked from the list is sent.
              setValue('leaderLogin', '');
              setValue('leaderId', '', { shouldValidate: isSubmitted });
            }}
            onSelect={(leader) => {
              field.onChange(leader.name);
              setValue('leaderLogin', leader.login);
              setValue('leaderId', leader.id, { shouldValidate: isSubmitted });
            }}
            onBlur={field.onBlur}
            error={errors.leaderId?.message}
          />
        )}
      />
      {leaderLogin ? (
        <p className={styles.chosen} role="status">
          {text.selectedLeader(leaderName, formatCpf(leaderLogin))}
        </p>
      ) : null}

      <SelectField
        label={text.site}
        error={errors.siteId?.message}
        {...register('siteId')}
        value={siteId}
      >
        <option value="">{text.sitePlaceholder}</option>
        {(sites.data?.sites ?? []).map((site) => (
          <option key={site.siteId} value={String(site.siteId)}>
            {site.name} ({site.city}/{site.state})
          </option>
        ))}
      </SelectField>

      <TextField
        label={text.donationId}
        hint={text.donationIdHint}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        error={errors.donationId?.message}
        {...register('donationId')}
      />

      <TextField
        label={text.quantity}
        inputMode="numeric"
        autoComplete="off"
        error={errors.quantity?.message}
        {...register('quantity')}
      />

      <TextField
        label={text.sentDate}
        hint={text.sentDateHint}
        type="date"
        max={oneYearAfter(today)}
        error={errors.sentDate?.message}
        {...register('sentDate')}
      />

      <Button type="submit" width="full" busy={isSubmitting} busyText={text.submitting}>
        {text.submit}
      </Button>
    </form>
  );
}
