import { createChallenge, solutionToken } from '../../apps/server/src/modules/captcha/domain.ts';
import { issueLookupSession } from '../../apps/server/src/modules/lookups/session.ts';
import { benchPlate } from './fill-journeys.ts';
import { randomInt, seededRandom } from './random.ts';

/** The real server's captcha settings (CAPTCHA_MAX_NUMBER and CAPTCHA_TTL_S defaults). */
const captchaMaxNumber = 50_000;
const captchaTtlMs = 600_000;

/**
 * Paths of GET /services/v1/detailedJourneys, each for a random bench plate with a captcha token
 * of its own: the challenge is minted with the server's secret and a chosen number, so it is
 * solved without the browser's search. Tokens are single use, so a path is handed out once; they are made ahead (about 20 µs each) so making them does not load the client during the run.
 */
export function lookupPaths(options: {
  secret: string;
  plates: number;
  count: number;
  /**
   * With a white-label id, each path carries the sessionId of an earlier lookup of its plate
   * instead of a captcha token (the way the journeys page reloads): no single-use record to write.
   */
  sessionOf?: number;
}) {
  const random = seededRandom(3);
  const paths: string[] = [];
  const now = new Date();
  for (let i = 0; i < options.count; i += 1) {
    const { plate, country } = benchPlate(randomInt(random, 0, options.plates - 1));
    if (options.sessionOf !== undefined) {
      const sessionId = issueLookupSession(
        options.secret,
        { whitelabelId: options.sessionOf, target: { kind: 'plate', plate, countryCode: country } },
        now,
        captchaTtlMs,
      );
      paths.push(
        `/services/v1/detailedJourneys?plate=${plate}&country=${country}&sessionId=${encodeURIComponent(sessionId)}`,
      );
      continue;
    }
    const { challenge, number } = createChallenge({
      secret: options.secret,
      maxNumber: captchaMaxNumber,
      ttlMs: captchaTtlMs,
      now,
      number: randomInt(random, 0, captchaMaxNumber),
    });
    const token = encodeURIComponent(solutionToken(challenge, number));
    paths.push(
      `/services/v1/detailedJourneys?plate=${plate}&country=${country}&captchaToken=${token}`,
    );
  }
  let next = 0;
  return {
    /**
     * The next unused path. Past the last one it starts again: those tokens are spent, so the
     * answers are 403s and show in the non-2xx column (raise the count).
     */
    next(): string {
      return paths[next++ % paths.length] ?? '';
    },
    used: () => next,
  };
}
