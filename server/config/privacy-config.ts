/** The settings of personal-data protection (docs/privacy.md), read once with the rest of ServerConfig. */
export interface PrivacyConfig {
  /** DATA_KEYS: the keyring JSON (server/privacy/data-keys.ts). */
  dataKeys: string | undefined;
  /** DATA_KEYS_FILE: a key file elsewhere than DATA_DIR/data-keys.json. */
  dataKeysFile: string | undefined;
  /** RETENTION_DAYS: a family's data is anonymised this many days after its donation closed. */
  retentionDays: number;
  /** DUPLICATE_WINDOW_DAYS: a family served twice within this many days is flagged. */
  duplicateWindowDays: number;
  /** DISABLED_ACCOUNT_RETENTION_DAYS: an account disabled this long ago (a departed person) is anonymised. */
  disabledAccountRetentionDays: number;
  /** AWAY_REPORT_RETENTION_DAYS: a leader's away report (health data) is deleted this long after it ended. */
  awayReportRetentionDays: number;
  /** REVEAL_REASON_REQUIRED: an admin must give a reason to see a family's full data. */
  revealReasonRequired: boolean;
  /** COMPLETE_EXPORT_TTL_SECONDS: a complete (unmasked) export's file is deleted this long after it is made. */
  completeExportTtlSeconds: number;
  /** COMPLAINT_RETENTION_DAYS: a complaint's contact, text, notes and answer are erased this many days after it was opened. */
  complaintRetentionDays: number;
  /** PUBLIC_ABUSE_LOG_DAYS: the public calls' abuse log keeps an entry this many days. */
  publicAbuseLogDays: number;
  /** REPORT_RETENTION_DAYS: a report and its files are deleted this many days after it was made. */
  reportRetentionDays: number;
  /** The controller named in the privacy notice, and how a family reaches them. */
  notice: PrivacyNoticeConfig;
}

/** LEGAL_BASIS: the LGPD basis the organisation declares (Art. 7 / Art. 11). */
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
