/**
 * The campaign the benchmark plays, written straight into the database before the instances take
 * traffic: leaders with one received donation each whose cards they deliver in order, donations
 * waiting for their receipt, and enough older donations for the admin's filter and exports to
 * run over `totalDonations` (100,000 by default), as in a national campaign.
 */
import { hasValidCpfDigits } from '#contract/cpf.ts';
import type { Db } from '#server/db/db.ts';
import { hashPassword } from '#server/identity/passwords.ts';
import { sealAccount } from '#server/identity/user-accounts.ts';
import type { DataProtection } from '#server/privacy/data-protection.ts';

export const BENCH_PASSWORD = 'campanha-2026';

export interface CampaignShape {
  leaders: number;
  /** Cards in each leader's received donation (delivered one by one, in order). */
  cardsPerLeader: number;
  /** Donations each leader has waiting for receipt (status 1). */
  receiptsPerLeader: number;
  /** Every donation in the database, the campaign's own included. */
  totalDonations: number;
  sites: number;
}

export interface BenchLeader {
  id: string;
  login: string;
  name: string;
  email: string;
  /** The donation (status 2) whose cards this leader delivers, and its cards in order. */
  deliveryDonation: string;
  cards: string[];
  receiptDonations: string[];
}

export interface BenchAccounts {
  leaders: BenchLeader[];
  admin: { id: string; login: string; name: string; email: string };
  siteIds: number[];
}

/** The n-th valid CPF after 100.000.000: the check digits found by trying them. */
export function benchCpf(n: number): string {
  const base = String(100_000_000 + n).padStart(9, '0');
  for (let check = 0; check < 100; check += 1) {
    const digits = `${base}${String(check).padStart(2, '0')}`;
    if (hasValidCpfDigits(digits)) return digits;
  }
  throw new Error(`no CPF for ${base}`);
}

const donationId = (prefix: string, n: number) => `${prefix}-${String(n).padStart(17, '0')}`;
const STATES = ['SP', 'RJ', 'MG', 'BA', 'PE', 'CE', 'RS', 'PR', 'AM', 'PA'];

