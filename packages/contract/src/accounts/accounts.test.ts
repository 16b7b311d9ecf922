import { describe, expect, it } from 'vitest';
import {
  credentialsBodySchema,
  profileUpdateBodySchema,
  registrationBodySchema,
  userReferenceSchema,
} from './schemas.ts';
import {
  accountCodeResendWaitSeconds,
  incompleteAddressFields,
  isSecurePassword,
  keepsBillingCountry,
  passwordPolicyProblems,
} from './vocabulary.ts';

// Spec 000 section 5: "lowercase, uppercase, digit and one special from @ $ ! % * . _ , ; : + = / ?
// & - ; only those characters allowed; minimum length 8 for customers, 12 for renters; maximum 255."
describe('password policy', () => {
  it.each([
    ['Abcdef1!', 'customer', []],
    ['Abcdef1', 'customer', ['too_short', 'no_special']],
    ['abcdef1!', 'customer', ['no_uppercase']],
    ['ABCDEF1!', 'customer', ['no_lowercase']],
    ['Abcdefg!', 'customer', ['no_digit']],
    ['Abcdefg1', 'customer', ['no_special']],
    ['Abcdef1! ', 'customer', ['forbidden_character']],
    ['Abcdef1#', 'customer', ['no_special', 'forbidden_character']],
    ['Abcdéf1!', 'customer', ['forbidden_character']],
    ['Abcdef1!', 'renter', ['too_short']],
    ['Abcdefghi1!x', 'renter', []],
    [`Ab1!${'x'.repeat(251)}`, 'customer', []],
    [`Ab1!${'x'.repeat(252)}`, 'customer', ['too_long']],
  ] as const)('%s as %s: %j', (password, type, problems) => {
    expect(passwordPolicyProblems(password, type)).toEqual(problems);
    expect(isSecurePassword(password, type)).toBe(problems.length === 0);
  });

  it.each([...'@$!%*._,;:+=/?&-'])('accepts %s as the special character', (special) => {
    expect(isSecurePassword(`Abcdef1${special}`, 'customer')).toBe(true);
  });
});

// Spec 000 section 5: "if any of address, zip, city is filled while another is empty, each empty
// one is flagged required ... If any is empty, billingCountry is omitted from the update."
describe('billing address all or nothing', () => {
  it.each([
    [{}, [], false],
    [{ billingAddress: '', billingZipcode: ' ', billingCity: null }, [], false],
    [{ billingAddress: '1 rue', billingZipcode: '75001', billingCity: 'Paris' }, [], true],
    [{ billingAddress: '1 rue' }, ['billingZipcode', 'billingCity'], false],
    [{ billingZipcode: '75001', billingCity: 'Paris' }, ['billingAddress'], false],
    [
      { billingAddress: '1 rue', billingZipcode: '  ', billingCity: 'Paris' },
      ['billingZipcode'],
      false,
    ],
  ] as const)('%j flags %j', (parts, flagged, keepsCountry) => {
    expect(incompleteAddressFields(parts)).toEqual(flagged);
    expect(keepsBillingCountry(parts)).toBe(keepsCountry);
  });
});

describe('account schemas', () => {
  const registration = {
    email: 'jean@example.fr',
    password: 'Abcdef1!',
    firstName: 'Jean',
    lastName: 'Dupont',
    language: 'it',
    acceptedTerms: true,
  };

  it('accepts a registration, and leaves terms and password policy to the server', () => {
    expect(registrationBodySchema.safeParse(registration).success).toBe(true);
    const weak = { ...registration, password: 'x', acceptedTerms: false };
    expect(registrationBodySchema.safeParse(weak).success).toBe(true);
  });

  // Spec 000 section 9: "Profile maximums 22, 22, 50, 16, 50. E-mail maximum 100."
  it.each([
    ['a first name over 22', { ...registration, firstName: 'x'.repeat(23) }],
    ['a last name over 22', { ...registration, lastName: 'x'.repeat(23) }],
    ['an e-mail over 100', { ...registration, email: `${'a'.repeat(95)}@b.com` }],
    ['an unknown language', { ...registration, language: 'pt' }],
    ['no terms', { ...registration, acceptedTerms: undefined }],
    ['an empty first name', { ...registration, firstName: '  ' }],
  ])('refuses %s', (_name, body) => {
    expect(registrationBodySchema.safeParse(body).success).toBe(false);
  });

  it.each([
    ['billingAddress', 50],
    ['billingZipcode', 16],
    ['billingCity', 50],
    ['firstName', 22],
    ['lastName', 22],
  ])('bounds the profile update %s at %d', (field, max) => {
    expect(profileUpdateBodySchema.safeParse({ [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(profileUpdateBodySchema.safeParse({ [field]: 'x'.repeat(max + 1) }).success).toBe(false);
  });

  it('takes an id or an e-mail as the user of a path', () => {
    expect(userReferenceSchema.safeParse('0b5c3f5e-3f7e-4d5e-9a55-2a7e0f0a1b2c').success).toBe(
      true,
    );
    expect(userReferenceSchema.safeParse('jean@example.fr').success).toBe(true);
    expect(userReferenceSchema.safeParse('jean').success).toBe(false);
  });

  it('lets credentials be missing so the server can name the spec code', () => {
    expect(credentialsBodySchema.safeParse({}).success).toBe(true);
  });
});

// Issue 24 item 3: "lengthen the wait between codes as they pile up (1, 2, 4, 8 ... minutes,
// capped, counted over 24 h)".
describe('the wait before another account code', () => {
  it.each([
    [0, 60],
    [1, 60],
    [2, 120],
    [3, 240],
    [4, 480],
    [5, 960],
    [6, 1920],
    [7, 3600],
    [8, 3600],
    [50, 3600],
  ])('after %i codes in the window: %i s', (codesSent, seconds) => {
    expect(accountCodeResendWaitSeconds(codesSent)).toBe(seconds);
  });
});
