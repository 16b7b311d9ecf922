import { z } from 'zod';
import { paymentMethodTypeSchema } from './vocabulary-schemas.ts';

/**
 * A method of the payment page (spec 001 section 3 "Payment method"): the bank card or a fleet
 * card, whether the white-label takes it now, its icon, and the text of the "Modalità di
 * pagamento non disponibile" modal when it does not.
 */
export const paymentMethodSchema = z.object({
  type: paymentMethodTypeSchema,
  isEnabled: z.boolean(),
  icon: z.string().min(1),
  /** In the request language; null when enabled. */
  errorMessage: z.string().nullable(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const paymentMethodsResponseSchema = z.array(paymentMethodSchema);
