import { availableEntryPoints, headerMenuOrder, type HomeAction } from '@portico/contract';

/** Spec 000 "Header": Paga, Paga in anticipo (prepayment), Contesta (payment-notice), alert (subscription). */
export function headerMenuEntries(actions: readonly HomeAction[]) {
  return availableEntryPoints(actions, headerMenuOrder);
}
