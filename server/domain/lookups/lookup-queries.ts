import type { Db } from '../../db/db.ts';
import type { City, Leader, Site, StateOption } from '#contract/lookups.ts';
import { foldSql, foldText } from '../../shared/search-text.ts';
import type { DataProtection } from '../../privacy/data-protection.ts';
import { openLogin } from '../../identity/user-accounts.ts';
import { hideCpf } from '../../privacy/identifier-masks.ts';

export async function listStates(db: Db): Promise<StateOption[]> {
  const rows = await db.query<{ state: string }>('SELECT DISTINCT state FROM sites ORDER BY state');
  return rows.map((row) => ({ state: row.state.trim() }));
}

export async function listCities(db: Db, state: string): Promise<City[]> {
  const rows = await db.query<{ city: string; state: string }>(
    'SELECT DISTINCT city, state FROM sites WHERE state = $1 ORDER BY city',
    [state],
  );
  return rows.map((row) => ({ city: row.city, state: row.state.trim() }));
}

export async function listSites(db: Db): Promise<Site[]> {
  const rows = await db.query<{ site_id: number; name: string; city: string; state: string }>(
    'SELECT site_id, name, city, state FROM sites ORDER BY name, site_id',
  );
  return rows.map((row) => ({
    siteId: Number(row.site_id),
    name: row.name,
    city: row.city,
    state: row.state.trim(),
  }));
}

const LEADER_SEARCH_LIMIT = 20;

export async function searchLeaders(
  db: Db,
  protection: DataProtection,
  name: string,
): Promise<Leader[]> {
  const rows = await db.query<{
    id: string;
    name: string;
    login_enc: string;
    site_id: number | null;
  }>(
    `SELECT id, name, login_enc, site_id FROM users
      WHERE role = 'leader' AND disabled_at IS NULL AND strpos(${foldSql('name')}, $1) > 0
      ORDER BY name, id LIMIT ${LEADER_SEARCH_LIMIT}`,
    [foldText(name)],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    // Masked: the form and the transfer send the id.
    login: hideCpf(openLogin(protection, row.id, row.login_enc)) ?? '',
    siteId: row.site_id === null ? null : Number(row.site_id),
  }));
}
