import type { APIRequestContext, Page } from '@playwright/test';
import { a79WholeRoadEast, makePassage } from '@portico/contract/testing';
import { captchaToken } from './account-helpers.ts';
import { expect } from './fixtures.ts';

// A driver's claim with a PDF, filed through the public API, and that PDF as the agent sees it
// on the claim's page: the console's claims desk specs, its day and its gallery share them.

const minute = 60_000;

/**
 * The default "vehicle sold" reason in German (claims-desk/default-decision-reasons.ts), as the
 * console fills it for a claim filed in German.
 */
export const readyReason =
  'Die von Ihnen übermittelte Veräußerungsbescheinigung zeigt, dass das Fahrzeug am Tag der Durchfahrt bereits verkauft war.';

/** A one-page PDF a viewer opens (its cross-reference table counted, not faked). */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length + 37} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A driver's claim through the public API (`api` on the console server's origin): a trip read by
 * the roadside system, looked up with a solved captcha, contested in German with a PDF, by
 * `email`. Answers the claim's reference.
 */
export async function fileClaimWithPdf(
  api: APIRequestContext,
  plate: string,
  email: string,
): Promise<string> {
  const end = Date.now() - 60 * minute;
  const passages = await api.post('/services/v1/passages', {
    headers: { 'x-api-key': 'demo-roadside-key' },
    data: {
      passages: a79WholeRoadEast.map((gantry, index) =>
        makePassage({
          passageId: `e2e-claims-desk-${plate}-${index}`,
          gantry,
          plate,
          at: new Date(end - (a79WholeRoadEast.length - 1 - index) * 10 * minute).toISOString(),
        }),
      ),
    },
  });
  expect(passages.ok(), await passages.text()).toBe(true);
  const lookup = await api.get('/services/v1/detailedJourneys', {
    params: { captchaToken: await captchaToken(api), plate, country: 'FR' },
  });
  expect(lookup.ok(), await lookup.text()).toBe(true);
  const set = (await lookup.json()) as { sessionId: string; journeys: { id: string }[] };
  const journeyIds = set.journeys.map((journey) => journey.id);
  expect(journeyIds).toHaveLength(1);
  const claim = await api.post('/services/v1/protests', {
    // Filed in German: the decision's reason and e-mail are in German, whatever the console's.
    params: { type: 'FREE_FLOW', sessionId: set.sessionId, lang: 'de' },
    multipart: {
      claim: JSON.stringify({
        journeyIds,
        reasonId: 'plate-not-mine',
        comment: 'Véhicule vendu le mois dernier, certificat de cession joint.',
        email,
      }),
      attachments: {
        name: 'certificat-cession.pdf',
        mimeType: 'application/pdf',
        buffer: onePagePdf('Certificat de cession'),
      },
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  return ((await claim.json()) as { reference: string }).reference;
}

/**
 * The claim's page shows the driver's comment and its PDF in the page: the console reads the file
 * (which the server sends inline, never sniffed nor cached) and shows it from memory in a frame
 * (a blob: address), so a refusal is said in words rather than shown raw in the frame. The agent
 * reads it without downloading it.
 */
export async function expectClaimPdfShown(
  page: Page,
  origin: string,
  reference: string,
): Promise<void> {
  await expect(page.getByText('certificat de cession joint')).toBeVisible();
  const frame = page.locator('iframe[title="certificat-cession.pdf"]');
  await expect(frame).toBeVisible();
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src).toMatch(/^blob:http:\/\/[^/]+\/[0-9a-f-]{36}$/);
  // The file the page read, as the server answered it (read again here with the same session).
  const filePath = new RegExp(`/services/v1/operator/claims/${reference}/files/[0-9a-f-]{36}$`);
  const read = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => entry.name),
  );
  const fileUrl = read.find((name) => filePath.test(name)) ?? '';
  expect(fileUrl.startsWith(origin)).toBe(true);
  const file = await page.request.get(fileUrl);
  expect(file.status()).toBe(200);
  expect(file.headers()).toMatchObject({
    'content-type': 'application/pdf',
    'content-disposition': 'inline; filename="certificat-cession.pdf"',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Chromium's PDF viewer has opened the file inside the frame (a frame of its own, under the
  // viewer's): the file is shown, not only fetched.
  await expect
    .poll(() =>
      page
        .frames()
        .some(
          (viewed) =>
            viewed.url() === src &&
            viewed.parentFrame()?.url().startsWith('chrome-extension://') === true,
        ),
    )
    .toBe(true);
}
