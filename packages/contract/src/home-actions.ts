/** The home page's optional actions (spec 001 "Home page data": actions). */
export const homeActions = ['subscription', 'freeflow', 'prepayment', 'payment-notice'] as const;
export type HomeAction = (typeof homeActions)[number];

/**
 * The portal's main entry points and the home action each needs (spec 000 "Header",
 * spec 001 "Home"): Pay is always there; Prepay needs prepayment; Contest needs payment-notice;
 * the passage alert needs subscription. Header menu and home tiles share this one rule but the
 * spec lists them in different orders.
 */
export type EntryPoint = 'pay' | 'prepay' | 'contest' | 'subscribe';

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
