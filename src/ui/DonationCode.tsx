import { code } from './DonationCode.css';

/** A donation code (XX-00000000000000000) kept on one line wherever it shows. */
export function DonationCode({ id }: { id: string }) {
  return (
    <span className={code} translate="no">
      {id}
    </span>
  );
}
