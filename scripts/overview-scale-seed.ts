// A campaign at scale for the overview's benchmark (scripts/bench-overview.ts): 100,000 donations
// and 1,000,000 cards over 60 days, 2,000 leaders, 1,000 units in the 27 states, 20 'Pacotes'.
// Generated in SQL (generate_series), so PGlite and PostgreSQL get the same rows in seconds.
// Statuses, deliveries, positions and photo hashes follow the donation's number g, so every run
// is the same campaign relative to `now`.
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/db.ts';
import { sealAccount } from '#server/identity/user-accounts.ts';
import type { DataProtection } from '#server/privacy/data-protection.ts';

export interface ScaleSize {
  donations: number;
  cardsPerDonation: number;
  leaders: number;
  sites: number;
  packages: number;
}

export const FULL_SCALE: ScaleSize = {
  donations: 100_000,
  cardsPerDonation: 10,
  leaders: 2_000,
  sites: 1_000,
  packages: 20,
};

/** A point inside each state (near its capital), so units and deliveries fall on the map of Brazil. */
const STATE_POINTS: Record<string, [number, number]> = {
  AC: [-9.97, -67.81],
  AL: [-9.67, -35.74],
  AP: [0.03, -51.07],
  AM: [-3.12, -60.02],
  BA: [-12.97, -38.5],
  CE: [-3.73, -38.53],
  DF: [-15.79, -47.88],
  ES: [-20.32, -40.34],
  GO: [-16.68, -49.25],
  MA: [-2.53, -44.3],
  MT: [-15.6, -56.1],
  MS: [-20.45, -54.62],
  MG: [-19.92, -43.94],
  PA: [-1.46, -48.5],
  PB: [-7.12, -34.86],
  PR: [-25.43, -49.27],
  PE: [-8.05, -34.88],
  PI: [-5.09, -42.8],
  RJ: [-22.91, -43.17],
  RN: [-5.79, -35.21],
  RS: [-30.03, -51.23],
  RO: [-8.76, -63.9],
  RR: [2.82, -60.67],
  SC: [-27.6, -48.55],
  SP: [-23.55, -46.63],
  SE: [-10.91, -37.07],
  TO: [-10.18, -48.33],
};

interface ScaleUser {
  login: string;
  name: string;
  email: string;
  role: 'admin' | 'leader';
}

/** The accounts, their identifiers sealed with the server's keys as the app stores them; returns their ids. */
async function insertUsers(
  db: Db,
  protection: DataProtection,
  users: readonly ScaleUser[],
): Promise<string[]> {
  const ids = users.map(() => randomUUID());
  const sealed = users.map((user, index) => sealAccount(protection, ids[index]!, user));
  await db.query(
    `INSERT INTO users (id, login_hash, login_enc, name, email_enc, role, password_hash)
     SELECT id, login_hash, login_enc, name, email_enc, role, 'x'
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(id, login_hash, login_enc, name, email_enc, role)`,
    [
      ids,
      sealed.map((u) => u.login_hash),
      sealed.map((u) => u.login_enc),
      users.map((u) => u.name),
      sealed.map((u) => u.email_enc),
      users.map((u) => u.role),
    ],
  );
  return ids;
}

/**
 * Seeds the campaign into a migrated database without it (the demo accounts may be there), with
 * the data keys of the server that will read it. Returns seconds taken.
 */
