import { describe, expect, it } from 'vitest';
import {
  frenchVatNumber,
  type OperatorLegal,
  passesLuhn,
  readOperatorLegal,
} from './operator-legal.ts';
import { operatorLegal } from './receipt-fixture.ts';

describe('French company numbers', () => {
  it.each([
    ['912345675', true],
    ['912345676', false],
    ['91234567500017', true],
    ['91234567500018', false],
    ['732829320', true],
  ])('%s passes the Luhn checksum: %s', (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it('derives the VAT number of a SIREN (key 12 + 3 × (SIREN mod 97) mod 97)', () => {
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
    expect(frenchVatNumber('912345675')).toBe('FR65912345675');
  });
});

describe('readOperatorLegal', () => {
  it('reads valid legal settings among other modules’ keys', () => {
    const legal = operatorLegal();
    expect(readOperatorLegal({ payments: { methods: {} }, legal })).toEqual({
      legal,
      problem: null,
    });
  });

  it('says so when a white-label has none', () => {
    expect(readOperatorLegal({ payments: {} })).toEqual({
      legal: null,
      problem: { kind: 'missing' },
    });
  });

  it.each<[string, Partial<OperatorLegal>, string[]]>([
    ['a SIREN whose checksum fails', { siren: '912345676' }, ['siren', 'siret', 'vatNumber']],
    ['a SIRET of another SIREN', { siret: '73282932000074' }, ['siret']],
    ['a VAT number that is not the SIREN’s', { vatNumber: 'FR44732829320' }, ['vatNumber']],
    ['no address', { address: [] }, ['address']],
    ['an empty legal name', { legalName: '  ' }, ['legalName']],
    ['a share capital in euros, not cents', { shareCapitalCents: 1.5 }, ['shareCapitalCents']],
  ])('refuses %s, naming the fields only', (_, change, fields) => {
    const reading = readOperatorLegal({ legal: { ...operatorLegal(), ...change } });
    expect(reading).toEqual({ legal: null, problem: { kind: 'invalid', fields } });
  });

  it('refuses legal settings that are not an object', () => {
    expect(readOperatorLegal({ legal: 'ALIAE' }).problem).toEqual({
      kind: 'invalid',
      fields: ['(root)'],
    });
  });
});
