import type { InvitedPerson } from './console-server.ts';

/**
 * The people `npm run staff:invite` makes for each console spec, first the one the spec enrols
 * first. The specs share one console server (e2e/console-shared.ts), so no two people have the
 * same name or address: a staff page or an audit log lists everyone's, and a spec finds its own
 * by name. Fixed addresses: the global setup that invites them and the spec that enrols them are
 * different processes.
 */
export const consolePeople = {
  passkeys: [{ email: 'ada@operator.example', name: 'Ada Lovelace' }],
  staff: [{ email: 'alan@operator.example', name: 'Alan Turing' }],
  desk: [{ email: 'margaret@operator.example', name: 'Margaret Hamilton', roles: ['agent'] }],
  claims: [
    { email: 'hedy@operator.example', name: 'Hedy Lamarr' },
    { email: 'grace@operator.example', name: 'Grace Hopper', roles: ['agent'] },
  ],
  dashboard: [
    { email: 'fay@operator.example', name: 'Fay Finance', roles: ['admin', 'finance', 'renters'] },
  ],
  content: [{ email: 'chloe@operator.example', name: 'Chloé Contenu', roles: ['content'] }],
  refunds: [
    { email: 'frances@operator.example', name: 'Frances Allen', roles: ['agent', 'finance'] },
  ],
} as const satisfies Record<string, readonly [InvitedPerson, ...InvitedPerson[]]>;

export type ConsoleSpec = keyof typeof consolePeople;
