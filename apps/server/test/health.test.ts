import { errorEnvelopeSchema } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { startApp } from './helpers/build-app.ts';

describe('health checks', () => {
  it('answers ready while the database answers, 503 once it is gone; alive throughout', async () => {
    const app = await startApp();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok' });

      await app.database.close();

      const notReady = await app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(notReady.json())).toEqual({
        message: 'service_unavailable',
      });
      const alive = await app.inject({ method: 'GET', url: '/healthz' });
      expect(alive.statusCode).toBe(200);
      expect(alive.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('is not ready while DEFAULT_WHITELABEL names no white-label in the database (issue 27)', async () => {
    const app = await startApp({ defaultWhitelabel: 'no-such-operator' });
    try {
      const notReady = await app.inject({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(notReady.json())).toEqual({
        message: 'whitelabel_not_found',
      });
      // Alive all the same: restarting it would not create the operator.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
