import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useLocation } from 'wouter';
import { RegisterDonationDocument } from '#graphql/generated/operations.ts';
import { readGraphQLFailure } from '#graphql/apollo-failure.ts';
import { adminDonationsCopy } from '../copy.ts';
import { NotificationBanner } from '#src/ui/banners.tsx';
import { Screen } from '#src/ui/Screen.tsx';
import { todayInSaoPaulo } from '#src/lib/calendar-date.ts';
import { useNotify } from '#src/core/session-scope/SessionScopeProvider.tsx';
import type { NewDonation } from '#contract/donations.ts';
import { DonationRegisterForm } from './DonationRegisterForm.tsx';
import { paths } from '#src/lib/paths.ts';

const text = adminDonationsCopy.register;

/** Admin: registers a donation (docs/product.md R2.16 /donation/register); success goes back to the list. */
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
