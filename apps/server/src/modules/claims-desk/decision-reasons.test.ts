import { tenantDecisionReasonsSchema } from '@portico/contract/tenant-file';
import { describe, expect, it } from 'vitest';
import { decisionReasonCatalogue } from './decision-reasons.ts';
import { defaultDecisionReasons } from './default-decision-reasons.ts';

describe('the claims desk\u2019s decision reasons', () => {
  it('ships defaults a tenant file could hold: five languages, texts the decision accepts', () => {
    expect(tenantDecisionReasonsSchema.parse(defaultDecisionReasons)).toEqual(
      defaultDecisionReasons,
    );
    for (const reasons of Object.values(defaultDecisionReasons)) {
      expect(reasons.length).toBeGreaterThan(0);
    }
  });

  it('takes each kind the settings name, an empty list too, and the defaults for the others', () => {
    const [own] = defaultDecisionReasons.reject;
    const catalogue = decisionReasonCatalogue({
      decisionReasons: { reject: [{ ...own, code: 'our-own' }], newPrice: [] },
    });
    expect(catalogue.reject.map((reason) => reason.code)).toEqual(['our-own']);
    expect(catalogue.newPrice).toEqual([]);
    expect(catalogue.accept).toEqual(defaultDecisionReasons.accept);
    expect(decisionReasonCatalogue({})).toEqual(defaultDecisionReasons);
  });

  it('keeps the defaults of a kind that does not parse, or of a document that is not one', () => {
    const [own] = defaultDecisionReasons.reject;
    expect(
      decisionReasonCatalogue({ decisionReasons: { reject: [own, own], accept: 'none' } }),
    ).toEqual(defaultDecisionReasons);
    expect(decisionReasonCatalogue({ decisionReasons: 'all of them' })).toEqual(
      defaultDecisionReasons,
    );
  });

  it('refuses in a tenant file a text the decision could not send', () => {
    const [own] = defaultDecisionReasons.accept;
    if (!own) throw new Error('no default');
    const parse = (text: Partial<typeof own.text>) =>
      tenantDecisionReasonsSchema.safeParse({
        accept: [{ ...own, text: { ...own.text, ...text } }],
      }).success;
    expect(parse({})).toBe(true);
    expect(parse({ de: 'Ja' })).toBe(false);
    expect(parse({ it: 'x'.repeat(2001) })).toBe(false);
    expect(parse({ es: 'Primera línea\nsegunda línea' })).toBe(false);
    expect(
      tenantDecisionReasonsSchema.safeParse({ accept: [{ ...own, code: 'Not A Slug' }] }).success,
    ).toBe(false);
    expect(tenantDecisionReasonsSchema.safeParse({ approve: [] }).success).toBe(false);
  });
});
