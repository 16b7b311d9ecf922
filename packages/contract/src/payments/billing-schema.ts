import { z } from 'zod';
import { textSchema } from '../text.ts';
import { billingCountryCodes, type BillingCountryCode } from './billing-countries.ts';
import {
  billingMaxLength,
  mobilePhoneDigits,
  mobilePhoneLength,
  noControlCharacters,
} from './billing.ts';

/** The billing form (billing.ts) as the API checks it; the web's form loads it on demand. */
const text = (max: number) =>
  textSchema().trim().min(1).max(max).regex(noControlCharacters, 'no control characters');

const countryCode = z.enum(billingCountryCodes as [BillingCountryCode, ...BillingCountryCode[]]);

export const billingInfoSchema = z.object({
  firstName: text(billingMaxLength.firstName),
  lastName: text(billingMaxLength.lastName),
  billingAddress: text(billingMaxLength.billingAddress),
  billingZipcode: text(billingMaxLength.billingZipcode),
  billingCity: text(billingMaxLength.billingCity),
  billingCountry: countryCode,
  email: z.email().max(billingMaxLength.email),
  mobilePhoneCountry: countryCode,
  mobilePhone: z
    .string()
    .max(mobilePhoneLength.typed)
    .transform(mobilePhoneDigits)
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^[0-9]{${mobilePhoneLength.min},${mobilePhoneLength.max}}$`),
          'digits only',
        ),
    ),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;
