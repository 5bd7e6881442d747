import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { VoucherPhotoUrlDocument } from '#graphql/generated/operations.ts';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { reviewCopy } from './review-copy.ts';
import { useFocusWhenShown } from '#src/ui/focus-moves.ts';
import * as styles from './DonationReview.css.ts';

const text = reviewCopy.comparePhotos;

export interface PhotoPair {
  voucherId: string;
  position: number;
  otherVoucherId: string;
  otherPosition: number;
  /** The other card's donation; the same as this one's when both are here. */
  otherDonationId: string;
  donationId: string;
}

/**
 * 'Mesma foto usada em duas entregas': the two photos side by side, asked for when the person
 * wants them (the links expire; docs/decisions/012), each captioned with its card and donation.
 */
export function SamePhotoPair({ pair }: { pair: PhotoPair }) {
  const client = useApolloClient();
  const [urls, setUrls] = useState<[string, string] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const root = useRef<HTMLDivElement | null>(null);
  // Opened: to the two photos' group; closed: back to 'Comparar as fotos'.
  useFocusWhenShown(urls !== null, (opened) =>
    opened ? root.current : root.current?.querySelector('button'),
  );

  const linkOf = async (voucherId: string) => {
    const result = await client.query({
      query: VoucherPhotoUrlDocument,
      variables: { id: voucherId },
      fetchPolicy: 'network-only',
    });
    if (!result.data) throw new Error('no photo link');
    return result.data.voucherPhotoUrl;
  };
  const open = async () => {
    setLoading(true);
    setFailed(false);
    try {
      setUrls(await Promise.all([linkOf(pair.voucherId), linkOf(pair.otherVoucherId)]));
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const captions = [
    text.here(pair.position),
    pair.otherDonationId === pair.donationId
      ? text.here(pair.otherPosition)
      : text.elsewhere(pair.otherPosition, pair.otherDonationId),
  ];

  if (!urls) {
    return (
      <div ref={root}>
        {failed ? (
          <Notice tone="danger" role="alert">
            <p>{text.failed}</p>
          </Notice>
        ) : null}
        <Button
          variant="outline"
          onClick={() => void open()}
          busy={loading}
          busyText={text.loading}
        >
          {text.open}
        </Button>
      </div>
    );
  }
  return (
    <div ref={root} role="group" aria-label={text.label}>
      <div className={styles.photoPair}>
        {urls.map((url, index) => (
          <figure key={url} className={styles.photoFigure}>
            <img src={url} alt={captions[index]} className={styles.photo} />
            <figcaption>{captions[index]}</figcaption>
          </figure>
        ))}
      </div>
      <Button variant="outline" onClick={() => setUrls(null)}>
        {text.close}
      </Button>
    </div>
  );
}
