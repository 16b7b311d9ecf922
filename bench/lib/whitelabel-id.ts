import { buildPath, journeySetSchema, routes } from '@portico/contract';
import { createChallenge, solutionToken } from '../../apps/server/src/modules/captcha/domain.ts';
import { benchLookupSecret } from './server-env.ts';

/**
 * The served white-label's id, read from the sessionId of one real lookup of `plate` (a captcha
 * token minted with the bench server's secret): the benches that mint sessions of their own need
 * it, and the public API does not say it otherwise.
 */
export async function whitelabelIdOf(url: string, plate: string): Promise<number> {
  const { challenge, number } = createChallenge({
    secret: benchLookupSecret,
    maxNumber: 50_000,
    ttlMs: 600_000,
    now: new Date(),
    number: 1234,
  });
  const query = new URLSearchParams({
    plate,
    country: 'FR',
    captchaToken: solutionToken(challenge, number),
  });
  const response = await fetch(`${url}${buildPath(routes.detailedJourneys.path)}?${query}`);
  if (!response.ok) throw new Error(`lookup: ${response.status} ${await response.text()}`);
  const { sessionId } = journeySetSchema.parse(await response.json());
  const payload = JSON.parse(
    Buffer.from(sessionId.split('.')[0] ?? '', 'base64url').toString('utf8'),
  ) as { w?: unknown };
  if (typeof payload.w !== 'number') throw new Error('the lookup answered no usable sessionId');
  return payload.w;
}
