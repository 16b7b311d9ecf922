/** The timeline's amounts: the console's euros (lib/euros.ts), shared with the other desks. */
export { formatEuros } from '../../../lib/euros.ts';
