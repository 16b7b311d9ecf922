import {
  type AccountType,
  availableEntryPoints,
  headerMenuOrder,
  type HomeAction,
} from '@portico/contract';

/**
 * Spec 000 "Header": Paga, Paga in anticipo (prepayment), Contesta (payment-notice), alert
 * (subscription). None for a signed-in renter: each leads to a driver's page that the renter
 * guard sends back to the rental information; its own tabs are the renter header's.
 */
export function headerMenuEntries(actions: readonly HomeAction[], accountType: AccountType) {
  return accountType === 'renter' ? [] : availableEntryPoints(actions, headerMenuOrder);
}
