import { buildPath, routes } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { takeUndeclaredErrorAnswers } from '../src/plugins/error-declarations.ts';
import { AppError } from '../src/shared/app-error.ts';
import { useApp } from './helpers/build-app.ts';

// Two routes of the test's own: outside the contract, they declare only the shared codes.
const app = useApp(
  {},
  {
    beforeReady: async (server) => {
      server.get('/test/refusal', async () => {
        throw new AppError(409, 'payment_already_started');
      });
      server.get('/test/busy', async () => {
        throw new AppError(429, 'too_many_requests');
      });
    },
  },
);

interface Document {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describe('error answers checked against the contract (issue 27 section 4)', () => {
  it('reports an error answer its operation does not declare, and not a declared one', async () => {
    takeUndeclaredErrorAnswers();
    expect((await app().inject({ method: 'GET', url: '/test/busy' })).statusCode).toBe(429);
    expect(takeUndeclaredErrorAnswers()).toEqual([]);
    const refused = await app().inject({ method: 'GET', url: '/test/refusal' });
    expect(refused.json()).toEqual({ message: 'payment_already_started' });
    expect(takeUndeclaredErrorAnswers()).toEqual(['getTestRefusal 409 payment_already_started']);
    // A contract route's own refusal is declared.
    const missing = await app().inject({
      method: 'GET',
      url: buildPath(routes.paymentStatus.path, { id: 'no-such-payment' }),
    });
    expect([400, 404]).toContain(missing.statusCode);
    expect(takeUndeclaredErrorAnswers()).toEqual([]);
  });

  it('gives a route an error answer for each status its table declares, and no other', async () => {
    const response = await app().inject({ method: 'GET', url: '/services/docs/json' });
    const operation = response.json<Document>().paths['/services/v1/payments/{id}']?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual([
      '200',
      '400',
      '404',
      '429',
      '500',
      '503',
    ]);
  });
});
