import type { NewJourneyRow } from './repository.ts';

/**
 * A journey row as a rebuild wrote it, and its id. Apart from service.ts, which runs the credit
 * settlement and the alerts that read it: they import this, not the service.
 */
export type WrittenJourney = NewJourneyRow & { id: number };
