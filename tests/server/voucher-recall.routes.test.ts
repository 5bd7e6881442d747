import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Donation } from '#contract/donations.ts';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

let server: TestServer;
let admin: Call;
let maria: Call;

beforeAll(async () => {
  server = await startTestServer();
  admin = api(server, await server.tokenFor(demo.admin));
  maria = api(server, await server.tokenFor(demo.maria));
});

afterAll(async () => {
  await server?.close();
});

/** Maria's open donations that still have cards with her, most cards first. */
async function heldDonations() {
  return server.db.query<{ donation_id: string; held: number }>(
    `SELECT d.donation_id, count(*)::int AS held
       FROM donations d JOIN vouchers v USING (donation_id)
       JOIN users u ON u.id = d.leader_id
      WHERE u.name = 'Maria da Silva' AND d.status IN (2, 3) AND v.status = 1
      GROUP BY d.donation_id ORDER BY held DESC, d.donation_id`,
  );
}

async function recalledOnMariasList() {
  const list = await maria('GET', '/donations');
  expect(list.status, list.text).toBe(200);
  return Object.fromEntries(
    (list.json.donations as Donation[]).map((donation) => [
      donation.donationId,
      donation.recalledCount,
    ]),
  );
}

describe("'Recolher'", () => {
  it("asks the leader for a donation's held cards: on her list until the donation is closed", async () => {
    const [target, other] = await heldDonations();
    expect(target).toBeDefined();
    const before = await recalledOnMariasList();
    expect(before[target!.donation_id]).toBe(0);

    const asked = await admin('POST', `/donations/${target!.donation_id}/recall`);
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json).toEqual({ recalled: target!.held });
    const after = await recalledOnMariasList();
    expect(after[target!.donation_id]).toBe(target!.held);
    if (other) expect(after[other.donation_id]).toBe(0);

    // Each card's ledger and state say so.
    const [card] = await server.db.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE donation_id = $1 AND status = 1 ORDER BY position LIMIT 1',
      [target!.donation_id],
    );
    const timeline = await admin('GET', `/cards/${card!.voucher_id}/timeline`);
    expect(timeline.json.stateText).toMatch(/ · Recolhimento pedido$/);
    expect(timeline.json.events.at(-1)).toMatchObject({
      kind: 'recalled',
      text: 'Recolhimento pedido',
      actorName: 'Ana Costa',
    });

    const again = await admin('POST', `/donations/${target!.donation_id}/recall`);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(
      'O recolhimento já foi pedido e a liderança ainda não devolveu.',
    );

    const closed = await admin('POST', `/donations/${target!.donation_id}/close`, {
      status: 5,
      reason: 'Cartões devolvidos à unidade.',
    });
    expect(closed.status, closed.text).toBe(200);
    expect((await recalledOnMariasList())[target!.donation_id]).toBe(0);
    const returned = await admin('GET', `/cards/${card!.voucher_id}/timeline`);
    expect(returned.json.stateText).not.toContain('Recolhimento pedido');
  });

  it('asks for one card, and only for a card the leader still holds', async () => {
    const [target] = await heldDonations();
    const [held] = await server.db.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE donation_id = $1 AND status = 1 ORDER BY position LIMIT 1',
      [target!.donation_id],
    );
    const one = await admin('POST', `/cards/${held!.voucher_id}/recall`);
    expect(one.status, one.text).toBe(200);
    expect(one.json).toEqual({ recalled: 1 });
    expect((await recalledOnMariasList())[target!.donation_id]).toBe(1);

    const [delivered] = await server.db.query<{ voucher_id: string }>(
      'SELECT voucher_id FROM vouchers WHERE status = 2 LIMIT 1',
    );
    const refused = await admin('POST', `/cards/${delivered!.voucher_id}/recall`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      'Este cartão não está com a liderança: não há o que recolher.',
    );
    expect((await admin('POST', '/cards/0000000000000/recall')).status).toBe(404);
    expect((await admin('POST', '/donations/SP-20991231000000001/recall')).status).toBe(404);
  });

  it('is an admin action only', async () => {
    const [target] = await heldDonations();
    const readonly = api(server, await server.tokenFor(demo.readonly));
    for (const call of [readonly, maria]) {
      expect((await call('POST', `/donations/${target!.donation_id}/recall`)).status).toBe(403);
    }
    const [events] = await server.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM card_events e JOIN vouchers v USING (voucher_id)
        WHERE e.kind = 'recalled' AND v.donation_id = $1`,
      [target!.donation_id],
    );
    expect(events!.n).toBe(1);
  });
});
