import { type Env, givenSecret } from '../../config/secret-files.ts';

/** A named secret that is set in a way that cannot be read: both forms, or a file not there. */
export class NamedSecretProblem extends Error {
  override name = 'NamedSecretProblem';
}

/**
 * The value of a secret a tenant file names (an API key's variable): NAME, or the file NAME_FILE
 * points to, by the server's own rule for its secrets (config/secret-files.ts); unset is
 * undefined, and a setting that cannot be read is refused with its reason, never taken as unset.
 */
export function namedSecret(env: Env, name: string, cwd = process.cwd()): string | undefined {
  const given = givenSecret(env, name, cwd);
  if ('problem' in given) throw new NamedSecretProblem(given.problem);
  return given.value;
}
