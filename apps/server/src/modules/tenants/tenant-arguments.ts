/** `npm run tenant -- <command> ...`: what the operator asked for, or why it cannot be done. */
export type TenantCommand =
  | { command: 'validate' | 'diff' | 'apply'; file: string }
  | { command: 'export'; code: string; file: string | null }
  | { command: 'schema'; file: string | null };

export const tenantUsage = [
  'usage: npm run tenant -- validate FILE   check a tenant file (no database)',
  '       npm run tenant -- diff FILE       what apply would change',
  '       npm run tenant -- apply FILE      make the database say what the file says',
  '       npm run tenant -- export CODE [FILE]  write a stored tenant as a file (stdout without FILE)',
  '       npm run tenant -- schema [FILE]   write the JSON Schema editors read',
].join('\n');

export function parseTenantArguments(args: readonly string[]): TenantCommand | { error: string } {
  const [command, first, second, ...rest] = args;
  if (rest.length > 0) return { error: `too many arguments: ${rest.join(' ')}` };
  switch (command) {
    case 'validate':
    case 'diff':
    case 'apply':
      if (!first || second !== undefined) return { error: `${command} takes one FILE` };
      return { command, file: first };
    case 'export':
      if (!first) return { error: 'export takes a tenant CODE' };
      return { command, code: first, file: second ?? null };
    case 'schema':
      if (second !== undefined) return { error: 'schema takes at most one FILE' };
      return { command, file: first ?? null };
    default:
      return { error: command ? `unknown command ${command}` : 'no command' };
  }
}
