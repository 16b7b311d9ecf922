import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../mail/texts/mail-texts.ts';
import { gateNamer } from '../../lookups/domain.ts';
import { journeyFacts } from './alert-journey-facts.ts';
import type { JourneyRow } from './alert-mail-rows.ts';

const gate = gateNamer(
  [
    { code: 'A71', label: 'A71', names: null, normalizedGate: '34' },
    { code: '34', label: '34', names: { fr: 'Deux-Chaises' }, normalizedGate: '34' },
    { code: '23', label: '23', names: { fr: 'Digoin', it: 'Digoin' }, normalizedGate: '23' },
  ],
  'fr',
);

const row = {
  plate: 'AB123CD',
  inGate: '34',
  outGate: '23',
  firstPassageAt: new Date('2026-11-22T07:00:00Z'),
  deadline: new Date('2026-11-25T07:40:00Z'),
  vehicleClass: 2,
  ttcCents: 640,
  indemnityCents: 1000,
  alreadyPaidCents: 40,
} as JourneyRow;

describe('journeyFacts', () => {
  it("states a journey in the e-mail's language: gate labels, Paris times, class, money", () => {
    expect(journeyFacts(row, gate, 'fr', mailTexts.fr.journey)).toEqual({
      plate: 'AB123CD',
      entry: 'Deux-Chaises (34)',
      exit: 'Digoin (23)',
      date: '22/11/26 08:00',
      vehicleClass: 'Classe 2',
      price: '6,40\u00a0€',
      deadline: '25/11/26 08:40',
      amount: '16,00\u00a0€',
      indemnity: '10,00\u00a0€',
    });
    expect(journeyFacts(row, gate, 'en', mailTexts.en.journey)).toMatchObject({
      vehicleClass: 'Class 2',
      price: '€6.40',
    });
  });

  it('says the trip is in progress while the vehicle has not left', () => {
    expect(journeyFacts({ ...row, outGate: null }, gate, 'it', mailTexts.it.journey).exit).toBe(
      'Viaggio in corso',
    );
  });
});
