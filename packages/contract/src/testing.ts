/**
 * Test data and checks shared by the contract's, the web's, the server's and the browser tests
 * (not for application code).
 */
export { makeJourney, makeJourneySet } from './journeys/journey-factory.ts';
export { copyRegister, otherRegisterWords } from './copy-register.ts';
export { avoidedWordsIn, parseGlossary, type Glossary } from './glossary-check.ts';
export { textLeaves } from './text-leaves.ts';
export { makePaymentStatus } from './payments/payment-status-factory.ts';
export { a79WholeRoadEast, makePassage, sampleBillingInfo } from './sample-data.ts';
