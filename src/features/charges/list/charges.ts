import { useEffect } from 'react';
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';

export const chargeCopy = {
  typeLabels: {
    voucher: 'Cartão',
    user: 'Líder',
    donation: 'Pacote',
    transfer: 'Transferência',
    site: 'Unidade',
    statement: 'Extrato do cartão',
  } satisfies Record<ChargeType, string>,
  /**
   * docs/product.md R2.17: 'Processado' only for success; an unfinished job shows its own status.
   */
  successStatus: CHARGE_STATUS.success,
  processingStatus: CHARGE_STATUS.processing,
  awaitingStatus: CHARGE_STATUS.awaitingConfirmation,
  errorLine: (line: number) => (line > 0 ? `Linha ${line}` : 'Arquivo'),
};

export const CHARGE_POLL_MS = 4000;

type Pollable = { startPolling: (intervalMs: number) => void; stopPolling: () => void };

export function usePollWhile(active: boolean, { startPolling, stopPolling }: Pollable) {
  useEffect(() => {
    if (!active) return undefined;
    startPolling(CHARGE_POLL_MS);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);
}
