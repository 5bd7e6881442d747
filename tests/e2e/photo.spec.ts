import type { APIRequestContext, Page } from '@playwright/test';
import type { ApiSession } from './admin-api.ts';
import { retireIfUnfinished } from './leader-donation-api.ts';
import { test, expect, expectAccessible } from './fixtures.ts';
import { freshDonationForJoao, signInAsJoao } from './walk-leader.ts';
import {
  BAND_FRACTION,
  cameraPhoto,
  type CameraPhotoOptions,
} from '#tests/support/camera-photo.ts';

/**
 * Photos as a phone's camera writes them (tests/support/camera-photo.ts: landscape pixels and an
 * EXIF orientation), picked in João's receipt form in Chromium and prepared by the real worker.
 * The photo ready to send must be upright, at most 1600 px on its long edge and 500 KB.
 * Nothing is sent: only the prepared photo (the form's preview) is read.
 */

test.describe.configure({ mode: 'serial' });

const MAX_BYTES = 500 * 1024;

/**
 * The prepared photo, read from its preview (its pixels as stored: a canvas writes no EXIF, so
 * what shows upright is stored upright) and from the size the form states beside it.
 */
async function preparedPhoto(page: Page) {
  const preview = page.getByRole('img', { name: 'Pré-visualização: Foto dos cartões recebidos' });
  await expect(preview).toBeVisible();
  const status = (await page.getByText(/Foto pronta para envio/).textContent()) ?? '';
  const [, amount, unit] = /\(([\d.,]+) (KB|MB);/.exec(status) ?? [];
  const bytes =
    Number(amount?.replace(/\./g, '').replace(',', '.')) * (unit === 'MB' ? 1024 * 1024 : 1024);
  const pixels = await preview.evaluate(async (image: HTMLImageElement, band: number) => {
    await image.decode();
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixel = (y: number) =>
      Array.from(context.getImageData(Math.floor(canvas.width / 2), y, 1, 1).data.slice(0, 3));
    const isRed = ([r, g, b]: number[]) => r! > 170 && g! < 90 && b! < 90;
    const inBand = Math.floor(canvas.height * band * 0.5);
    return {
      width: image.naturalWidth,
      height: image.naturalHeight,
      redAtTop: isRed(pixel(inBand)),
      redAtBottom: isRed(pixel(canvas.height - 1 - inBand)),
    };
  }, BAND_FRACTION);
  return { ...pixels, bytes };
}

/** The donations this file made, taken out of João's list afterwards (nothing is sent, they stay waiting). */
const arranged: { admin: ApiSession; donationId: string }[] = [];
test.afterEach(async () => {
  for (const { admin, donationId } of arranged.splice(0))
    await retireIfUnfinished(admin, donationId);
});

/** João's receipt form for a donation of his own (made fresh: the demo's waiting donations belong to other specs). */
async function openReceiptForm(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
) {
  const { admin, donationId } = await freshDonationForJoao(request, baseURL, 2);
  arranged.push({ admin, donationId });
  await signInAsJoao(page);
  await page
    .getByRole('list', { name: 'Lista de doações' })
    .getByRole('listitem')
    .filter({ hasText: `Doação ${donationId}` })
    .getByRole('link')
    .click();
  await page.getByRole('link', { name: 'Cartões Recebidos' }).click();
  await expect(page).toHaveURL(/\/wait\/prof$/);
}

async function pick(page: Page, name: string, options: CameraPhotoOptions) {
  const bytes = await cameraPhoto(options);
  await page
    .getByLabel('Foto dos cartões recebidos')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: bytes });
  await expect(page.getByText(/Foto pronta para envio/)).toBeVisible({ timeout: 60_000 });
  return bytes;
}

test('a 12 MP portrait photo from a phone is ready upright, 1200×1600, under 500 KB', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await openReceiptForm(page, request, baseURL);
  const original = await pick(page, 'IMG_20261124_101500.jpg', {
    width: 3000,
    height: 4000,
    orientation: 6,
    quality: 90,
  });
  expect(original.length).toBeGreaterThan(4 * 1024 * 1024);

  const photo = await preparedPhoto(page);
  expect(photo).toMatchObject({ width: 1200, height: 1600, redAtTop: true, redAtBottom: false });
  expect(photo.bytes).toBeLessThanOrEqual(MAX_BYTES);
  await expectAccessible(page);
  console.log(
    `12 MP portrait ${(original.length / 1024 / 1024).toFixed(1)} MB → ${photo.width}×${photo.height} ${Math.round(photo.bytes / 1024)} KB`,
  );
});

test('photos turned the other way, upside down, or already upright all come out upright', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openReceiptForm(page, request, baseURL);
  const cases = [
    { orientation: 8, width: 1500, height: 2000, expected: { width: 1200, height: 1600 } },
    { orientation: 3, width: 2000, height: 1500, expected: { width: 1600, height: 1200 } },
    { orientation: 1, width: 1200, height: 900, expected: { width: 1200, height: 900 } },
  ] as const;
  for (const { orientation, width, height, expected } of cases) {
    await pick(page, `orientacao-${orientation}.jpg`, { width, height, orientation });
    const photo = await preparedPhoto(page);
    expect(photo, `EXIF orientation ${orientation}`).toMatchObject({
      ...expected,
      redAtTop: true,
      redAtBottom: false,
    });
    expect(photo.bytes).toBeLessThanOrEqual(MAX_BYTES);
  }
});
