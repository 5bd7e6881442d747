import type { RevealedRecipient } from '#contract/vouchers.ts';
import type { ApiSession } from './admin-api.ts';

/** The parts of the API's DonationDetails and Voucher (docs/api.md) the specs check. */
export interface ServerVoucher {
  voucherId: string;
  position: number;
  status: 1 | 2 | 3;
  leaderComment: string | null;
  hasPhoto: boolean;
  receiptCode: string | null;
  receiptCodeFromServer: boolean;
  familyAnswer: 'received' | 'notReceived' | null;
}
export interface ServerDonation {
  donationId: string;
  status: number;
  statusText: string;
  receivedQuantity: number | null;
  vouchers: ServerVoucher[];
}
export interface ServerReview {
  proof: { deliveries: { voucherId: string }[] };
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

/**
 * A fresh donation for a leader with its cards, made by the admin through the API, so a spec
 * owns data no other spec reads. The id is unique per run: milliseconds plus the caller's tag.
 */
export async function createDonationWithCards(
  admin: ApiSession,
  leaderCpfDigits: string,
  siteName: string,
  cards: number,
  tag: number,
) {
  const { body: lookup } = await admin.get<{ sites: { siteId: number; name: string }[] }>('/sites');
  const site = lookup.sites.find((s) => s.name === siteName);
  if (!site) throw new Error(`site '${siteName}' not in the demo data`);
  const donationId = `RJ-${String(Date.now()).padStart(13, '0')}${String(tag % 10_000).padStart(4, '0')}`;
  const created = await admin.post('/donations', {
    data: {
      siteId: site.siteId,
      leaderLogin: leaderCpfDigits,
      donationId,
      quantity: cards,
      sentDate: today(),
    },
  });
  if (created.status !== 201)
    throw new Error(`donation not created: HTTP ${created.status} ${JSON.stringify(created.body)}`);

  const voucherIds = Array.from(
    { length: cards },
    (_, i) => `${donationId.replace('RJ-', 'CX')}${i + 1}`,
  );
  const csv = ['voucherId,donationId', ...voucherIds.map((id) => `${id},${donationId}`)].join('\n');
  const load = await admin.post<{ status: string }>('/load/voucher', {
    multipart: {
      file: { name: 'cartoes-caos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  if (load.body.status !== 'Processado com sucesso')
    throw new Error(`cards not loaded: ${JSON.stringify(load.body)}`);
  return { donationId, voucherIds };
}

export async function donationOnServer(
  admin: ApiSession,
  donationId: string,
): Promise<ServerDonation> {
  const { status, body } = await admin.get<ServerDonation>(`/donations/${donationId}/details`);
  if (status !== 200) throw new Error(`details of ${donationId}: HTTP ${status}`);
  return body;
}

/** Who received a card, whole: the admin's 'Mostrar dados completos' (the details leave it out). */
export async function revealRecipient(
  admin: ApiSession,
  voucherId: string,
): Promise<RevealedRecipient> {
  const { status, body } = await admin.post<RevealedRecipient>(`/voucher/${voucherId}/reveal`, {
    data: { reason: 'Conferência do teste automatizado.' },
  });
  if (status !== 200) throw new Error(`reveal of ${voucherId}: HTTP ${status}`);
  return body;
}

/** Takes an unfinished donation out of every leader list (status 5), so a failed run leaves nothing waiting. */
export async function retireIfUnfinished(admin: ApiSession, donationId: string) {
  const donation = await donationOnServer(admin, donationId);
  if (donation.status > 3) return;
  await admin.post(`/donations/${donationId}/close`, {
    data: { status: 5, reason: 'Execução do teste de caos interrompida.' },
  });
}
