import { describe, expect, it } from 'vitest';
import { demoNotDeliveredComment } from '#server/demo/demo-data.ts';
import { api, demo } from '#tests/server/harness.ts';
import { firstDonationOf, vouchersOf } from '#tests/server/route-fixtures.ts';
import { serverPerFile } from './server-per-file.ts';

// Finding 4 of the third review: the photo links took any role, the review gave leaders every
// delivery's position and the card lists the comments, so a leader read the families' data after
// sending it, and after a transfer the new leader read the previous leader's families' photos.

const { server } = serverPerFile();

/** Maria's donation being delivered: cards delivered, one not delivered with its comment. */
const delivering = () => firstDonationOf(server(), demo.maria, 3);

async function recordedCards(donationId: string) {
  return (await vouchersOf(server().db, donationId)).filter((card) => Number(card.status) > 1);
}

/** Everything a leader's answers could say about the families of one of her donations. */
async function whatTheLeaderReads(login: string, donationId: string) {
  const leader = api(server(), await server().tokenFor(login));
  const cards = await recordedCards(donationId);
  return {
    details: await leader('GET', `/donations/${donationId}/details`),
    vouchers: await leader('GET', `/vouchers?donationId=${donationId}`),
    review: await leader('GET', `/donations/${donationId}/review`),
    cards: await Promise.all(cards.map((card) => leader('GET', `/voucher/${card.voucher_id}`))),
    photos: await Promise.all(
      cards.map((card) => leader('GET', `/voucher/${card.voucher_id}/url`)),
    ),
    receiptPhoto: await leader('GET', `/donation/${donationId}/url`),
  };
}

function expectNoFamilyData(read: Awaited<ReturnType<typeof whatTheLeaderReads>>) {
  for (const answer of [read.details, read.vouchers, read.review, ...read.cards])
    expect(answer.status, answer.text).toBe(200);
  const texts = [read.details, read.vouchers, read.review, ...read.cards].map((a) => a.text);
  for (const text of texts) {
    expect(text).not.toContain(demoNotDeliveredComment);
    expect(text).not.toContain('Luzia');
  }
  expect(read.review.json.proof.deliveries).toEqual([]);
  const flags = read.review.json.anomalies.map((anomaly: { kind: string }) => anomaly.kind);
  for (const aboutFamilies of ['farDelivery', 'reusedPhoto', 'familyServedTwice'])
    expect(flags).not.toContain(aboutFamilies);
  for (const photo of [...read.photos, read.receiptPhoto]) expect(photo.status).toBe(403);
}

describe("a leader and the families' data of her donations", () => {
  it('once cards are recorded, she reads their order and status, never the photos, positions or comments', async () => {
    const donationId = await delivering();
    const read = await whatTheLeaderReads(demo.maria, donationId);
    expectNoFamilyData(read);
    // What her own screens show after a delivery is all still there: each card's place and status.
    const shown = read.details.json.vouchers.map((card: { voucherId: string; status: number }) => [
      card.voucherId,
      card.status,
    ]);
    const stored = (await vouchersOf(server().db, donationId)).map((card) => [
      card.voucher_id,
      Number(card.status),
    ]);
    expect(shown).toEqual(stored);
    expect(read.review.json.audit).toEqual(expect.any(Array));
  });

  it('the flags about families (a far delivery, a photo used twice) are staff’s', async () => {
    // Fernanda's completed donation: one delivery far from the receipt, one photo used twice.
    const donationId = await firstDonationOf(server(), demo.fernanda, 4);
    const kinds = async (login: string) =>
      (
        await api(server(), await server().tokenFor(login))(
          'GET',
          `/donations/${donationId}/review`,
        )
      ).json.anomalies.map((anomaly: { kind: string }) => anomaly.kind);
    expect(await kinds(demo.admin)).toEqual(expect.arrayContaining(['farDelivery', 'reusedPhoto']));
    const hers = await kinds(demo.fernanda);
    expect(hers).not.toContain('farDelivery');
    expect(hers).not.toContain('reusedPhoto');
    // What concerns her own work stays hers to read.
    expect(hers).toEqual(expect.arrayContaining(['lateDelivery']));
  });

  it('staff still open the photos, positions and comments', async () => {
    const donationId = await delivering();
    const admin = api(server(), await server().tokenFor(demo.admin));
    const [card] = (await recordedCards(donationId)).filter((row) => Number(row.status) === 2);
    expect((await admin('GET', `/voucher/${card!.voucher_id}/url`)).status).toBe(200);
    expect((await admin('GET', `/donation/${donationId}/url`)).status).toBe(200);
    const review = await admin('GET', `/donations/${donationId}/review`);
    expect(review.json.proof.deliveries.length).toBeGreaterThan(0);
    expect((await admin('GET', `/vouchers?donationId=${donationId}`)).text).toContain(
      demoNotDeliveredComment,
    );
  });
  it('after a transfer, the new leader reads none of the previous leader’s families’ data', async () => {
    const donationId = await delivering();
    const carlosId = await server().userId(demo.carlos);
    await server().db.query('UPDATE donations SET leader_id = $2 WHERE donation_id = $1', [
      donationId,
      carlosId,
    ]);
    expectNoFamilyData(await whatTheLeaderReads(demo.carlos, donationId));
  });
});
