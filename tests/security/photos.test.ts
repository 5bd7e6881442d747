import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, demo, startTestServer, type TestServer } from '#tests/server/harness.ts';
import { donationIdsOf, form, location, tinyJpeg } from '#tests/server/route-fixtures.ts';

// Finding 7: photos were checked by their first bytes only: a JPEG header followed by HTML,
// uploaded as x.html, was stored and served as image/jpeg under the name x.html.

let server: TestServer;
let joao: ReturnType<typeof api>;
/** Staff open the photos a leader sent (decision 123). */
let admin: ReturnType<typeof api>;
let waiting: string[];

beforeAll(async () => {
  server = await startTestServer();
  joao = api(server, await server.tokenFor(demo.joao));
  admin = api(server, await server.tokenFor(demo.admin));
  waiting = await donationIdsOf(server, demo.joao, 1);
});
afterAll(async () => {
  await server?.close();
});

const receive = (donationId: string, bytes: Uint8Array, name: string) =>
  joao(
    'POST',
    `/donations/${donationId}/receive`,
    form(
      { receivedQuantity: '3', ...location },
      { receiveDonationFile: { bytes, type: 'image/jpeg', name } },
    ),
  );

describe('uploaded photos', () => {
  it('refuses a JPEG header followed by HTML', async () => {
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const fake = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...html]);
    const response = await receive(waiting[0]!, fake, 'x.html');
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      message: 'Não foi possível ler a foto. Tire a foto de novo e envie outra vez.',
    });
  });

  it('stores a re-encoded copy named by its real type, without metadata or anything appended', async () => {
    const withGps = await sharp(tinyJpeg())
      .withExif({ IFD0: { ImageDescription: 'Rua das Flores 10, casa de Maria' } })
      .jpeg()
      .toBuffer();
    const trailer = new TextEncoder().encode('<html>oi</html>');
    const upload = new Uint8Array([...withGps, ...trailer]);
    expect((await sharp(upload).metadata()).exif).toBeDefined();

    const response = await receive(waiting[0]!, upload, 'x.html');
    expect(response.status, response.text).toBe(204);
    const { json } = await admin('GET', `/donation/${waiting[0]}/url`);
    const served = await fetch(json.url);
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('content-disposition')).toContain('filename="x.jpg"');
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('<html>');
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('Rua das Flores');
  });
});
