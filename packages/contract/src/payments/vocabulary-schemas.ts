import { z } from 'zod';
import {
  paymentMethodTypes,
  paymentProviders,
  paymentStatuses,
  privateCardTypes,
} from './vocabulary.ts';

/** The payment vocabulary (vocabulary.ts) as schemas, for the API's requests and answers. */
export const paymentStatusSchema = z.enum(paymentStatuses);
export const paymentProviderSchema = z.enum(paymentProviders);
export const privateCardTypeSchema = z.enum(privateCardTypes);
export const paymentMethodTypeSchema = z.enum(paymentMethodTypes);