export async function seedCampaign(
  db: Db,
  protection: DataProtection,
  shape: CampaignShape,
  now: Date,
): Promise<BenchAccounts> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.query(
    `INSERT INTO sites (name, city, state, lat, lon)
     SELECT 'Unidade Carga ' || s, 'Cidade ' || (s % 40), ($2::text[])[1 + s % 10], -23.5 + (s % 50) * 0.01, -46.6 + (s % 30) * 0.01
       FROM generate_series(1, $1::int) AS s`,
    [shape.sites, STATES],
  );
  const siteIds = (
    await db.query<{ site_id: number }>(
      "SELECT site_id FROM sites WHERE name LIKE 'Unidade Carga %' ORDER BY site_id",
    )
  ).map((row) => Number(row.site_id));

  const admin = {
    id: crypto.randomUUID(),
    login: benchCpf(0),
    name: 'Administradora Carga',
    email: 'admin@carga.test',
  };
  // Logins and e-mails are sealed, found by the CPF's keyed hash (docs/privacy.md).
  const sealedAdmin = sealAccount(protection, admin.id, admin);
  await db.query(
    `INSERT INTO users (id, login_hash, login_enc, name, email_enc, role, password_hash) VALUES ($1, $2, $3, $4, $5, 'admin', $6)`,
    [
      admin.id,
      sealedAdmin.login_hash,
      sealedAdmin.login_enc,
      admin.name,
      sealedAdmin.email_enc,
      passwordHash,
    ],
  );

  const leaders: BenchLeader[] = Array.from({ length: shape.leaders }, (_, i) => ({
    id: crypto.randomUUID(),
    login: benchCpf(i + 1),
    name: `Líder Carga ${String(i + 1).padStart(5, '0')}${i % 10 === 0 ? ' Conceição' : ' Souza'}`,
    email: `lider${i + 1}@carga.test`,
    deliveryDonation: donationId('BD', i + 1),
    cards: Array.from(
      { length: shape.cardsPerLeader },
      (_, p) => `BV${String(i + 1).padStart(6, '0')}-${String(p + 1).padStart(3, '0')}`,
    ),
    receiptDonations: Array.from({ length: shape.receiptsPerLeader }, (_, r) =>
      donationId('BR', i * shape.receiptsPerLeader + r + 1),
    ),
  }));
  const sealed = leaders.map((l) => sealAccount(protection, l.id, l));
  await db.query(
    `INSERT INTO users (id, login_hash, login_enc, name, email_enc, role, password_hash, site_id)
     SELECT id, login_hash, login_enc, name, email_enc, 'leader', $6, ($7::int[])[1 + (n - 1) % cardinality($7::int[])]
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS t(id, login_hash, login_enc, name, email_enc, n)`,
    [
      leaders.map((l) => l.id),
      sealed.map((s) => s.login_hash),
      sealed.map((s) => s.login_enc),
      leaders.map((l) => l.name),
      sealed.map((s) => s.email_enc),
      passwordHash,
      siteIds,
    ],
  );

  // They accepted the term and confirmed today's health checklist, so the server takes their
  // writes (docs/product.md R8.12).
  await db.query(
    `INSERT INTO commitments (user_id, accepted_at) SELECT id, $2::timestamptz - interval '7 days' FROM unnest($1::uuid[]) AS t(id)`,
    [leaders.map((l) => l.id), now.toISOString()],
  );
  await db.query(
    `INSERT INTO checklists (user_id, created_at) SELECT id, $2::timestamptz - interval '1 hour' FROM unnest($1::uuid[]) AS t(id)`,
    [leaders.map((l) => l.id), now.toISOString()],
  );

  // Each leader's received donation (status 2, received an hour ago) and its cards, all pending.
  await db.query(
    `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, created, received, received_quantity, receive_lat, receive_lon, sent_date)
     SELECT 'BD-' || lpad(n::text, 17, '0'), u.id, u.site_id, $2, 2, $3::timestamptz - interval '1 day', $3::timestamptz - interval '1 hour', $2,
            -23.55, -46.63, ($3::timestamptz - interval '2 days')::date
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n) JOIN users u ON u.id = t.id`,
    [leaders.map((l) => l.id), shape.cardsPerLeader, now.toISOString()],
  );
  await db.query(
    `INSERT INTO vouchers (voucher_id, donation_id, position, status)
     SELECT 'BV' || lpad(n::text, 6, '0') || '-' || lpad(p::text, 3, '0'), 'BD-' || lpad(n::text, 17, '0'), p, 1
       FROM generate_series(1, $1::int) AS n, generate_series(1, $2::int) AS p`,
    [shape.leaders, shape.cardsPerLeader],
  );
  // Donations waiting for their receipt (status 1), with their cards.
  await db.query(
    `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, created, sent_date)
     SELECT 'BR-' || lpad(((n - 1) * $2 + r)::text, 17, '0'), u.id, u.site_id, 10, 1, $3::timestamptz - interval '1 day' + r * interval '1 minute',
            ($3::timestamptz - interval '2 days')::date
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n) JOIN users u ON u.id = t.id, generate_series(1, $2::int) AS r`,
    [leaders.map((l) => l.id), shape.receiptsPerLeader, now.toISOString()],
  );

  // The campaign's history: older donations in every status, spread over the year, so the
  // admin's filter and exports run over `totalDonations`.
  const history = Math.max(0, shape.totalDonations - shape.leaders * (1 + shape.receiptsPerLeader));
  await db.query(
    `INSERT INTO donations (donation_id, leader_id, site_id, quantity, status, created, sent_date)
     SELECT 'BH-' || lpad(g::text, 17, '0'), l.ids[1 + g % cardinality(l.ids)], s.ids[1 + g % cardinality(s.ids)], 1 + g % 50, 1 + g % 6,
            $2::timestamptz - interval '365 days' + g * (interval '365 days' / greatest($1::int, 1)), ($2::timestamptz - interval '366 days')::date
       FROM generate_series(1, $1::int) AS g,
            (SELECT $4::uuid[] AS ids) l,
            (SELECT $3::int[] AS ids) s`,
    // The campaign's leaders in login order (their CPFs grow with their number).
    [history, now.toISOString(), siteIds, leaders.map((l) => l.id)],
  );
  // Cards on every 20th old donation, the first delivered, so counts and the card export have rows.
  await db.query(
    `INSERT INTO vouchers (voucher_id, donation_id, position, status, delivered)
     SELECT 'BH' || lpad(g::text, 8, '0') || '-' || p, 'BH-' || lpad(g::text, 17, '0'), p, CASE WHEN p = 1 THEN 2 ELSE 1 END,
            CASE WHEN p = 1 THEN $2::timestamptz - interval '30 days' END
       FROM generate_series(20, $1::int, 20) AS g, generate_series(1, 5) AS p`,
    [history, now.toISOString()],
  );
  await db.exec('ANALYZE');
  return { leaders, admin, siteIds };
}
