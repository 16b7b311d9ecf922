export * from './languages.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './content.ts';
export * from './home-actions.ts';
export * from './routes.ts';
export * from './journeys/vocabulary.ts';
