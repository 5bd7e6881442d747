import { copy } from './copy/pt-BR';
import * as styles from './LoadingScreen.css';

export function LoadingScreen({ label = copy.app.loading }: { label?: string }) {
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
