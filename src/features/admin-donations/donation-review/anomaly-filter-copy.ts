/**
 * pt-BR texts of the filter's 'Alerta' choice. Apart from review-copy.ts, which the filter screens
 * would otherwise load whole (1.5 KB gzip) for these two (docs/reports/2026-11-27-routes-220.md).
 */
export const anomalyFilterCopy = {
  anomaly: 'Alerta',
  anyAnomaly: 'Todos, com ou sem alerta',
} as const;
