/** The billing schema alone, for billing-check.ts to load on demand (with Zod, in its own chunk). */
export { billingInfoSchema } from '@portico/contract';
