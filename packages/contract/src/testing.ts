/** Test data shared by the contract's, the web's and the browser tests (not for application code). */
export { makeJourney, makeJourneySet } from './journeys/journey-factory.ts';
