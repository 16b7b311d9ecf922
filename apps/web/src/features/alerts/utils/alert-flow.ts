import type { AlertStatus } from '@portico/contract';

/**
 * Spec 000 section 4 "Alert subscription" and spec 001 section 4 "Alert status": what the form
 * does once the server has told the plate's status for the address typed.
 * - UNACTIVATED: subscribe (the server sends the confirmation e-mail), then success;
 * - ACTIVATED: the address already gets the plate's alerts: success at once;
 * - ACTIVATED_ANOTHER_EMAIL: ask first ("Vuoi continuare?"), subscribe only on yes.
 */
export type AlertStatusStep = 'subscribe' | 'success' | 'askReassignment';

export const stepOfAlertStatus: Readonly<Record<AlertStatus, AlertStatusStep>> = {
  UNACTIVATED: 'subscribe',
  ACTIVATED: 'success',
  ACTIVATED_ANOTHER_EMAIL: 'askReassignment',
};
