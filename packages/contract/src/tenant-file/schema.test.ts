import { describe, expect, it } from 'vitest';
import { tenantFileSchema } from './schema.ts';

const localized = (text: string) => ({ fr: text, en: text, de: text, it: text, es: text });

/** The smallest file the schema takes: the cross-references are the server's to check. */
function minimalFile(): Record<string, unknown> {
  const page = { title: localized('t'), text: localized('x') };
  const prices = {
    class1: { standard: 1, low_emission: 1 },
    class2: { standard: 1, low_emission: 1 },
    class3: { euro0_3: 1, euro4: 1, euro5: 1, euro6_7: 1 },
    class4: { euro0_3: 1, euro4: 1, euro5: 1, euro6_7: 1 },
    class5: { standard: 1, low_emission: 1 },
  };
  return {
    version: 1,
    code: 'minimal',
    name: 'Minimal',
    hosts: ['minimal.example'],
    languages: ['fr'],
    logoUrl: '/media/logo.svg',
    seo: { title: localized('t'), description: localized('d') },
    gdprText: localized('g'),
    legal: {
      legalName: 'X SA',
      legalForm: 'SA',
      shareCapitalCents: 100,
      address: ['1 rue', '75001 Paris'],
      siren: '832145767',
      registry: 'RCS Paris',
      vatNumber: 'FR14832145767',
    },
    road: {
      gates: [
        { code: '1', label: '1', normalizedGate: '1' },
        { code: '2', label: '2', normalizedGate: '2' },
      ],
      gantryPairs: [],
      gantries: [{ code: 'g', name: 'G', pair: 'p', side: 'ouest', westGate: '1', eastGate: '2' }],
      tariffs: [{ validFrom: '2026-02-01', points: [{ gantry: 'g', ...prices }] }],
    },
    content: {
      home: { title: localized('h'), actions: [] },
      articles: [],
      footer: [],
      faq: { title: localized('f'), categories: [] },
      prepaymentPage: page,
      tripsPage: {},
      claimReasons: { CNP: [], LATE_PAYMENT: [], FREE_FLOW: [] },
    },
  };
}

const problems = (file: unknown) => {
  const parsed = tenantFileSchema.safeParse(file);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the tenant file schema', () => {
  it('takes a minimal file and fills its defaults', () => {
    const parsed = tenantFileSchema.parse(minimalFile());
    expect(parsed.freeFlowEnabled).toBe(true);
    expect(parsed.content.home.listBlockArticleIds).toEqual([]);
    expect(parsed.apiKeys).toEqual([]);
  });

  it('names each mistake by its path: a missing language, a NUL, an unknown key, a bad date', () => {
    const file = minimalFile();
    file.gdprText = { fr: 'g', en: 'g', de: 'g', it: 'g' };
    file.name = 'Mini\u0000mal';
    file.colour = 'blue';
    const road = file.road as { tariffs: { validFrom: string }[] };
    road.tariffs[0] = { ...road.tariffs[0], validFrom: '1999-02-01' } as { validFrom: string };
    expect(problems(file)).toEqual(
      expect.arrayContaining(['gdprText.es', 'name', '', 'road.tariffs.0.validFrom']),
    );
  });

  it('refuses legal numbers whose checksums fail, and a VAT number of another SIREN', () => {
    const file = minimalFile();
    file.legal = { ...(file.legal as object), siren: '832145768', vatNumber: 'FR14832145767' };
    expect(problems(file)).toEqual(expect.arrayContaining(['legal.siren', 'legal.vatNumber']));
  });

  it('refuses prices out of their column and a toll point naming both a gantry and a pair', () => {
    const file = minimalFile();
    const road = file.road as { tariffs: { points: Record<string, unknown>[] }[] };
    const point = road.tariffs[0]?.points[0] ?? {};
    road.tariffs[0] = {
      points: [{ ...point, pair: 'p', class1: { standard: 2 ** 31, low_emission: -1 } }],
    };
    expect(problems(file)).toEqual(
      expect.arrayContaining([
        'road.tariffs.0.points.0.class1.standard',
        'road.tariffs.0.points.0.class1.low_emission',
        'road.tariffs.0.points.0',
      ]),
    );
  });
});
