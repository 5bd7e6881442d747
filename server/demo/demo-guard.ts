import type { ServerConfig } from '../config/config.ts';
import { isLoopbackOrigin } from '../config/config.ts';
import { verifyPassword } from '../identity/passwords.ts';
import type { Db } from '../db/db.ts';
import { DEMO_PASSWORD, demoUsers } from './demo-data.ts';
import type { DataProtection } from '../privacy/data-protection.ts';
import { loginMatches } from '../identity/user-accounts.ts';

/**
 * The demo password is published: on a reachable origin it is an open door, refused unless forced.
 */

export const demoRefusal =
  'Recusado: contas de demonstração (senha publicada no README) em uma origem pública. ' +
  'Remova SEED_DEMO_DATA=true e apague essas contas, ou defina ALLOW_DEMO_DATA_ON_PUBLIC_ORIGIN=true ' +
  'se for mesmo uma demonstração pública.';

export const demoWarning = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '!! ATENÇÃO: contas de demonstração, com a senha publicada no README, estão    !!',
  '!! abertas em uma origem pública (ALLOW_DEMO_DATA_ON_PUBLIC_ORIGIN=true).     !!',
  '!! Qualquer pessoa pode entrar como administrador. Nunca use com dados reais. !!',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');

export async function demoAccountsOpen(db: Db, protection: DataProtection): Promise<boolean> {
  const hashes = demoUsers.flatMap((user) => protection.hashes('cpf', user.cpf.replace(/\D/g, '')));
  const rows = await db.query<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE ${loginMatches('', '$1')}`,
    [hashes],
  );
  // Seeded accounts share one hash: each distinct hash costs one scrypt, not each account.
  const distinct = new Set(rows.map((row) => row.password_hash));
  for (const hash of distinct) if (await verifyPassword(DEMO_PASSWORD, hash)) return true;
  return false;
}

type DemoConfig = Pick<ServerConfig, 'origin' | 'seedDemoData' | 'allowDemoDataOnPublicOrigin'>;
export type DemoVerdict = 'refuse' | 'warn' | 'ok';

export function demoSeedVerdict(config: DemoConfig): DemoVerdict {
  if (isLoopbackOrigin(config.origin) || !config.seedDemoData) return 'ok';
  return config.allowDemoDataOnPublicOrigin ? 'warn' : 'refuse';
}

export async function demoDataVerdict(
  config: DemoConfig,
  db: Db,
  protection: DataProtection,
): Promise<DemoVerdict> {
  if (isLoopbackOrigin(config.origin)) return 'ok';
  if (!config.seedDemoData && !(await demoAccountsOpen(db, protection))) return 'ok';
  return config.allowDemoDataOnPublicOrigin ? 'warn' : 'refuse';
}
