import { afterAll, expect } from 'vitest';
import { takeUndeclaredErrorAnswers } from '../src/plugins/error-declarations.ts';

// Every error a test file's server answered must be one its operation declares in the contract
// (packages/contract/src/route-errors.ts), so the OpenAPI document's codes stay true.
afterAll(() => {
  expect(takeUndeclaredErrorAnswers(), 'error answers missing from route-errors.ts').toEqual([]);
});
