/**
 * pt-BR texts of the filter's 'Alerta' choice. Apart from review-copy.ts, which the filter screens
 * would otherwise load whole (1.5 KB gzip) for these two (docs/performance.md P12).
 */
export const anomalyFilterCopy = {
  anomaly: 'Alerta',
  anyAnomaly: 'Todos, com ou sem alerta',
} as const;
