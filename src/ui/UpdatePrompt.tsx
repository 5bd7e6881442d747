import { useState } from 'react';
import { applyUpdate, useUpdateAvailable } from '#src/core/app-update.ts';
import { copy } from './copy/pt-BR';
import { Button } from './Button';
import * as styles from './UpdatePrompt.css';

/** 'Nova versão disponível' above every screen; the new version starts only on 'Atualizar'. */
export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const [updating, setUpdating] = useState(false);
  if (!available) return null;
  return (
    <div className={styles.root} role="status">
      <span className={styles.message}>{copy.update.available}</span>
      <Button
        variant="outline"
        disabled={updating}
        onClick={() => {
          setUpdating(true);
          void applyUpdate();
        }}
      >
        {copy.update.apply}
      </Button>
    </div>
  );
}
