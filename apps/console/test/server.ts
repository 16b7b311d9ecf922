import { setupServer } from 'msw/node';

/** The console's API calls, answered per test (no default: every call a test makes is its own). */
export const api = (path: string) => `*/services/v1${path}`;

export const server = setupServer();
