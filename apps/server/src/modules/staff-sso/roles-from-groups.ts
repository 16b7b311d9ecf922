import { type StaffRole, staffRoles } from '@portico/contract';

/**
 * The console roles a person's groups give (issue 28 item 2): the union of what each mapped group
 * gives, in the table's order; groups the mapping does not name give nothing. A claim that is
 * not a list of strings (or one string, as some providers send a single group) gives nothing.
 */
export function rolesFromGroups(
  claim: unknown,
  groupRoles: Readonly<Record<string, readonly StaffRole[]>>,
): StaffRole[] {
  const groups = typeof claim === 'string' ? [claim] : Array.isArray(claim) ? claim : [];
  const given = new Set<StaffRole>();
  for (const group of groups) {
    if (typeof group !== 'string' || !Object.hasOwn(groupRoles, group)) continue;
    for (const role of groupRoles[group] ?? []) given.add(role);
  }
  return staffRoles.filter((role) => given.has(role));
}
