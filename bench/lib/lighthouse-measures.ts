import type { Result } from 'lighthouse';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** What the bench keeps of one Lighthouse run of a page. */
export interface PageMeasure {
  /** 0-100, null when Lighthouse could not score the category. */
  scores: Record<Category, number | null>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  scriptTransferBytes: number;
}

/** Issue 10's goals for every measured page. */
export const goals = {
  minPerformance: 95,
  maxFcpMs: 1500,
  maxLcpMs: 2000,
  maxTbtMs: 150,
  /** Strictly below. */
  clsBelow: 0.05,
} as const;

function numericAudit(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result has no value for ${id}`);
  return value;
}

/** Transferred bytes of one row of the resource-summary audit ('total', 'script', ...). */
function transferred(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details;
  const items = details && 'items' in details ? details.items : [];
  for (const item of items) {
    if (typeof item === 'object' && item !== null && item.resourceType === resourceType) {
      return Number(item.transferSize ?? 0);
    }
  }
  return 0;
}

export function measureOf(lhr: Result): PageMeasure {
  const score = (category: Category) => {
    const value = lhr.categories[category]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numericAudit(lhr, 'first-contentful-paint'),
    lcpMs: numericAudit(lhr, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr, 'total-blocking-time'),
    cls: numericAudit(lhr, 'cumulative-layout-shift'),
    transferBytes: transferred(lhr, 'total'),
    scriptTransferBytes: transferred(lhr, 'script'),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/**
 * Each figure's median over the runs, taken on its own: the result may mix runs (e.g. the
 * score of one, the LCP of another), which is what "the median FCP of 3 runs" means.
 */
export function medianMeasure(runs: readonly PageMeasure[]): PageMeasure {
  const of = (pick: (run: PageMeasure) => number) => median(runs.map(pick));
  const scoreOf = (category: Category) => {
    const scored = runs.flatMap((run) =>
      run.scores[category] === null ? [] : [run.scores[category]],
    );
    return scored.length === 0 ? null : median(scored);
  };
  return {
    scores: {
      performance: scoreOf('performance'),
      accessibility: scoreOf('accessibility'),
      'best-practices': scoreOf('best-practices'),
      seo: scoreOf('seo'),
    },
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    transferBytes: of((run) => run.transferBytes),
    scriptTransferBytes: of((run) => run.scriptTransferBytes),
  };
}

/** The goals a measure misses, each as "<figure> <value> (goal <limit>)"; empty when all are met. */
export function missedGoals(measure: PageMeasure): string[] {
  const missed: string[] = [];
  const performance = measure.scores.performance;
  if (performance === null || performance < goals.minPerformance) {
    missed.push(`performance ${performance ?? 'none'} (goal >= ${goals.minPerformance})`);
  }
  if (measure.fcpMs > goals.maxFcpMs) {
    missed.push(`FCP ${seconds(measure.fcpMs)} (goal <= ${seconds(goals.maxFcpMs)})`);
  }
  if (measure.lcpMs > goals.maxLcpMs) {
    missed.push(`LCP ${seconds(measure.lcpMs)} (goal <= ${seconds(goals.maxLcpMs)})`);
  }
  if (measure.tbtMs > goals.maxTbtMs) {
    missed.push(`TBT ${Math.round(measure.tbtMs)} ms (goal <= ${goals.maxTbtMs} ms)`);
  }
  if (measure.cls >= goals.clsBelow) {
    missed.push(`CLS ${measure.cls.toFixed(3)} (goal < ${goals.clsBelow})`);
  }
  return missed;
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
