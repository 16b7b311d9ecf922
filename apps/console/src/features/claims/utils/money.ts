/** The claims desk's amounts: the console's euros (lib/euros.ts), shared with the other desks. */
export { centsOfEuros, formatEuros } from '../../../lib/euros.ts';
