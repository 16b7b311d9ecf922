import { describe, expect, it } from 'vitest';
import { alertStatuses } from '@portico/contract';
import { stepOfAlertStatus } from '../utils/alert-flow.ts';
import {
  alertErrorPlace,
  checkAlertForm,
  type AlertFormValues,
} from '../utils/alert-form-check.ts';
import { subscriptionBody } from '../utils/alert-request.ts';

describe('what follows the plate status (spec 000 section 4, spec 001 section 4)', () => {
  it.each([
    ['UNACTIVATED', 'subscribe'],
    ['ACTIVATED', 'success'],
    ['ACTIVATED_ANOTHER_EMAIL', 'askReassignment'],
  ] as const)('%s -> %s', (status, step) => {
    expect(stepOfAlertStatus[status]).toBe(step);
  });

  it('has a step for every status of the contract', () => {
    expect(Object.keys(stepOfAlertStatus).sort()).toEqual([...alertStatuses].sort());
  });
});

const valid: AlertFormValues = {
  email: ' giulia@example.it ',
  countryCode: 'IT',
  numberPlate: 'gd-301 aa',
  rented: false,
  rental: null,
  receiptNumber: ' A79-R-2026-000123 ',
};
const period = { start: '2026-11-20T07:00:00.000Z', end: '2026-11-27T17:30:00.000Z' };

describe('the alert form (spec 000 section 5)', () => {
  it('gives the request with the address trimmed and the plate normalised', () => {
    expect(checkAlertForm(valid)).toEqual({
      ok: true,
      value: {
        email: 'giulia@example.it',
        countryCode: 'IT',
        numberPlate: 'GD301AA',
        rental: null,
        receiptNumber: 'A79-R-2026-000123',
      },
    });
  });

  it.each([
    ['no e-mail', { email: '' }, { email: 'errors.email_mandatory' }],
    ['a malformed e-mail', { email: 'giulia@example' }, { email: 'errors.email_invalid' }],
    [
      'an e-mail over 100 characters',
      { email: `${'a'.repeat(90)}@example.it` },
      { email: 'errors.email_invalid' },
    ],
    ['no plate', { numberPlate: '  ' }, { numberPlate: 'errors.number_plate_mandatory' }],
    [
      'a plate that cannot be one',
      { numberPlate: 'A' },
      { numberPlate: 'errors.invalid_number_plate' },
    ],
    ['the rental box without dates', { rented: true }, { rental: 'rentalDates.required' }],
    [
      'no receipt number (issue 24)',
      { receiptNumber: '   ' },
      { receiptNumber: 'alerts.form.receiptRequired' },
    ],
    [
      'a receipt number over 40 characters',
      { receiptNumber: 'R'.repeat(41) },
      { receiptNumber: 'alerts.form.receiptTooLong' },
    ],
  ])('refuses %s', (_name, change, errors) => {
    expect(checkAlertForm({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('sends the rental period only with the box checked', () => {
    const rented = checkAlertForm({ ...valid, rented: true, rental: period });
    const unchecked = checkAlertForm({ ...valid, rented: false, rental: period });
    if (!rented.ok || !unchecked.ok) throw new Error('both are valid');
    expect(subscriptionBody(rented.value)).toEqual({
      allowedContact: true,
      countryCode: 'IT',
      email: 'giulia@example.it',
      numberPlate: 'GD301AA',
      receiptNumber: 'A79-R-2026-000123',
      startTime: period.start,
      endTime: period.end,
    });
    expect(subscriptionBody(unchecked.value)).not.toHaveProperty('startTime');
  });
});

describe("where a failed call's error shows", () => {
  it.each([
    ['email_invalid', [], 'email'],
    ['invalid_country_code', [], 'countryCode'],
    ['invalid_number_plate', [], 'numberPlate'],
    ['invalid_date_range', [], 'rental'],
    ['captcha_expired', [], 'captcha'],
    ['invalid_request', ['body.startTime'], 'rental'],
    ['invalid_request', ['body.email'], 'email'],
    ['invalid_request', ['query.captchaToken'], 'form'],
    ['vehicle_proof_required', [], 'receiptNumber'],
    ['vehicle_proof_invalid', [], 'receiptNumber'],
    ['invalid_request', ['body.receiptNumber'], 'receiptNumber'],
    ['alert_handover_pending', [], 'form'],
    ['alert_handover_refused', [], 'form'],
    ['too_many_requests', [], 'form'],
    [null, [], 'form'],
  ] as const)('%s %j -> %s', (code, paths, place) => {
    expect(alertErrorPlace(code, paths)).toBe(place);
  });
});
