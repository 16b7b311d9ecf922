import type { Language, ProtestAttachment } from '@portico/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../lib/i18n.tsx';
import { loadMessagePart, messagePart, translate } from '../../../lib/messages.ts';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';
import { ClaimPdf } from './claim-pdf.tsx';

const reference = 'CL-2026-000007';
const file: ProtestAttachment = {
  id: '2f1b6c1e-9f6a-4c47-a2a4-0d6f5c1d7e01',
  fileName: 'kaufvertrag.pdf',
  mediaType: 'application/pdf',
  bytes: 40_000,
};
const fileRoute = api(`/operator/claims/${reference}/files/${file.id}`);
const pdfText = '%PDF-1.7\n%%EOF\n';
const pdfBytes = new TextEncoder().encode(pdfText);
const pdf = () => new HttpResponse(pdfBytes, { headers: { 'content-type': 'application/pdf' } });
const refusal = (status: number, message: string) =>
  HttpResponse.json({ statusCode: status, error: 'refused', message }, { status });

/** The server's answers, one per reading, in order; every reading is counted. */
function answering(...answers: (() => Response)[]) {
  const readings: Request[] = [];
  server.use(
    http.get(fileRoute, ({ request }) => {
      readings.push(request);
      const next = answers[Math.min(readings.length, answers.length) - 1];
      if (!next) throw new Error('no answer left');
      return next();
    }),
  );
  return readings;
}

const show = (language: Language = 'fr') =>
  render(
    <I18nProvider language={language}>
      <ClaimPdf reference={reference} file={file} />
    </I18nProvider>,
  );
const refused = fr.claim.fileRefused.replace('{name}', file.fileName);

// jsdom has no blob: URLs; the browser's are stood for by numbered ones, and those given back.
let framed: Blob[];
let revoked: string[];
// The claims desk's texts, as its routes load them (app/texts/claims.ts).
const claimsTexts = messagePart(
  import.meta.glob<{ default: object }>('../../../locales/claims/*.json'),
);
beforeAll(() => loadMessagePart(claimsTexts));
beforeEach(() => {
  framed = [];
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (!(blob instanceof Blob)) throw new Error('not a blob');
    framed.push(blob);
    return `blob:claim-pdf-${framed.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('a claim’s PDF in the page', () => {
  it('is read once, then framed from memory as a PDF, and the memory is given back', async () => {
    const readings = answering(pdf);
    const { unmount } = show();
    const frame = await screen.findByTitle(file.fileName);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:claim-pdf-1');
    expect(readings).toHaveLength(1);
    expect(readings[0]?.credentials).toBe('same-origin');
    expect(framed[0]?.type).toBe('application/pdf');
    expect(await framed[0]?.text()).toBe(pdfText);
    unmount();
    expect(revoked).toEqual(['blob:claim-pdf-1']);
  });

  it('says the hour’s or day’s file views are used up, never frames the refusal, offers no retry', async () => {
    answering(() => refusal(429, 'claim_file_view_limit'));
    const { container } = show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${refused} ${fr.errors.claim_file_view_limit}`);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container).not.toHaveTextContent('claim_file_view_limit');
    expect(screen.queryByRole('button')).toBeNull();
    expect(framed).toEqual([]);
  });

  it('says a file that no longer exists does not, with no retry', async () => {
    answering(() => refusal(404, 'protest_attachment_not_found'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${refused} ${fr.errors.protest_attachment_not_found}`,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the server cannot give it now (503), and shows it when asked again', async () => {
    const readings = answering(() => refusal(503, 'service_unavailable'), pdf);
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${refused} ${fr.claim.fileUnavailable}`,
    );
    expect(readings).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: fr.claim.fileRetry }));
    expect(await screen.findByTitle(file.fileName)).toHaveAttribute('src', 'blob:claim-pdf-1');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(readings).toHaveLength(2);
  });

  it('says the server does not answer when the network fails, with a retry', async () => {
    answering(() => HttpResponse.error());
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent(`${refused} ${fr.errors.network}`);
    expect(screen.getByRole('button', { name: fr.claim.fileRetry })).toBeInTheDocument();
  });

  it('speaks the person’s language', async () => {
    answering(() => refusal(503, 'service_unavailable'));
    show('de');
    const german = (key: 'claim.fileRefused' | 'claim.fileUnavailable' | 'claim.fileRetry') =>
      translate('de', key, { name: file.fileName });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${german('claim.fileRefused')} ${german('claim.fileUnavailable')}`,
    );
    expect(screen.getByRole('button', { name: german('claim.fileRetry') })).toBeInTheDocument();
    expect(german('claim.fileRetry')).toBe('Erneut anzeigen');
  });
});
