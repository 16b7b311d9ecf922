/**
 * The operator console's least privilege (issue 28 item 4): what each staff role may do, as one
 * table of role x action. Every console route names its action and checks it here; a person may
 * hold several roles, and may do what any of them allows.
 */
export const staffRoles = ['agent', 'finance', 'content', 'renters', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** Support: find a vehicle, read its timeline, act on it with a reason. */
const supportActions = [
  'vehicles.search',
  'vehicles.timeline',
  'receipts.resend',
  'trips.cancel',
  'passages.move',
  'deadlines.extend',
  'claims.read',
  'claims.decide',
] as const;

export const staffActions = [
  ...supportActions,
  // Money.
  'dashboard.read',
  'money.read',
  'money.export',
  // Refunds (issue 29 item 1): see them; ask for, approve, cancel and retry them.
  'refunds.read',
  'refunds.approve',
  // The portal's content.
  'content.edit',
  'content.publish',
  // Rental companies.
  'renters.manage',
  // The console itself.
  'staff.manage',
  'settings.edit',
  'audit.read',
] as const;
export type StaffAction = (typeof staffActions)[number];

/** Each role's actions. Admin manages people and settings; it is not every other role at once. */
export const roleActions = {
  agent: [...supportActions, 'dashboard.read', 'refunds.read'],
  finance: [
    'dashboard.read',
    'money.read',
    'money.export',
    'refunds.read',
    'refunds.approve',
    'vehicles.search',
  ],
  content: ['content.edit', 'content.publish'],
  renters: ['renters.manage', 'vehicles.search'],
  admin: ['staff.manage', 'settings.edit', 'audit.read', 'dashboard.read'],
} as const satisfies Record<StaffRole, readonly StaffAction[]>;

/** Whether a person holding these roles may do the action. */
export function staffMay(roles: readonly StaffRole[], action: StaffAction): boolean {
  return roles.some((role) => (roleActions[role] as readonly StaffAction[]).includes(action));
}

/**
 * Actions that move money or cannot be undone: the console asks for a fresh passkey check
 * (within the last five minutes) before it runs them (issue 28 item 3).
 */
export const freshCheckActions = [
  // A claim's decision cancels trips or lowers their price and e-mails the claimant: it is not
  // taken back (its preview, a POST of the same action, asks too, so the decision that follows
  // it within five minutes does not ask twice).
  'claims.decide',
  'trips.cancel',
  'passages.move',
  'refunds.approve',
  'staff.manage',
  'settings.edit',
] as const satisfies readonly StaffAction[];

export function needsFreshCheck(action: StaffAction): boolean {
  return (freshCheckActions as readonly StaffAction[]).includes(action);
}
