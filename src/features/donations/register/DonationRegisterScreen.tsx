import { useState, useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { RegisterDonationDocument, SitesDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { todayInSaoPaulo, oneYearAfter } from '#src/lib/calendar-date.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import { type NewDonation, MAX_QUANTITY } from '#contract/donations.ts';
import { paths } from '#src/lib/paths.ts';
import { Button } from '#src/ui/Button.tsx';
import { SelectField, TextField } from '#src/ui/fields.tsx';
import { formatCpf } from '#src/lib/cpf-mask.ts';
import { useFirstInvalidFocus } from '#src/ui/focus-moves.ts';
import { isCalendarDate } from '#contract/calendar-date.ts';
import { DONATION_ID_PATTERN } from '#contract/donation-id.ts';
import { adminDonationsCopy } from '../shared/copy.ts';
import { LeaderSearchField } from '../shared/LeaderSearchField.tsx';
import * as styles from './DonationRegisterScreen.css.ts';

const text = adminDonationsCopy.register;

export function DonationRegisterScreen() {
  const [today] = useState(() => todayInSaoPaulo());
  const [, navigate] = useLocation();
  const notify = useNotify();
  const [registerDonation] = useMutation(RegisterDonationDocument, {
    // The lists must show the new donation: drop them so they load again.
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'donations' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'donationSearch' });
      cache.gc();
    },
  });

  const onRegister = async (input: NewDonation) => {
    try {
      await registerDonation({ variables: { input } });
    } catch (error) {
      notify('failure', readGraphQLFailure(error).message);
      return;
    }
    notify('success', text.success, { on: paths.donationList.link() });
    navigate(paths.donationList.link());
  };

  return (
    <Screen title={text.title} backTo={paths.donationList.link()} withNav>
      <NotificationBanner />
      <DonationRegisterForm today={today} onRegister={onRegister} />
    </Screen>
  );
}

type DonationRegisterFormProps = {
  /** Today in São Paulo (YYYY-MM-DD): the sent date may be at most a year after it. */
  today: string;
  onRegister: (donation: NewDonation) => Promise<void>;
};

export function DonationRegisterForm({ today, onRegister }: DonationRegisterFormProps) {
  const schema = useMemo(() => createDonationRegisterSchema(today), [today]);
  const sites = useQuery(SitesDocument);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    formState: { errors, isSubmitting, isSubmitted, submitCount },
  } = useForm<RegisterFormValues, unknown, NewDonation>({
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
              // Most donations go to the leader's own unit; a unit already chosen stays.
              if (getValues('siteId') === '' && leader.siteId != null)
                setValue('siteId', String(leader.siteId), { shouldValidate: isSubmitted });
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

/** leaderName and leaderLogin (masked) are only shown; leaderId is sent. */
export type RegisterFormValues = {
  leaderName: string;
  leaderLogin: string;
  leaderId: string;
  siteId: string;
  donationId: string;
  quantity: string;
  sentDate: string;
};

export const emptyRegisterForm: RegisterFormValues = {
  leaderName: '',
  leaderLogin: '',
  leaderId: '',
  siteId: '',
  donationId: '',
  quantity: '',
  sentDate: '',
};

export function createDonationRegisterSchema(today: string) {
  const latest = oneYearAfter(today);
  return v.pipe(
    v.object({
      leaderName: v.string(),
      leaderLogin: v.string(),
      leaderId: v.pipe(v.string(), v.nonEmpty(text.leaderRequired)),
      siteId: v.pipe(
        v.string(),
        v.nonEmpty(text.siteRequired),
        v.regex(/^\d+$/, text.siteRequired),
      ),
      donationId: v.pipe(
        v.string(),
        v.trim(),
        v.toUpperCase(),
        v.nonEmpty(text.donationIdRequired),
        v.regex(DONATION_ID_PATTERN, text.donationIdFormat),
      ),
      quantity: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(text.quantityRequired),
        v.regex(/^\d+$/, text.quantityInvalid),
        v.check((value) => Number(value) >= 1, text.quantityInvalid),
        v.check((value) => Number(value) <= MAX_QUANTITY, text.quantityTooLarge),
      ),
      sentDate: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(text.sentDateRequired),
        v.check(isCalendarDate, text.sentDateInvalid),
        v.check((value) => value <= latest, text.sentDateTooLate),
      ),
    }),
    v.transform((form): NewDonation => ({
      leaderId: form.leaderId,
      siteId: Number(form.siteId),
      donationId: form.donationId,
      quantity: Number(form.quantity),
      sentDate: form.sentDate,
    })),
  );
}
