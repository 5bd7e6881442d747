import { useEffect } from 'react';
import type { ChargeType } from '#contract/charges.ts';
import { CHARGE_STATUS } from '#contract/status-texts.ts';

/** The pt-BR texts both charge screens show; texts quoted by docs/product.md are verbatim. */
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
   * docs/product.md R2.17: 'Processado' only for 'Processado com sucesso'; a charge whose job has
   * not finished shows its own status, 'Em processamento'; anything else is 'Erro'.
   */
  successStatus: CHARGE_STATUS.success,
  processingStatus: CHARGE_STATUS.processing,
  awaitingStatus: CHARGE_STATUS.awaitingConfirmation,
  errorLine: (line: number) => (line > 0 ? `Linha ${line}` : 'Arquivo'),
};

/** How often a charge still 'Em processamento' is asked for again: its job takes seconds to minutes. */
export const CHARGE_POLL_MS = 4000;

type Pollable = { startPolling: (intervalMs: number) => void; stopPolling: () => void };

/** Polls a query every CHARGE_POLL_MS while `active`; stops when it turns false and on unmount. */
export function usePollWhile(active: boolean, { startPolling, stopPolling }: Pollable) {
  useEffect(() => {
    if (!active) return undefined;
    startPolling(CHARGE_POLL_MS);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);
}
