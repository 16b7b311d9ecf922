import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { roleActions } from '@portico/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { webauthn } from '../../../../test/passkey-browser.ts';
import { api, server } from '../../../../test/server.ts';
import {
  aPassage,
  aPayment,
  aTrip,
  aVehicleTimeline,
  anAgentSession,
} from '../../../../test/support-fixtures.ts';
import { assertion, signInOptions } from '../../../../test/webauthn.ts';
import { fr } from '../../../../test/french-texts.ts';

const timelineCall = '/operator/vehicles/FR/GC121CN/timeline';

/** Answers the timeline; counts the reads (an action reads it again). */
function answerTimeline(body: object = aVehicleTimeline(), status = 200) {
  const reads = { count: 0 };
  server.use(
    http.get(api(timelineCall), () => {
      reads.count += 1;
      return HttpResponse.json(body, { status });
    }),
  );
  return reads;
}

/** Answers one action's POST, keeping the bodies sent. */
function answerAction(path: string, answers: (() => Response)[]) {
  const sent: unknown[] = [];
  server.use(
    http.post(api(path), async ({ request }) => {
      sent.push(await request.json());
      const answer = answers[Math.min(sent.length, answers.length) - 1];
      if (!answer) throw new Error('no answer');
      return answer();
    }),
  );
  return sent;
}

async function openTimeline() {
  const user = userEvent.setup({ delay: null });
  renderConsole('/operator/vehicles/FR/GC121CN');
  await screen.findByRole('heading', { level: 1, name: 'Véhicule GC121CN (FR)' });
  await screen.findByRole('heading', { level: 2, name: /^Trajets/ });
  return user;
}

/** A kind of the timeline by its heading (queried by text: role queries on the whole page are slow). */
function section(name: RegExp) {
  const found = [...document.querySelectorAll('section')].find((element) =>
    name.test(element.querySelector('h2')?.textContent ?? ''),
  );
  if (!found) throw new Error(`no section ${name}`);
  return within(found);
}

