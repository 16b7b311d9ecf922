import type { StaffAction } from '@portico/contract';
import type { MessageKey } from '../lib/messages.ts';

export interface ConsoleSection {
  /** What a person must be allowed to do to see the section at all. */
  action: StaffAction;
  title: MessageKey;
  /**
   * Its page, once it exists: the navigation links only sections with a page; the others are
   * named on the home page as what the person's roles will open.
   */
  path?: string;
}

/**
 * The console's sections (issue 28), in the navigation's order. A new section's page adds its
 * `path` here and its route in router.tsx.
 */
export const consoleSections: readonly ConsoleSection[] = [
  { action: 'vehicles.search', title: 'sections.search', path: '/search' },
  { action: 'claims.read', title: 'sections.claims', path: '/claims' },
  { action: 'dashboard.read', title: 'sections.dashboard', path: '/dashboard' },
  { action: 'refunds.read', title: 'sections.refunds', path: '/refunds' },
  { action: 'content.edit', title: 'sections.content', path: '/content' },
  { action: 'renters.manage', title: 'sections.renters', path: '/renters' },
  { action: 'staff.manage', title: 'sections.staff', path: '/staff' },
  { action: 'audit.read', title: 'sections.audit', path: '/audit' },
];

/** The sections a person's actions allow. */
export function sectionsAllowed(actions: readonly StaffAction[]): ConsoleSection[] {
  return consoleSections.filter((section) => actions.includes(section.action));
}
