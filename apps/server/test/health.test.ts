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
});
