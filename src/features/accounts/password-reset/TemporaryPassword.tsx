import { useState } from 'react';
import { Button } from '#src/ui/Button.tsx';
import { Notice } from '#src/ui/Notice.tsx';
import { accountsCopy as text } from '../copy.ts';
import * as styles from './PasswordResetScreen.css.ts';

/** The temporary password, shown once, large and spaced for reading out, with a copy button. */
export function TemporaryPassword({ name, password }: { name: string; password: string }) {
  const [copied, setCopied] = useState(false);
  const copyable = typeof navigator !== 'undefined' && navigator.clipboard !== undefined;
  return (
    <Notice tone="info" role="status">
      <p className={styles.resultTitle}>{text.resultTitle(name)}</p>
      <p className={styles.password} translate="no">
        {password}
      </p>
      <p>{text.resultHint}</p>
      {copyable ? (
        <Button
          variant="outline"
          onClick={() => {
            void navigator.clipboard.writeText(password).then(() => setCopied(true));
          }}
        >
          {copied ? text.copied : text.copy}
        </Button>
      ) : null}
    </Notice>
  );
}
