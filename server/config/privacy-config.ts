export interface PrivacyConfig {
  dataKeys: string | undefined;
  dataKeysFile: string | undefined;
  retentionDays: number;
  duplicateWindowDays: number;
  disabledAccountRetentionDays: number;
  awayReportRetentionDays: number;
  revealReasonRequired: boolean;
  completeExportTtlSeconds: number;
  complaintRetentionDays: number;
  publicAbuseLogDays: number;
  reportRetentionDays: number;
  notice: PrivacyNoticeConfig;
}

export type LegalBasis = 'social-assistance' | 'legitimate-interest';

export interface PrivacyNoticeConfig {
  controllerName: string;
  contactEmail: string;
  contactPhone: string;
  dpoName: string;
  legalBasis: LegalBasis;
}

function positiveNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new Error(`${name} deve ser um número maior que zero, não ${value}`);
  return number;
}

export function readPrivacyConfig(env: NodeJS.ProcessEnv): PrivacyConfig {
  const basis = env.LEGAL_BASIS ?? 'social-assistance';
  if (basis !== 'social-assistance' && basis !== 'legitimate-interest') {
    throw new Error(`LEGAL_BASIS deve ser social-assistance ou legitimate-interest, não ${basis}`);
  }
  return {
    dataKeys: env.DATA_KEYS || undefined,
    dataKeysFile: env.DATA_KEYS_FILE || undefined,
    retentionDays: positiveNumber(env.RETENTION_DAYS, 365, 'RETENTION_DAYS'),
    duplicateWindowDays: positiveNumber(env.DUPLICATE_WINDOW_DAYS, 30, 'DUPLICATE_WINDOW_DAYS'),
    disabledAccountRetentionDays: positiveNumber(
      env.DISABLED_ACCOUNT_RETENTION_DAYS,
      180,
      'DISABLED_ACCOUNT_RETENTION_DAYS',
    ),
    awayReportRetentionDays: positiveNumber(
      env.AWAY_REPORT_RETENTION_DAYS,
      30,
      'AWAY_REPORT_RETENTION_DAYS',
    ),
    revealReasonRequired: (env.REVEAL_REASON_REQUIRED ?? 'true') !== 'false',
    completeExportTtlSeconds: positiveNumber(
      env.COMPLETE_EXPORT_TTL_SECONDS,
      15 * 60,
      'COMPLETE_EXPORT_TTL_SECONDS',
    ),
    complaintRetentionDays: positiveNumber(
      env.COMPLAINT_RETENTION_DAYS,
      5 * 365,
      'COMPLAINT_RETENTION_DAYS',
    ),
    publicAbuseLogDays: positiveNumber(env.PUBLIC_ABUSE_LOG_DAYS, 365, 'PUBLIC_ABUSE_LOG_DAYS'),
    reportRetentionDays: positiveNumber(env.REPORT_RETENTION_DAYS, 30, 'REPORT_RETENTION_DAYS'),
    notice: {
      controllerName: env.PRIVACY_CONTROLLER_NAME || env.VITE_ORG_NAME || 'Cestas Solidárias',
      contactEmail: env.PRIVACY_CONTACT_EMAIL || 'privacidade@cestas-solidarias.org.br',
      contactPhone: env.PRIVACY_CONTACT_PHONE || env.VITE_SUPPORT_PHONE || '0800 000 0000',
      dpoName: env.PRIVACY_DPO_NAME || 'Encarregado de Proteção de Dados',
      legalBasis: basis,
    },
  };
}
