/**
 * Decoding photos costs the server's CPU by their pixels, not their bytes. A delivery is checked
 * before its photos are read, a photo declaring more than about 12 MP is never decoded, and one
 * person cannot fill the instance's decoding turns (server/shared/photo-decodes.ts).
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type TestServer } from '#tests/server/harness.ts';
import {
  firstDonationOf,
  form,
  jpegFile,
  location,
  vouchersOf,
} from '#tests/server/route-fixtures.ts';
import { PhotoDecodes } from '#server/shared/photo-decodes.ts';

let server: TestServer;
let maria: ReturnType<typeof api>;
let delivering: string;
let cards: { voucher_id: string; status: number }[];

beforeAll(async () => {
  server = await startTestServer();
  maria = api(server, await server.tokenFor(demo.maria));
  // Her gates are open, so nothing but the photo rules decides below.
  const mariaId = await server.userId(demo.maria);
  await server.db.query('INSERT INTO commitments (user_id) VALUES ($1) ON CONFLICT DO NOTHING', [
    mariaId,
  ]);
  await server.db.query('INSERT INTO checklists (user_id) VALUES ($1)', [mariaId]);
  delivering = await firstDonationOf(server, demo.maria, 3);
  cards = await vouchersOf(server.db, delivering);
});
afterAll(async () => {
  await server?.close();
});

const donate = (
  fields: Record<string, string>,
  photo: { bytes: Uint8Array; type: string; name: string },
) =>
  maria(
    'POST',
    `/donations/${delivering}/donate`,
    form({ ...location, delivered: 'true', ...fields }, { donateDonationFile: photo }),
  );

/** Bytes that start as a JPEG and decode as nothing: reading them would be the only way to know. */
const undecodable = {
  bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Uint8Array(2048).fill(7)]),
  type: 'image/jpeg',
  name: 'foto.jpg',
};

describe('a delivery’s photos', () => {
  it('are not read when the card already has another delivery: the 409 comes first', async () => {
    const done = cards.find((card) => Number(card.status) !== 1)!;
    const answer = await donate(
      { voucherId: done.voucher_id, receivedName: 'Outra Pessoa Qualquer' },
      undecodable,
    );
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe('Este cartão já tem outra entrega registrada.');
  });

  it('are not read when an earlier card is still pending', async () => {
    const pending = cards.filter((card) => Number(card.status) === 1);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const answer = await donate(
      { voucherId: pending[1]!.voucher_id, receivedName: 'Outra Pessoa Qualquer' },
      undecodable,
    );
    expect(answer.status).toBe(409);
  });

  it('declaring more than about 12 MP are refused without being decoded', async () => {
    // 25 MP of one colour: a few KB on the wire, 100 MB of pixels once decoded.
    const huge = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    expect(huge.byteLength).toBeLessThan(200_000);
    const pending = cards.find((card) => Number(card.status) === 1)!;
    const answer = await donate(
      { voucherId: pending.voucher_id, receivedName: 'Josefa Ribeiro' },
      { bytes: huge, type: 'image/png', name: 'foto.png' },
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/12 megapixels/);
  });

  it('a phone camera’s own 12 MP photo still passes', async () => {
    const width = 4032;
    const height = 3024;
    const gradient = Buffer.alloc(width * height * 3);
    for (let i = 0; i < gradient.length; i += 3) {
      const x = (i / 3) % width;
      gradient[i] = x % 256;
      gradient[i + 1] = (x * 7) % 256;
      gradient[i + 2] = 128;
    }
    const camera = await sharp(gradient, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const pending = cards.find((card) => Number(card.status) === 1)!;
    const answer = await donate(
      { voucherId: pending.voucher_id, receivedName: 'Josefa Ribeiro' },
      { bytes: camera, type: 'image/jpeg', name: 'IMG_0001.jpg' },
    );
    expect(answer.status, answer.text).toBe(204);
  });

  it('of one person wait in her own turn: past her share she is told to send again later', async () => {
    const mariaId = await server.userId(demo.maria);
    const release: (() => void)[] = [];
    const held = [1, 2].map(() =>
      server.deps.photoDecodes.run(
        mariaId,
        () => new Promise<void>((resolve) => release.push(resolve)),
      ),
    );
    try {
      const pending = (await vouchersOf(server.db, delivering)).find(
        (card) => Number(card.status) === 1,
      )!;
      const answer = await donate(
        { voucherId: pending.voucher_id, receivedName: 'Josefa Ribeiro' },
        jpegFile(),
      );
      expect(answer.status).toBe(429);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.json.message).toBe(
        'Suas fotos ainda estão sendo processadas. Tente novamente em alguns instantes.',
      );
      // Another leader is not refused for Maria's share: she waits for a turn, then is served.
      const joao = server.deps.photoDecodes.run(await server.userId(demo.joao), async () => 'lida');
      expect(server.deps.photoDecodes.waiting).toBe(1);
      release.forEach((done) => done());
      await expect(joao).resolves.toBe('lida');
    } finally {
      release.forEach((done) => done());
      await Promise.all(held);
    }
  });
});

describe('the instance’s decoding turns', () => {
  it('run at most the configured number at once; the others wait, none is refused', async () => {
    const decodes = new PhotoDecodes(2, 2);
    const release: (() => void)[] = [];
    const started: string[] = [];
    const all = ['a', 'b', 'c', 'd', 'e'].map((user) =>
      decodes.run(user, () => {
        started.push(user);
        return new Promise<string>((resolve) => release.push(() => resolve(user)));
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b']);
    expect(decodes.running).toBe(2);
    expect(decodes.waiting).toBe(3);
    while (release.length > 0) {
      release.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
      expect(decodes.running).toBeLessThanOrEqual(2);
    }
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
