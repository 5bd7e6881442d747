import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { DonationStep } from '#machines/donation-step.ts';
import { donationStepLink } from '#src/lib/paths.ts';

/**
 * Sends the person to the screen of the donation's current step when this screen does not
 * handle it (an old link, a reload after the status changed, the step changing here).
 */
export function useFlowRedirect(
  donationId: string,
  step: DonationStep | null,
  handled: readonly DonationStep[],
): void {
  const [, navigate] = useLocation();
  const target =
    step === null || handled.includes(step) ? null : donationStepLink(donationId, step);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}
