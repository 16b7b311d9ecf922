import { describe, expect, it } from 'vitest';
import { demoTenant } from '../../db/seed/demo-tenant.ts';
import { tenantFileProblems } from './tenant-checks.ts';

describe('the cross-references of a tenant file', () => {
  it('finds none in the demo file', () => {
    expect(tenantFileProblems(demoTenant)).toEqual([]);
  });

  it('names each broken reference and repeated key, all in one go', () => {
    const [first, second] = demoTenant.road.gantries;
    if (!first || !second) throw new Error('the demo has gantries');
    const file = {
      ...demoTenant,
      hosts: ['a.example', 'a.example'],
      settings: { ...demoTenant.settings, rules: { reducedIndemnityCents: 9500 } },
      road: {
        ...demoTenant.road,
        gantries: [{ ...first, pair: 'nowhere', westGate: '99' }, second, second],
      },
      content: {
        ...demoTenant.content,
        home: { ...demoTenant.content.home, footerArticleId: 'no-such-article' },
      },
    };
    expect(tenantFileProblems(file)).toEqual(
      expect.arrayContaining([
        'hosts: "a.example" is listed twice',
        `road.gantries: "${second.code}" is listed twice`,
        `road.gantries[0] (${first.code}): pair "nowhere" is not in road.gantryPairs`,
        `road.gantries[0] (${first.code}): gate "99" is no gate's normalizedGate`,
        'content.home.footerArticleId: article "no-such-article" is not in content.articles',
        'settings.rules.reducedIndemnityCents: the reduced indemnity cannot exceed the full one',
      ]),
    );
  });
});
