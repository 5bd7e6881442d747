import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { DonationStage } from '../../../machines/donation-flow.selectors';
import { pathForStage } from './leader-flow-paths';

/**
 * Sends the person to the screen of the donation's current stage when this screen does not
 * handle it (an old link, a reload after the status changed, the stage changing here).
 */
export function useFlowRedirect(donationId: string, stage: DonationStage, handled: readonly DonationStage[]): void {
  const [, navigate] = useLocation();
  const target = handled.includes(stage) ? null : pathForStage(donationId, stage);
  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);
}
