import { describe, expect, it } from 'vitest';
import { billingInfoSchema } from './payments/billing-schema.ts';
import { journeyLookupQuerySchema } from './journeys/lookup.ts';
import { companyQuerySchema, vehicleQuerySchema } from './vehicles.ts';
import { privateCardPaymentBodySchema } from './payments/checkout.ts';
import { hasNul, isStorableText, textSchema } from './text.ts';

const billing = {
  firstName: 'Łukasz',
  lastName: 'Wiśniewski',
  billingAddress: '1 rue de la Gare',
  billingZipcode: '03000',
  billingCity: 'Moulins',
  billingCountry: 'FR',
  mobilePhoneCountry: 'PL',
  mobilePhone: '512345678',
  email: 'lukasz@example.pl',
};

describe('text sent by clients (issue 9 item 15)', () => {
  it('is any string without NUL', () => {
    expect(textSchema().safeParse('Dvořák, 東京 \t').success).toBe(true);
    expect(textSchema().safeParse('a\u0000b').success).toBe(false);
    expect(textSchema().safeParse('\u0000').success).toBe(false);
    expect(textSchema().safeParse('Dvořák\ud800').success).toBe(false);
    expect(textSchema().safeParse('\udc00x').success).toBe(false);
    expect(textSchema().safeParse('emoji \ud83d\ude97').success).toBe(true);
    expect(isStorableText('a\ud800b')).toBe(false);
    expect(isStorableText('\ud83d\ude97')).toBe(true);
    expect(hasNul('x\u0000')).toBe(true);
    expect(hasNul('x')).toBe(false);
  });

  it.each(['firstName', 'lastName', 'billingAddress', 'billingZipcode', 'billingCity'] as const)(
    'refuses a NUL in the billing field %s, as the server does',
    (field) => {
      expect(billingInfoSchema.safeParse(billing).success).toBe(true);
      const result = billingInfoSchema.safeParse({ ...billing, [field]: 'Mou\u0000lins' });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    },
  );

  it('refuses a NUL in the lookup, vehicle and company queries and in a fleet card', () => {
    expect(journeyLookupQuerySchema.safeParse({ plate: 'AB\u0000123' }).success).toBe(false);
    expect(journeyLookupQuerySchema.safeParse({ caseNumber: 'A79\u0000' }).success).toBe(false);
    expect(companyQuerySchema.safeParse({ companyCode: 'LOCA\u000079' }).success).toBe(false);
    expect(companyQuerySchema.safeParse({ companyCode: 'LOCA79' }).success).toBe(true);
    expect(vehicleQuerySchema.safeParse({ plate: 'AB', plateCountry: 'F\u0000' }).success).toBe(
      false,
    );
    const card = {
      sessionId: 'a'.repeat(20),
      cardType: 'SHELL',
      cardNumber: '7002000000000000001',
      cardValidity: '3012',
      cvv: '123',
      email: 'fleet@example.fr',
    };
    expect(privateCardPaymentBodySchema.safeParse(card).success).toBe(true);
    const withNul = { ...card, cardNumber: `${card.cardNumber}\u0000` };
    expect(privateCardPaymentBodySchema.safeParse(withNul).success).toBe(false);
  });
});
