/**
 * The contract, for the server and the browser. The browser's bundler keeps only what a page
 * uses (package.json: "sideEffects": false), and a module it keeps runs whole: so the vocabularies
 * and pure rules the pages need live in modules that never import Zod (zod-free.test.ts), and
 * the schemas in modules of their own, which only the server and the form pages load.
 */
export * from './languages.ts';
export * from './errors.ts';
export * from './error-envelope.ts';
export * from './icons.ts';
export * from './article-id.ts';
export * from './headers.ts';
export * from './text.ts';
export * from './email.ts';
export * from './content.ts';
export * from './help/vocabulary.ts';
export * from './help/schemas.ts';
export * from './home-actions.ts';
export * from './routes.ts';
export * from './ingestion-limits.ts';
export * from './plates.ts';
export * from './passages.ts';
export * from './journeys/vocabulary.ts';
export * from './journeys/vocabulary-schemas.ts';
export * from './journeys/journey.ts';
export * from './journeys/journey-check.ts';
export * from './journeys/total-price.ts';
export * from './journeys/deadline-message.ts';
export * from './journeys/journey-category.ts';
export * from './journeys/sort.ts';
export * from './journeys/selection.ts';
export * from './journeys/claim-choice.ts';
export * from './journeys/payment-start.ts';
export * from './journeys/gates.ts';
export * from './time/paris-time.ts';
export * from './journeys/lookup.ts';
export * from './journeys/journey-price.ts';
export * from './journeys/in-progress-completion.ts';
export * from './journeys/lookup-target.ts';
export * from './journeys/journeys-page.ts';
export * from './plate-countries.ts';
export * from './captcha.ts';
export * from './vehicles.ts';
export * from './cases.ts';
export * from './payments/vocabulary.ts';
export * from './payments/vocabulary-schemas.ts';
export * from './payments/private-card.ts';
export * from './payments/billing.ts';
export * from './payments/billing-schema.ts';
export * from './payments/billing-countries.ts';
export * from './payments/basket.ts';
export * from './payments/checkout.ts';
export * from './payments/status.ts';
export * from './payments/prepayments-page.ts';
export * from './payments/methods.ts';
export * from './payments/account-payments.ts';
export * from './page-render.ts';
export * from './alerts/vocabulary.ts';
export * from './alerts/schemas.ts';
export * from './accounts/vocabulary.ts';
export * from './accounts/schemas.ts';
export * from './accounts/plates.ts';
export * from './accounts/authentication-page.ts';
export * from './protests/vocabulary.ts';
export * from './protests/schemas.ts';
export * from './renters/vocabulary.ts';
export * from './renters/schemas.ts';
export * from './renters/operator.ts';
