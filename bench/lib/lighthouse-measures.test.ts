import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import {
  measureOf,
  median,
  medianMeasure,
  missedGoals,
  type PageMeasure,
} from './lighthouse-measures.ts';

const meetsGoals: PageMeasure = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.049,
  transferBytes: 200_000,
  scriptTransferBytes: 90_000,
};

describe('missedGoals', () => {
  it("meets issue 10's goals at their limits", () => {
    expect(missedGoals(meetsGoals)).toEqual([]);
  });

  it('names each goal a page misses, with the value and the limit', () => {
    expect(
      missedGoals({
        ...meetsGoals,
        scores: { ...meetsGoals.scores, performance: 94 },
        fcpMs: 1501,
        lcpMs: 5700,
        tbtMs: 390,
        cls: 0.05,
      }),
    ).toEqual([
      'performance 94 (goal >= 95)',
      'FCP 1.50 s (goal <= 1.50 s)',
      'LCP 5.70 s (goal <= 2.00 s)',
      'TBT 390 ms (goal <= 150 ms)',
      'CLS 0.050 (goal < 0.05)',
    ]);
  });
});

describe('medianMeasure', () => {
  it('takes each figure’s median on its own, and the middle pair’s mean for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const runs = [
      { ...meetsGoals, fcpMs: 3000, lcpMs: 1000 },
      { ...meetsGoals, fcpMs: 1000, lcpMs: 3000 },
      { ...meetsGoals, fcpMs: 2000, lcpMs: 2000, scores: { ...meetsGoals.scores, seo: null } },
    ];
    const middle = medianMeasure(runs);
    expect(middle.fcpMs).toBe(2000);
    expect(middle.lcpMs).toBe(2000);
    expect(middle.scores.seo).toBe(100);
  });
});

describe('measureOf', () => {
  it("reads the scores, the metrics and the resource summary's transfer sizes", () => {
    const audit = (numericValue: number) => ({ numericValue });
    const lhr = {
      categories: {
        performance: { score: 0.58 },
        accessibility: { score: 1 },
        'best-practices': { score: null },
        seo: { score: 1 },
      },
      audits: {
        'first-contentful-paint': audit(4700),
        'largest-contentful-paint': audit(5700),
        'total-blocking-time': audit(390),
        'cumulative-layout-shift': audit(0.01),
        'resource-summary': {
          details: {
            type: 'table',
            items: [
              { resourceType: 'total', transferSize: 747_000 },
              { resourceType: 'script', transferSize: 600_000 },
            ],
          },
        },
      },
    } as unknown as Result;
    expect(measureOf(lhr)).toEqual({
      scores: { performance: 58, accessibility: 100, 'best-practices': null, seo: 100 },
      fcpMs: 4700,
      lcpMs: 5700,
      tbtMs: 390,
      cls: 0.01,
      transferBytes: 747_000,
      scriptTransferBytes: 600_000,
    });
  });
});
