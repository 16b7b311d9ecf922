/** The home page's optional actions (spec 001 "Home page data": actions). */
export const homeActions = ['subscription', 'freeflow', 'prepayment', 'payment-notice'] as const;
export type HomeAction = (typeof homeActions)[number];

/**
 * What needs the free-flow road (spec 000 route table: home "requires the free-flow-enabled
 * check"): paying trips by plate, prepaying them and the e-mail at each passage under a gantry.
 * A white-label without free flow (notices only) serves none of them, whatever its home lists.
 */
const freeFlowActions: ReadonlySet<HomeAction> = new Set([
  'freeflow',
  'prepayment',
  'subscription',
]);

/** The home actions a white-label can serve: without free flow, only the notices. */
export function servedHomeActions(
  actions: readonly HomeAction[],
  freeFlowEnabled: boolean,
): HomeAction[] {
  return freeFlowEnabled ? [...actions] : actions.filter((action) => !freeFlowActions.has(action));
}

/**
 * The portal's main entry points and the home action each needs (spec 000 "Header",
 * spec 001 "Home"): Pay is always there; Prepay needs prepayment; Contest needs payment-notice;
 * the passage alert needs subscription. Header menu and home tiles share this one rule but the
 * spec lists them in different orders.
 */
export const entryPoints = ['pay', 'prepay', 'contest', 'subscribe'] as const;
export type EntryPoint = (typeof entryPoints)[number];

export const entryPointPaths: Record<EntryPoint, string> = {
  pay: 'form/payment',
  prepay: 'form/prepayment',
  contest: 'form/claim',
  subscribe: 'alert',
};

const requiredAction: Record<EntryPoint, HomeAction | null> = {
  pay: null,
  prepay: 'prepayment',
  contest: 'payment-notice',
  subscribe: 'subscription',
};

/** Spec 000 "Header": Paga, Paga in anticipo, Contesta, Notifica Info transito. */
export const headerMenuOrder: readonly EntryPoint[] = ['pay', 'prepay', 'contest', 'subscribe'];
/** Spec 001 "Home": Pay, Contest, Prepay, Subscribe. */
export const homeTileOrder: readonly EntryPoint[] = ['pay', 'contest', 'prepay', 'subscribe'];

export function availableEntryPoints(
  actions: readonly HomeAction[],
  order: readonly EntryPoint[],
): { key: EntryPoint; path: string }[] {
  return order
    .filter((key) => {
      const needed = requiredAction[key];
      return needed === null || actions.includes(needed);
    })
    .map((key) => ({ key, path: entryPointPaths[key] }));
}
