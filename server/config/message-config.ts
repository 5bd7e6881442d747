export interface MessageConfig {
  provider: 'local' | 'http';
  dailyCap: number;
  /** Messages this instance hands the provider per second at most. */
  sendRate: number;
  sendingHours: { from: number; to: number };
  retentionDays: number;
  http: HttpGatewayConfig | null;
}

export interface HttpGatewayConfig {
  url: string;
  token: string;
  bodyTemplate: string;
  inboundSecret: string;
}

export const DEFAULT_BODY_TEMPLATE = '{"to":"{{to}}","text":"{{body}}","reference":"{{key}}"}';

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a positive integer`);
  return number;
}

/**
 * The browser tests open it to `0-24`, so a run at night in São Paulo still sees its message sent.
 */
function sendingHours(value: string | undefined): { from: number; to: number } {
  if (value === undefined || value === '') return { from: 8, to: 20 };
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  if (!match || from >= to || to > 24)
    throw new Error('MESSAGE_SENDING_HOURS must be two hours from-to, as 8-20 (0 to 24)');
  return { from, to };
}

export function readMessageConfig(env: NodeJS.ProcessEnv): MessageConfig {
  const provider = env.MESSAGE_PROVIDER || 'local';
  if (provider !== 'local' && provider !== 'http')
    throw new Error(`MESSAGE_PROVIDER must be local or http, not ${provider}`);
  return {
    provider,
    dailyCap: positive('MESSAGE_DAILY_CAP', env.MESSAGE_DAILY_CAP, 5_000),
    sendRate: positive('MESSAGE_SEND_RATE', env.MESSAGE_SEND_RATE, 50),
    sendingHours: sendingHours(env.MESSAGE_SENDING_HOURS),
    retentionDays: positive('MESSAGE_RETENTION_DAYS', env.MESSAGE_RETENTION_DAYS, 90),
    http: provider === 'http' ? httpGatewayConfig(env) : null,
  };
}

function httpGatewayConfig(env: NodeJS.ProcessEnv): HttpGatewayConfig {
  const url = env.MESSAGE_HTTP_URL;
  const token = env.MESSAGE_HTTP_TOKEN;
  const inboundSecret = env.MESSAGE_HTTP_INBOUND_SECRET;
  if (!url || !token || !inboundSecret)
    throw new Error(
      'MESSAGE_PROVIDER=http needs MESSAGE_HTTP_URL, MESSAGE_HTTP_TOKEN and MESSAGE_HTTP_INBOUND_SECRET',
    );
  if (inboundSecret.length < 16)
    throw new Error('MESSAGE_HTTP_INBOUND_SECRET must have at least 16 characters');
  return {
    url,
    token,
    bodyTemplate: env.MESSAGE_HTTP_BODY_TEMPLATE || DEFAULT_BODY_TEMPLATE,
    inboundSecret,
  };
}
