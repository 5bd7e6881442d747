import { Link } from 'wouter';
import { leaderFlowCopy } from '../copy.ts';
import type { DonationFlowView } from '#machines/donation-flow.selectors.ts';
import { paths } from '#src/lib/paths.ts';
import { button } from '#src/ui/Button.css.ts';
import { LoadingScreen } from '#src/ui/Notice.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { LoadFailure } from '#src/ui/QueryState.tsx';
import * as styles from './LeaderFlow.css.ts';

const text = leaderFlowCopy.donation;

/**
 * What a flow screen shows while its donation is not in a stage it handles: loading, a load
 * failure with retry, or a closed donation. Null when the screen should render itself.
 */
export function FlowFallback({ view, onRetry }: { view: DonationFlowView; onRetry: () => void }) {
  if (view.stage === 'loading') return <LoadingScreen label={text.loading} />;
  if (view.stage === 'loadFailed') {
    return (
      <LoadFailure
        message={
          <>
            <strong>{text.loadFailedTitle}</strong> {view.loadFailure}
          </>
        }
        onRetry={onRetry}
      >
        <Link href={paths.donationList.link()}>{text.backToList}</Link>
      </LoadFailure>
    );
  }
  if (view.stage === 'closed' || view.stage === 'complete') {
    return (
      <div className={styles.centered}>
        <Notice tone="info">
          <p>{text.closed}</p>
        </Notice>
        <Link href={paths.donationList.link()} className={button({ variant: 'outline' })}>
          {text.backToList}
        </Link>
      </div>
    );
  }
  return null;
}
