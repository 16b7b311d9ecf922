import { claimDecisionReasonsSchema } from '@portico/contract';
import type { TenantDecisionReason } from '@portico/contract/tenant-file';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whitelabels } from '../src/db/schema/index.ts';
import { defaultDecisionReasons } from '../src/modules/claims-desk/default-decision-reasons.ts';
import { useApp } from './helpers/build-app.ts';
import { unlimitedConfig } from './helpers/card-app.ts';
import { type ClaimsDesk, claimsDesk } from './helpers/claims-desk.ts';
import { testConfig } from './helpers/config.ts';
import { expectError } from './helpers/requests.ts';
import { signedInStaff } from './helpers/staff-desk.ts';

/**
 * The claims desk's ready-made decision reasons (issue 28 item 8): each white-label's (its tenant
 * file's `settings.decisionReasons`, the defaults for a kind it leaves out), labelled in the
 * console's language and written in the claimant's.
 */
const config = unlimitedConfig(testConfig({ publicOrigin: 'https://portal.test.example' }));
let now = new Date();
const clock = () => now;
const app = useApp(config, { clock });

const desk = (roles: Parameters<typeof claimsDesk>[3] = ['agent']) =>
  claimsDesk(app, config, clock, roles);

const reasonsOf = (staff: ClaimsDesk, reference: string, lang = 'en') =>
  staff.call('GET', 'claimDecisionReasons', { params: { reference }, query: { lang } });

const [misreadPlate] = defaultDecisionReasons.accept;

/** A rejection reason of one operator's own, as its tenant file would say it. */
const bridgeClosed: TenantDecisionReason = {
  code: 'bridge-closed-detour',
  label: {
    fr: 'Déviation du pont',
    en: 'Bridge detour',
    de: 'Brückenumleitung',
    it: 'Deviazione del ponte',
    es: 'Desvío del puente',
  },
  text: {
    fr: 'La déviation du pont était gratuite, mais votre passage est antérieur à sa mise en place.',
    en: 'The bridge detour was free, but your passage came before it was set up.',
    de: 'Die Brückenumleitung war kostenlos, aber Ihre Durchfahrt lag vor ihrer Einrichtung.',
    it: 'La deviazione del ponte era gratuita, ma il tuo transito è precedente alla sua attivazione.',
    es: 'El desvío del puente era gratuito, pero su paso fue anterior a su puesta en marcha.',
  },
};

/** What the tenant apply writes for `settings.decisionReasons` (settings-document.ts). */
async function setDecisionReasons(whitelabelId: number, decisionReasons: unknown) {
  await app()
    .database.db.update(whitelabels)
    .set({
      settings: sql`${whitelabels.settings} || jsonb_build_object('decisionReasons', ${JSON.stringify(decisionReasons)}::jsonb)`,
    })
    .where(eq(whitelabels.id, whitelabelId));
}

describe('GET /operator/claims/:reference/decision/reasons', () => {
  it('lists every kind, labelled in the console\u2019s language, written in the claimant\u2019s', async () => {
    const staff = await desk();
    const { reference } = await staff.claim({ language: 'de' });
    const response = await reasonsOf(staff, reference, 'fr');
    expect(response.statusCode, response.body).toBe(200);
    const answer = claimDecisionReasonsSchema.parse(response.json());
    expect(answer.language).toBe('de');
    expect(answer.reasons.find((reason) => reason.code === misreadPlate?.code)).toEqual({
      code: misreadPlate?.code,
      kind: 'accept',
      label: misreadPlate?.label.fr,
      text: misreadPlate?.text.de,
    });
    expect(new Set(answer.reasons.map((reason) => reason.kind))).toEqual(
      new Set(['accept', 'newPrice', 'reject']),
    );
    expect(answer.reasons).toHaveLength(
      Object.values(defaultDecisionReasons).reduce((count, list) => count + list.length, 0),
    );

    // A claim filed in Italian: the same reasons, in Italian.
    const italian = await staff.claim({ language: 'it' });
    const inItalian = claimDecisionReasonsSchema.parse(
      (await reasonsOf(staff, italian.reference, 'fr')).json(),
    );
    expect(inItalian.language).toBe('it');
    expect(inItalian.reasons[0]?.text).toBe(misreadPlate?.text.it);
  });

  it('answers the white-label\u2019s own reasons; another white-label sees neither them nor its claims', async () => {
    const staff = await desk();
    const { reference } = await staff.claim({ language: 'es' });
    // Its own rejections only, no new-price reasons; accepting keeps the defaults.
    await setDecisionReasons(staff.road.id, { reject: [bridgeClosed], newPrice: [] });
    const own = claimDecisionReasonsSchema.parse((await reasonsOf(staff, reference)).json());
    expect(own.reasons.filter((reason) => reason.kind === 'reject')).toEqual([
      {
        code: bridgeClosed.code,
        kind: 'reject',
        label: bridgeClosed.label.en,
        text: bridgeClosed.text.es,
      },
    ]);
    expect(own.reasons.filter((reason) => reason.kind === 'newPrice')).toEqual([]);
    expect(own.reasons.filter((reason) => reason.kind === 'accept')).toHaveLength(
      defaultDecisionReasons.accept.length,
    );

    const stranger = await desk();
    // Before it files one: references count per white-label, so its first would be the same.
    expectError(await reasonsOf(stranger, reference), 404, 'protest_not_found');
    const theirs = await stranger.claim({ language: 'es' });
    const strangers = claimDecisionReasonsSchema.parse(
      (await reasonsOf(stranger, theirs.reference)).json(),
    );
    expect(strangers.reasons.map((reason) => reason.code)).not.toContain(bridgeClosed.code);
    expect(strangers.reasons.filter((reason) => reason.kind === 'reject')).toHaveLength(
      defaultDecisionReasons.reject.length,
    );
  });

  it('keeps the defaults of a kind whose stored list does not parse', async () => {
    const staff = await desk();
    const { reference } = await staff.claim();
    await setDecisionReasons(staff.road.id, { reject: [{ code: 'Not A Slug' }], accept: 'none' });
    const answer = claimDecisionReasonsSchema.parse((await reasonsOf(staff, reference)).json());
    expect(answer.reasons.filter((reason) => reason.kind === 'reject')).toHaveLength(
      defaultDecisionReasons.reject.length,
    );
    expect(answer.reasons.filter((reason) => reason.kind === 'accept')).toHaveLength(
      defaultDecisionReasons.accept.length,
    );
  });

  it('is for people who decide claims: agents, without a new passkey check; bounded input', async () => {
    const staff = await desk();
    const { reference } = await staff.claim();
    const signedInAt = now;
    try {
      // Past the five minutes of the last passkey check: a read asks for none.
      now = new Date(signedInAt.getTime() + 6 * 60_000);
      expect((await reasonsOf(staff, reference)).statusCode).toBe(200);
    } finally {
      now = signedInAt;
    }
    for (const roles of [['finance'], ['content'], ['renters'], ['admin']] as const) {
      const person = await signedInStaff(app(), now, roles);
      expectError(
        await person.call('GET', 'claimDecisionReasons', { params: { reference } }),
        403,
        'forbidden',
      );
    }
    expectError(
      await staff.unsignedCall('GET', 'claimDecisionReasons', { params: { reference } }),
      401,
      'unauthorized',
    );
    for (const bad of ['CL-2026-1', 'CL-2026-0000001', 'cl-2026-000001', 'x'.repeat(90)]) {
      expectError(await reasonsOf(staff, bad), 400, 'invalid_request');
    }
  });
});