export async function seedScale(
  db: Db,
  protection: DataProtection,
  now: Date,
  size: ScaleSize = FULL_SCALE,
): Promise<number> {
  const started = performance.now();
  const states = Object.keys(STATE_POINTS);
  const [adminId] = await insertUsers(db, protection, [
    {
      login: '80000000000',
      name: 'Administração da Escala',
      email: 'escala@teste.org',
      role: 'admin',
    },
  ]);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  await insertUsers(
    db,
    protection,
    Array.from({ length: size.leaders }, (_, i) => ({
      login: `7${pad(i + 1, 10)}`,
      name: `Líder Escala ${pad(i + 1, 4)}`,
      email: `lider${i + 1}@escala.org`,
      role: 'leader' as const,
    })),
  );
  await db.query(
    `INSERT INTO sites (name, city, state, lat, lon)
     SELECT 'Unidade Escala ' || s, 'Cidade ' || (s % 9), st.uf,
            st.lat + ((s * 37) % 100 - 50) / 100.0, st.lon + ((s * 53) % 100 - 50) / 100.0
       FROM generate_series(1, $1::int) AS s
       JOIN unnest($2::text[], $3::float8[], $4::float8[]) WITH ORDINALITY AS st(uf, lat, lon, i) ON st.i = 1 + s % $5`,
    [
      size.sites,
      states,
      states.map((uf) => STATE_POINTS[uf]![0]),
      states.map((uf) => STATE_POINTS[uf]![1]),
      states.length,
    ],
  );
  await db.query(
    `INSERT INTO loads (id, file_name, type, status, rows, created_by, created_at)
     SELECT gen_random_uuid(), 'pacote-escala-' || lpad(p::text, 2, '0') || '.csv', 'donation', 'Processado com sucesso', 5000, $2, $3::timestamptz - interval '61 days'
       FROM generate_series(1, $1::int) AS p`,
    [size.packages, adminId, now.toISOString()],
  );
  // Status by g % 100: 10 % waiting, 10 % received, 15 % delivering, 60 % complete, 3 % returned, 2 % lost.
  // Created over the 60 days before now; received after 30 % of the time since, delivery started
  // after half of it, cards recorded evenly until now (so recent donations are within their deadline).
  await db.query(
    `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, sent_date, created, received, received_quantity,
                            receive_lat, receive_lon, delivery_started, last_delivery, completed, load_id)
     SELECT 'ES-' || lpad(g::text, 17, '0'), l.ids[1 + g % $2], s.ids[1 + g % $3], $5, st.status,
            (c.created AT TIME ZONE 'America/Sao_Paulo')::date, c.created,
            CASE WHEN st.status >= 2 THEN c.created + (c.now - c.created) * 0.3 END,
            CASE WHEN st.status >= 2 THEN $5 - CASE WHEN g % 997 = 0 THEN 1 ELSE 0 END END,
            CASE WHEN st.status >= 2 THEN site.lat + (g % 13 - 6) / 1000.0 END,
            CASE WHEN st.status >= 2 THEN site.lon + (g % 11 - 5) / 1000.0 END,
            CASE WHEN st.status >= 3 THEN c.created + (c.now - c.created) * 0.5 END,
            CASE WHEN st.status >= 3 THEN c.created + (c.now - c.created) * 0.5 + LEAST((c.now - c.created) * 0.4, interval '20 hours') END,
            CASE WHEN st.status = 4 THEN c.created + (c.now - c.created) * 0.95 END,
            p.ids[1 + g % $4]
       FROM generate_series(1, $1::int) AS g
       CROSS JOIN LATERAL (SELECT CASE WHEN g % 100 < 10 THEN 1 WHEN g % 100 < 20 THEN 2 WHEN g % 100 < 35 THEN 3
                                       WHEN g % 100 < 95 THEN 4 WHEN g % 100 < 98 THEN 5 ELSE 6 END::smallint AS status) st
       CROSS JOIN LATERAL (SELECT $6::timestamptz AS now,
                                  $6::timestamptz - interval '60 days' + (g::float8 / $1) * interval '59 days 23 hours' AS created) c
       CROSS JOIN (SELECT array_agg(id ORDER BY name) AS ids FROM users WHERE name LIKE 'Líder Escala %') l
       CROSS JOIN (SELECT array_agg(site_id ORDER BY site_id) AS ids FROM sites WHERE name LIKE 'Unidade Escala %') s
       CROSS JOIN (SELECT array_agg(id ORDER BY file_name) AS ids FROM loads WHERE file_name LIKE 'pacote-escala-%') p
       JOIN sites site ON site.site_id = s.ids[1 + g % $3]`,
    [
      size.donations,
      size.leaders,
      size.sites,
      size.packages,
      size.cardsPerDonation,
      now.toISOString(),
    ],
  );
  // Cards: complete donations have every card final; delivering ones the first 1 + g % (n − 1);
  // returned and lost ones the first g % 5. Every 10th card is 'Não entregue'. Recorded cards have
  // a position near the receipt point. No photo hash: the 'reusedPhoto' rule compares a photo with
  // every other one, 7–10 s per donation at this size on PGlite
  // (docs/reports/2026-11-24-overview-scale.md).
  await db.query(
    `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered, lat, lon, photo_hash, leader_comment)
     SELECT d.donation_id || '-' || p, d.donation_id, p, v.status,
            CASE WHEN v.status > 1 THEN d.delivery_started + (d.last_delivery - d.delivery_started) * p / $1 END,
            CASE WHEN v.status > 1 THEN d.receive_lat + (p % 5 - 2) / 500.0 END,
            CASE WHEN v.status > 1 THEN d.receive_lon + (p % 3 - 1) / 500.0 END,
            NULL,
            CASE WHEN v.status = 3 THEN 'Família não encontrada' END
       FROM donations d
       CROSS JOIN generate_series(1, $1::int) AS p
       CROSS JOIN LATERAL (SELECT substr(d.donation_id, 4)::bigint AS g) n
       CROSS JOIN LATERAL (SELECT CASE
           WHEN d.status = 4 OR (d.status = 3 AND p <= 1 + n.g % ($1 - 1)) OR (d.status IN (5, 6) AND p <= n.g % 5)
             THEN CASE WHEN p % 10 = 0 THEN 3 ELSE 2 END
           ELSE 1 END::smallint AS status) v
      WHERE d.donation_id LIKE 'ES-%'`,
    [size.cardsPerDonation],
  );
  await db.exec('ANALYZE');
  return (performance.now() - started) / 1000;
}
