/**
 * The tenant file (issue 27 section 1), on its own entry point (@portico/contract/tenant-file):
 * only the server and its commands read it, so the web's bundle never carries it.
 */
export * from './content.ts';
export * from './decision-reasons.ts';
export * from './json-schema.ts';
export * from './localized.ts';
export * from './operator-legal.ts';
export * from './road.ts';
export * from './schema.ts';
export * from './settings.ts';
