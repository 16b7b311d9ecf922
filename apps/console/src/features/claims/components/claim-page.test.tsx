import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { roleActions, type ClaimCase, type ClaimDecisionReasons } from '@portico/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { api, server } from '../../../../test/server.ts';
import { fr } from '../../../../test/french-texts.ts';

const agent = aStaffSession({ roles: ['agent'], actions: [...roleActions.agent] });
const reference = 'CL-2026-000007';
const pdfId = '2f1b6c1e-9f6a-4c47-a2a4-0d6f5c1d7e01';
const imageId = '7d2a1c3b-1e2f-4a5b-8c9d-0e1f2a3b4c5d';

function aClaim(overrides: Partial<ClaimCase> = {}): ClaimCase {
  return {
    reference,
    type: 'FREE_FLOW',
    status: 'OPEN',
    reasonId: 'plate-not-mine',
    reasonLabel: 'Ce n’est pas ma plaque',
    plates: ['AB123CD'],
    createdAt: '2026-11-27T09:00:00.000Z',
    decidedAt: null,
    ageHours: 50,
    journeyCount: 1,
    attachmentCount: 2,
    email: 'fahrer@example.test',
    language: 'de',
    comment: 'Das Fahrzeug war verkauft.',
    decisionNote: null,
    journeys: [
      {
        id: '41',
        plate: 'AB123CD',
        countryCode: 'FR',
        date: '2026-11-26T08:00:00.000Z',
        ttcPrice: 420,
        indemnity: 0,
        currentTtcPrice: 420,
        paid: false,
      },
    ],
    attachments: [
      { id: pdfId, fileName: 'kaufvertrag.pdf', mediaType: 'application/pdf', bytes: 40_000 },
      { id: imageId, fileName: 'foto.png', mediaType: 'image/png', bytes: 2_000 },
    ],
    ...overrides,
  };
}

const preview = {
  recipient: 'fahrer@example.test',
  language: 'de',
  subject: `Ihre Reklamation ${reference} wurde angenommen`,
  text: 'Guten Tag,\nIhre Reklamation wurde angenommen.\nBegründung: Fahrzeug verkauft.',
};

/** The white-label's ready-made reasons: labels in the console's French, texts in German. */
const readyReasons: ClaimDecisionReasons = {
  language: 'de',
  reasons: [
    {
      code: 'misread-plate',
      kind: 'accept',
      label: 'Plaque mal lue',
      text: 'Das Kennzeichen wurde falsch gelesen.',
    },
    {
      code: 'vehicle-class-corrected',
      kind: 'newPrice',
      label: 'Classe du véhicule corrigée',
      text: 'Die Fahrzeugklasse wurde korrigiert.',
    },
    {
      code: 'plate-clearly-visible',
      kind: 'reject',
      label: 'Plaque nettement visible sur les photos',
      text: 'Das Kennzeichen ist auf den Fotos deutlich zu sehen.',
    },
  ],
};

// The page's modules load once, before the tests: their first import (a cold transform of the
// page and the shell) is not what a test's time limit measures.
beforeAll(() => import('./claim-page.tsx'), 30_000);

