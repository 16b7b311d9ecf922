import { readFileSync } from 'node:fs';

/** apps/web/route-budgets.json: the most Brotli KiB of JavaScript a first visit to a route loads. */
export interface RouteBudgets {
  /** The locale counted with every route. */
  language: string;
  /** Route module (as the router and the build manifest name it) -> KiB (1,024 bytes). */
  maxBrotliKiB: Record<string, number>;
}

/** A route's measured first visit. */
export interface RouteSize {
  module: string;
  brotliBytes: number;
}

export function parseBudgets(json: unknown): RouteBudgets {
  const value = json as { language?: unknown; maxBrotliKiB?: unknown } | null;
  const budgets = value?.maxBrotliKiB;
  if (
    typeof value?.language !== 'string' ||
    typeof budgets !== 'object' ||
    budgets === null ||
    !Object.values(budgets).every((kib) => typeof kib === 'number' && kib > 0)
  ) {
    throw new Error('route budgets: expected { language, maxBrotliKiB: { <route module>: KiB } }');
  }
  return { language: value.language, maxBrotliKiB: budgets as Record<string, number> };
}

export function readBudgets(path: string): RouteBudgets {
  return parseBudgets(JSON.parse(readFileSync(path, 'utf8')) as unknown);
}

/** Each route the router or the build knows without a budget, and each budget of no route. */
export function missingBudgets(budgets: RouteBudgets, routeModules: readonly string[]): string[] {
  const budgeted = Object.keys(budgets.maxBrotliKiB);
  return [
    ...routeModules
      .filter((module) => !budgeted.includes(module))
      .map((module) => `${module}: no budget`),
    ...budgeted
      .filter((module) => !routeModules.includes(module))
      .map((module) => `${module}: a budget for a route that does not exist`),
  ];
}

/** Each route whose JavaScript is over its budget, with both figures. */
export function overBudget(budgets: RouteBudgets, sizes: readonly RouteSize[]): string[] {
  return sizes.flatMap(({ module, brotliBytes }) => {
    const budget = budgets.maxBrotliKiB[module];
    const kib = brotliBytes / 1024;
    return budget !== undefined && kib > budget
      ? [`${module}: ${kib.toFixed(1)} KiB Brotli, over its budget of ${budget} KiB`]
      : [];
  });
}