// A whole timeline is a large page for jsdom's role queries: 15 s each, not 5, on a busy machine.
describe('a vehicle’s timeline', { timeout: 15_000 }, () => {
  beforeEach(() => {
    webauthn.startAuthentication.mockResolvedValue(assertion);
    server.use(http.get(api('/operator/staff/session'), () => HttpResponse.json(anAgentSession())));
  });
  afterEach(() => vi.clearAllMocks());

  it('shows each kind: trips with state and price in euros, payments with the PSP’s words', async () => {
    answerTimeline();
    await openTimeline();
    const trips = section(/^Trajets/);
    expect(
      trips.getByRole('heading', { name: 'Trajet 41 : Montmarault → Digoin' }),
    ).toBeInTheDocument();
    expect(trips.getByText(fr.timeline.stage.infraction)).toBeInTheDocument();
    expect(trips.getByText('4,20 €')).toBeInTheDocument();
    expect(trips.getByText('10,00 €')).toBeInTheDocument();
    expect(trips.getByText('CNP-DEMO-000001')).toBeInTheDocument();
    const payments = section(/^Paiements/);
    expect(payments.getByText('14,20 €')).toBeInTheDocument();
    expect(payments.getByText('0012345678')).toBeInTheDocument();
    expect(payments.getByText(fr.timeline.paymentStatus.SUCCEED)).toBeInTheDocument();
    expect(payments.getByText(/PAYBOX : applied \(SUCCEED\)$/)).toBeInTheDocument();
    expect(section(/^Passages/).getByText(/Montmarault \(E\) · classe 1$/)).toBeInTheDocument();
    expect(section(/^E-mails envoyés/).getByText('payment_receipt')).toBeInTheDocument();
    expect(section(/^Réclamations/).getByText(fr.timeline.noneOfKind)).toBeInTheDocument();
    expect(screen.queryByText(/plus récents sont affichés/)).not.toBeInTheDocument();
  });

  it('says which kinds were cut, and writes euros in the person’s language', async () => {
    answerTimeline(
      aVehicleTimeline({
        passages: { items: [aPassage()], more: true },
        trips: { items: [aTrip({ ttcCents: 123456 })], more: false },
      }),
    );
    await openTimeline();
    expect(
      section(/^Passages/).getByText(
        'Seuls les 1 plus récents sont affichés : d’autres, plus anciens, existent.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Passages (les 1 plus récents)' }));
    expect(section(/^Trajets/).getByText('1 234,56 €')).toBeInTheDocument();
    expect(section(/^Trajets/).queryByText(/plus récents sont affichés/)).not.toBeInTheDocument();
  });

  it('says when the portal does not know the vehicle', async () => {
    answerTimeline({ message: 'vehicle_not_found' }, 404);
    renderConsole('/operator/vehicles/FR/GC121CN');
    expect(await screen.findByText(fr.errors.vehicle_not_found)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('re-sends a receipt with a reason, shows where it went and reads the timeline again', async () => {
    const reads = answerTimeline();
    const sent = answerAction(`/operator/payments/${aPayment().id}/receipt`, [
      () => HttpResponse.json({ paymentId: aPayment().id, email: 'other@example.org' }),
    ]);
    const user = await openTimeline();
    await user.click(
      screen.getByRole('button', { name: `${fr.receipt.open} du paiement AB12CD34` }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Renvoyer le reçu du paiement AB12CD34' }),
    );
    await user.type(dialog.getByLabelText(fr.action.reason), ' a ');
    await user.click(dialog.getByRole('button', { name: fr.receipt.submit }));
    expect(dialog.getByRole('alert')).toHaveTextContent(fr.action.reasonInvalid);
    expect(sent).toHaveLength(0);
    await user.type(dialog.getByLabelText(fr.action.reason), 'caller lost the e-mail');
    await user.type(dialog.getByLabelText(fr.receipt.email), 'other@example.org');
    await user.click(dialog.getByRole('button', { name: fr.receipt.submit }));
    expect(
      await screen.findByText('Le reçu du paiement AB12CD34 est envoyé à other@example.org.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'a caller lost the e-mail', email: 'other@example.org' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });

  it('cancels a trip after the fresh passkey check, then reads the timeline again', async () => {
    const reads = answerTimeline();
    const sent = answerAction('/operator/journeys/41/cancel', [
      () => HttpResponse.json({ message: 'fresh_check_required' }, { status: 403 }),
      () =>
        HttpResponse.json({
          id: '41',
          plate: 'GC121CN',
          countryCode: 'FR',
          stage: 'cancelled',
          deadline: null,
          cancellation: { at: '2026-11-29T12:00:00.000Z', by: 'Grace Hopper', reason: 'misread' },
        }),
    ]);
    server.use(
      http.post(api('/operator/staff/session/options'), () => HttpResponse.json(signInOptions)),
      http.post(api('/operator/staff/session'), () => HttpResponse.json(anAgentSession())),
    );
    const user = await openTimeline();
    await user.click(screen.getByRole('button', { name: `${fr.cancelTrip.open} du trajet 41` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler le trajet 41' }));
    await user.type(dialog.getByLabelText(fr.action.reason), 'plate misread by the camera');
    await user.click(dialog.getByRole('button', { name: fr.cancelTrip.submit }));
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.confirm }));
    expect(await screen.findByText('Le trajet 41 est annulé.')).toBeInTheDocument();
    expect(sent).toEqual([
      { reason: 'plate misread by the camera' },
      { reason: 'plate misread by the camera' },
    ]);
    expect(webauthn.startAuthentication).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });

  it('keeps the dialog open with the server’s refusal when a trip cannot be cancelled', async () => {
    answerTimeline();
    answerAction('/operator/journeys/41/cancel', [
      () => HttpResponse.json({ message: 'journey_already_paid' }, { status: 409 }),
    ]);
    const user = await openTimeline();
    await user.click(screen.getByRole('button', { name: `${fr.cancelTrip.open} du trajet 41` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annuler le trajet 41' }));
    await user.type(dialog.getByLabelText(fr.action.reason), 'already paid?');
    await user.click(dialog.getByRole('button', { name: fr.cancelTrip.submit }));
    expect(await dialog.findByText(fr.errors.journey_already_paid)).toBeInTheDocument();
  });

  it('moves the chosen passages to the plate typed, and links to that vehicle', async () => {
    const second = aPassage({
      passageId: 'p-2',
      gantry: 'Digoin',
      passedAt: '2026-11-28T10:50:00Z',
    });
    answerTimeline(aVehicleTimeline({ passages: { items: [aPassage(), second], more: false } }));
    const sent = answerAction('/operator/passages/move', [
      () =>
        HttpResponse.json({
          moved: 1,
          fromPlates: [{ plate: 'GC121CN', countryCode: 'FR' }],
          toPlate: { plate: 'GC121CM', countryCode: 'FR' },
        }),
    ]);
    const user = await openTimeline();
    await user.click(screen.getByRole('button', { name: fr.move.open }));
    const dialog = within(await screen.findByRole('dialog', { name: fr.move.title }));
    await user.type(dialog.getByLabelText(fr.move.toPlate), 'GC-121-CM');
    await user.type(dialog.getByLabelText(fr.action.reason), 'the camera read N for M');
    await user.click(dialog.getByRole('button', { name: fr.move.submit }));
    expect(dialog.getByText(fr.errors.move_nothing_chosen)).toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: /Digoin/ }));
    await user.click(dialog.getByRole('button', { name: fr.move.submit }));
    expect(await screen.findByRole('link', { name: 'Ouvrir le véhicule GC121CM' })).toHaveAttribute(
      'href',
      '/operator/vehicles/FR/GC121CM',
    );
    expect(sent).toEqual([
      {
        passageIds: ['p-2'],
        toPlate: 'GC-121-CM',
        toCountry: 'FR',
        reason: 'the camera read N for M',
      },
    ]);
  });

  it('extends a deadline to the day and time chosen', async () => {
    answerTimeline();
    const sent = answerAction('/operator/journeys/41/deadline', [
      () =>
        HttpResponse.json({
          id: '41',
          plate: 'GC121CN',
          countryCode: 'FR',
          stage: 'infraction',
          deadline: '2026-12-27T10:50:00.000Z',
          cancellation: null,
        }),
    ]);
    const user = await openTimeline();
    await user.click(screen.getByRole('button', { name: `${fr.deadline.open} du trajet 41` }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Prolonger l’échéance du trajet 41' }),
    );
    const until = dialog.getByLabelText(fr.deadline.until);
    await user.clear(until);
    await user.type(until, '2026-12-27T11:50');
    await user.type(dialog.getByLabelText(fr.action.reason), 'hospital stay');
    await user.click(dialog.getByRole('button', { name: fr.deadline.submit }));
    expect(
      await screen.findByText(/^L’échéance du trajet 41 est maintenant le /),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { until: new Date('2026-12-27T11:50').toISOString(), reason: 'hospital stay' },
    ]);
  });

  it('offers no action the person’s roles lack', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ actions: ['vehicles.search', 'vehicles.timeline'] })),
      ),
    );
    answerTimeline();
    await openTimeline();
    expect(
      screen.queryByRole('button', { name: /Renvoyer|Annuler|Prolonger|Déplacer|Rembourser/ }),
    ).toBeNull();
  });

  it('refunds part of a payment for the finance desk, within what is left', async () => {
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(
          anAgentSession({ roles: ['agent', 'finance'], actions: [...agentAndFinance] }),
        ),
      ),
    );
    const reads = answerTimeline(
      aVehicleTimeline({
        payments: { items: [aPayment({ refundedCents: 420 })], more: false },
      }),
    );
    const sent = answerAction(`/operator/payments/${aPayment().id}/refunds`, [
      () => HttpResponse.json({ message: 'refund_in_progress' }, { status: 409 }),
      () => HttpResponse.json(aRefundAnswer(500)),
    ]);
    const user = await openTimeline();
    const payments = section(/^Paiements/);
    expect(payments.getByText('4,20 €')).toBeInTheDocument();
    await user.click(
      payments.getByRole('button', { name: `${fr.refund.open} du paiement AB12CD34` }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Rembourser le paiement AB12CD34' }),
    );
    expect(dialog.getByText('Reste à rembourser : 10,00 €.')).toBeInTheDocument();
    const amount = dialog.getByLabelText(fr.refund.amount);
    expect(amount).toHaveValue('10.00');
    await user.clear(amount);
    await user.type(amount, '10,01');
    await user.type(dialog.getByLabelText(fr.action.reason), 'toll booth charged twice');
    await user.click(dialog.getByRole('button', { name: fr.refund.submit }));
    expect(dialog.getByText(fr.refund.amountInvalid)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(dialog.getByRole('button', { name: fr.refund.submit }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(fr.errors.refund_in_progress);
    await user.click(dialog.getByRole('button', { name: fr.refund.submit }));
    expect(
      await screen.findByText(
        'Remboursement de 5,00 € (paiement AB12CD34) approuvé : il part vers le PSP.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      { amountCents: 500, reason: 'toll booth charged twice' },
      { amountCents: 500, reason: 'toll booth charged twice' },
    ]);
    await vi.waitFor(() => expect(reads.count).toBe(2));
  });
});

const agentAndFinance = new Set([...roleActions.agent, ...roleActions.finance]);

/** The server's answer to a refund of `amountCents` of the fixture's payment. */
function aRefundAnswer(amountCents: number) {
  return {
    id: '9',
    paymentId: aPayment().id,
    reference: 'AB12CD34',
    plate: 'GC121CN',
    paymentCents: 1420,
    amountCents,
    state: 'approved',
    reason: 'toll booth charged twice',
    automatic: false,
    requestedBy: 'Grace Hopper',
    approvedBy: 'Grace Hopper',
    approvedAt: '2026-11-29T12:00:00.000Z',
    pspTransaction: null,
    pspCode: null,
    tries: 0,
    needsPerson: false,
    createdAt: '2026-11-29T12:00:00.000Z',
    finishedAt: null,
  };
}
