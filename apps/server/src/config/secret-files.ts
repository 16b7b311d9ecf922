import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EnvVariable } from './variable.ts';

/** The process environment, or a test's stand-in. */
export type Env = Record<string, string | undefined>;

/**
 * A variable's value as given: from the environment, or for a secret from the file its `*_FILE`
 * variable names (container platforms mount secrets as files: Docker and Kubernetes secrets), a
 * relative path from the working directory, one trailing newline dropped. An empty value counts
 * as unset, as in most shells' `VAR= command`. Both set, or a file that cannot be read, is a
 * problem line that never shows the file's content.
 */
export function givenValue(
  env: Env,
  name: string,
  spec: EnvVariable<unknown>,
  cwd: string,
): GivenValue {
  if (spec.secret) return givenSecret(env, name, cwd);
  return { value: env[name] === '' ? undefined : env[name], label: name };
}

export type GivenValue = { value: string | undefined; label: string } | { problem: string };

/**
 * A secret's value by the rule above: NAME, or the file NAME_FILE names. Also for the variables
 * a tenant file names for its API keys (modules/tenants/named-secret.ts).
 */
export function givenSecret(env: Env, name: string, cwd: string): GivenValue {
  const direct = env[name] === '' ? undefined : env[name];
  const fileName = env[`${name}_FILE`];
  if (fileName === undefined || fileName === '') return { value: direct, label: name };
  if (direct !== undefined) {
    return { problem: `${name} and ${name}_FILE are both set (set one of them)` };
  }
  const label = `${name} (from ${name}_FILE)`;
  try {
    const content = readFileSync(path.resolve(cwd, fileName), 'utf8').replace(/\r?\n$/, '');
    return { value: content === '' ? undefined : content, label };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    return { problem: `${name}_FILE=${JSON.stringify(fileName)} (cannot read it: ${code})` };
  }
}
