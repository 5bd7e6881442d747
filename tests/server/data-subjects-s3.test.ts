/**
 * A data-subject request where the photos live in an S3 bucket (a local s3rver), as on a
 * deployment with several instances: the export embeds the family's photo read from the bucket,
 * and anonymising the person removes it from the bucket.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, demo, startTestServer, type ApiResponse, type TestServer } from './harness.ts';
import { firstDonationOf, vouchersOf } from './route-fixtures.ts';
import { startLocalS3, type LocalS3 } from '#tests/support/s3-server.ts';

type Call = (method: string, path: string, body?: unknown) => Promise<ApiResponse>;

const JOSEFA = '123.456.789-09';
let s3: LocalS3;
let server: TestServer;
let admin: Call;

beforeAll(async () => {
  s3 = await startLocalS3();
  for (const [name, value] of Object.entries(s3.credentials)) vi.stubEnv(name, value);
  server = await startTestServer({ env: s3.env });
  admin = api(server, await server.tokenFor(demo.admin));
});

afterAll(async () => {
  await server?.close();
  await s3?.close();
  vi.unstubAllEnvs();
});

/** The stored photo of Josefa's card (the first of Maria's completed donation) and its bytes in the bucket. */
async function josefasPhoto(): Promise<{ fileId: string | null; inBucket: Response | null }> {
  const card = (await vouchersOf(server.db, await firstDonationOf(server, demo.maria, 4)))[0]!
    .voucher_id;
  const [row] = await server.db.query<{ photo_file_id: string | null }>(
    'SELECT photo_file_id FROM vouchers WHERE voucher_id = $1',
    [card],
  );
  const fileId = row?.photo_file_id ?? null;
  return {
    fileId,
    inBucket: fileId ? await fetch(`${s3.endpoint}/${s3.bucket}/files/${fileId}`) : null,
  };
}

describe('a data-subject request with the photos on S3', () => {
  it('exports the family’s photo read from the bucket', async () => {
    const { fileId, inBucket } = await josefasPhoto();
    expect(fileId).not.toBeNull();
    expect(inBucket?.status).toBe(200);

    const { status, json } = await admin('POST', '/privacy/subject/export', { cpf: JOSEFA });
    expect(status).toBe(200);
    const delivery = JSON.parse(json.content).entregas.find(
      (e: { fotos: unknown[] }) => e.fotos.length > 0,
    );
    const fromBucket = Buffer.from(await inBucket!.arrayBuffer());
    // What the family takes home is the very photo stored for them, not a placeholder.
    expect(delivery.fotos[0].arquivo).toBe(
      `data:image/png;base64,${fromBucket.toString('base64')}`,
    );
  });

  it('anonymising the person removes the photo from the bucket', async () => {
    const { fileId } = await josefasPhoto();
    const { status, json } = await admin('POST', '/privacy/subject/anonymise', {
      cpf: JOSEFA,
      reason: 'Pedido da titular, identidade conferida',
    });
    expect(status).toBe(200);
    expect(json.changed).toBe(1);
    expect((await josefasPhoto()).fileId).toBeNull();
    await vi.waitFor(
      async () =>
        expect((await fetch(`${s3.endpoint}/${s3.bucket}/files/${fileId}`)).status).toBe(404),
      { timeout: 10_000, interval: 100 },
    );
  });
});