describe('a claim', () => {
  afterEach(() => vi.restoreAllMocks());
  let bodies: { path: string; body: unknown }[];
  let decided: boolean;
  let pdfReadings: string[];
  beforeEach(() => {
    bodies = [];
    decided = false;
    pdfReadings = [];
    // jsdom has no blob: URLs: one stands for the PDF read into memory.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:kaufvertrag');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    server.use(
      http.get(api(`/operator/claims/${reference}/files/${pdfId}`), ({ request }) => {
        pdfReadings.push(new URL(request.url).pathname);
        return new HttpResponse('%PDF-1.7\n', { headers: { 'content-type': 'application/pdf' } });
      }),
      http.get(api('/operator/staff/session'), () => HttpResponse.json(agent)),
      http.get(api(`/operator/claims/${reference}`), () =>
        HttpResponse.json(
          decided
            ? aClaim({
                status: 'ACCEPTED',
                decidedAt: '2026-11-29T12:00:00.000Z',
                decisionNote: 'Fahrzeug verkauft.',
              })
            : aClaim(),
        ),
      ),
      http.get(api(`/operator/claims/${reference}/decision/reasons`), () =>
        HttpResponse.json(readyReasons),
      ),
      http.post(api(`/operator/claims/${reference}/decision/preview`), async ({ request }) => {
        bodies.push({ path: 'preview', body: await request.json() });
        return HttpResponse.json(preview);
      }),
      http.post(api(`/operator/claims/${reference}/decision`), async ({ request }) => {
        bodies.push({ path: 'decision', body: await request.json() });
        decided = true;
        return HttpResponse.json(aClaim({ status: 'ACCEPTED' }));
      }),
    );
  });

  it('shows the files in the page from the console\u2019s own origin', async () => {
    renderConsole(`/operator/claims/${reference}`);
    // The PDF is read from the console's origin, then framed from memory (claim-pdf.test.tsx).
    const frame = await screen.findByTitle('kaufvertrag.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:kaufvertrag');
    expect(pdfReadings).toEqual([`/services/v1/operator/claims/${reference}/files/${pdfId}`]);
    const image = screen.getByRole('img', { name: 'Pièce jointe : foto.png' });
    expect(image).toHaveAttribute(
      'src',
      `/services/v1/operator/claims/${reference}/files/${imageId}`,
    );
    expect(screen.getByText('Das Fahrzeug war verkauft.')).toHaveAttribute('lang', 'de');
    expect(screen.getByText(/fahrer@example\.test/)).toHaveTextContent('Deutsch');
    expect(screen.getByRole('region', { name: fr.claim.trips })).toHaveTextContent('4,20');
  });

  it('says in words that an image was not shown (the file views of the hour or day used up)', async () => {
    renderConsole(`/operator/claims/${reference}`);
    const image = await screen.findByRole('img', { name: 'Pièce jointe : foto.png' });
    fireEvent.error(image);
    const message = await screen.findByText(fr.claim.fileNotShown);
    expect(message).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('img', { name: 'Pièce jointe : foto.png' })).toBeNull();
  });

  it('previews the e-mail, then decides from the preview, with a new price in cents', async () => {
    const user = userEvent.setup();
    renderConsole(`/operator/claims/${reference}`);
    const form = within(await screen.findByRole('form', { name: fr.decision.title }));
    expect(form.getByText(/écrivez-le en Deutsch/)).toBeInTheDocument();
    await user.click(form.getByRole('textbox', { name: /Nouveau péage/ }));
    await user.paste('2,5');
    await user.click(form.getByLabelText(fr.decision.reason));
    await user.paste('Fahrzeug verkauft.');
    await user.click(form.getByRole('button', { name: fr.decision.preview }));
    const dialog = within(await screen.findByRole('dialog', { name: fr.decision.previewTitle }));
    expect(dialog.getByText(preview.subject)).toBeInTheDocument();
    expect(dialog.getByText(/Ihre Reklamation wurde angenommen/)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        path: 'preview',
        body: {
          outcome: 'ACCEPTED',
          reason: 'Fahrzeug verkauft.',
          reducedPrices: [{ journeyId: '41', reducedTtcPrice: 250 }],
        },
      },
    ]);
    await user.click(dialog.getByRole('button', { name: fr.decision.confirm }));
    expect(await screen.findByText(fr.decision.done)).toBeInTheDocument();
    expect(bodies[1]).toEqual({ path: 'decision', body: bodies[0]?.body });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: fr.decision.title })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(fr.claims.status.ACCEPTED)).toBeInTheDocument();
  });

  it('fills a ready-made reason in the claimant\u2019s language, to edit, and sends it as edited', async () => {
    const user = userEvent.setup();
    renderConsole(`/operator/claims/${reference}`);
    const form = within(await screen.findByRole('form', { name: fr.decision.title }));
    const picker = await form.findByRole('combobox', { name: fr.decision.readyReason });
    // Accepting offers the reasons to accept and to reprice, not those to reject.
    expect(
      within(picker).queryByRole('option', { name: readyReasons.reasons[2]?.label }),
    ).toBeNull();
    await user.selectOptions(picker, 'Plaque mal lue');
    const text = form.getByLabelText(fr.decision.reason);
    expect(text).toHaveValue('Das Kennzeichen wurde falsch gelesen.');
    expect(text).toHaveAttribute('lang', 'de');
    expect(form.getByRole('status')).toHaveTextContent('« Plaque mal lue » rempli en Deutsch');
    await user.click(text);
    await user.keyboard('{End} Wir bitten um Entschuldigung.');
    await user.click(form.getByRole('button', { name: fr.decision.preview }));
    await screen.findByRole('dialog', { name: fr.decision.previewTitle });
    expect(bodies).toEqual([
      {
        path: 'preview',
        body: {
          outcome: 'ACCEPTED',
          reason: 'Das Kennzeichen wurde falsch gelesen. Wir bitten um Entschuldigung.',
        },
      },
    ]);
  });

  it('drops a chosen reason that no longer fits the outcome, and offers the outcome\u2019s', async () => {
    const user = userEvent.setup();
    renderConsole(`/operator/claims/${reference}`);
    const form = within(await screen.findByRole('form', { name: fr.decision.title }));
    const picker = await form.findByRole('combobox', { name: fr.decision.readyReason });
    await user.selectOptions(picker, 'Classe du véhicule corrigée');
    expect(form.getByLabelText(fr.decision.reason)).toHaveValue(
      'Die Fahrzeugklasse wurde korrigiert.',
    );
    await user.click(form.getByRole('radio', { name: fr.decision.REJECTED }));
    expect(form.getByLabelText(fr.decision.reason)).toHaveValue('');
    expect(picker).toHaveValue('');
    await user.selectOptions(picker, 'Plaque nettement visible sur les photos');
    expect(form.getByLabelText(fr.decision.reason)).toHaveValue(
      'Das Kennzeichen ist auf den Fotos deutlich zu sehen.',
    );
  });

  it('still takes the agent\u2019s own words when the ready-made reasons cannot be read', async () => {
    const user = userEvent.setup();
    server.use(
      http.get(api(`/operator/claims/${reference}/decision/reasons`), () =>
        HttpResponse.json({ message: 'service_unavailable' }, { status: 503 }),
      ),
    );
    renderConsole(`/operator/claims/${reference}`);
    const form = within(await screen.findByRole('form', { name: fr.decision.title }));
    expect(await form.findByText(fr.decision.readyUnavailable)).toBeInTheDocument();
    expect(form.queryByRole('combobox', { name: fr.decision.readyReason })).toBeNull();
    await user.click(form.getByLabelText(fr.decision.reason));
    await user.paste('Keine Belege.');
    await user.click(form.getByRole('radio', { name: fr.decision.REJECTED }));
    await user.click(form.getByRole('button', { name: fr.decision.preview }));
    await screen.findByRole('dialog', { name: fr.decision.previewTitle });
    expect(bodies[0]?.body).toEqual({ outcome: 'REJECTED', reason: 'Keine Belege.' });
  });

  it('refuses a new price that is not lower before asking the server', async () => {
    const user = userEvent.setup();
    renderConsole(`/operator/claims/${reference}`);
    const form = within(await screen.findByRole('form', { name: fr.decision.title }));
    await user.click(form.getByRole('textbox', { name: /Nouveau péage/ }));
    await user.paste('4,20');
    await user.click(form.getByLabelText(fr.decision.reason));
    await user.paste('Fahrzeug verkauft.');
    await user.click(form.getByRole('button', { name: fr.decision.preview }));
    expect(form.getByText(fr.decision.priceInvalid)).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('rejects without prices and says why the server refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(api(`/operator/claims/${reference}/decision/preview`), () =>
        HttpResponse.json({ message: 'protest_already_decided' }, { status: 409 }),
      ),
    );
    renderConsole(`/operator/claims/${reference}`);
    const form = within(await screen.findByRole('form', { name: fr.decision.title }));
    await user.click(form.getByRole('radio', { name: fr.decision.REJECTED }));
    expect(form.queryByRole('textbox', { name: /Nouveau péage/ })).not.toBeInTheDocument();
    await user.click(form.getByLabelText(fr.decision.reason));
    await user.paste('Keine Belege.');
    await user.click(form.getByRole('button', { name: fr.decision.preview }));
    expect(await screen.findByText(fr.errors.protest_already_decided)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('shows no decision form to a person who may only read claims', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ roles: ['agent'], actions: ['claims.read'] })),
      ),
    );
    renderConsole(`/operator/claims/${reference}`);
    expect(await screen.findByTitle('kaufvertrag.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: fr.decision.title })).not.toBeInTheDocument();
  });
});
