import { ConfigError } from './config-error.ts';
import { type EnvVariableName, envVariables, type Parsed } from './env-variables.ts';
import { Problems } from './problems.ts';
import { type Env, givenValue } from './secret-files.ts';
import type { Config } from './shape.ts';
import { shownValue } from './shown-value.ts';
import { toConfig } from './to-config.ts';
import type { EnvVariable } from './variable.ts';

/**
 * Reads every variable (or its `_FILE`), then applies the rules, and refuses the start with every
 * problem found in one line: "Invalid environment, N problems: ...", malformed values first.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const malformed = new Set<string>();
  const parsed: Partial<Record<EnvVariableName, unknown>> = {};
  for (const [name, spec] of Object.entries(envVariables) as [
    EnvVariableName,
    EnvVariable<unknown>,
  ][]) {
    const given = givenValue(env, name, spec, cwd);
    // A refused value goes on as its default, so that the rules after it are checked too.
    const fallBack = () => {
      malformed.add(name);
      const byDefault =
        spec.defaultValue === undefined ? undefined : spec.schema.safeParse(spec.defaultValue);
      if (byDefault?.success) parsed[name] = byDefault.data;
    };
    if ('problem' in given) {
      problems.push(given.problem);
      fallBack();
      continue;
    }
    const raw = given.value ?? spec.defaultValue;
    if (raw === undefined) continue;
    const result = spec.schema.safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else {
      problems.push(`${given.label}=${shownValue(raw, spec.secret)} (expected ${spec.expected})`);
      fallBack();
    }
  }
  const rules = new Problems(malformed);
  const config = toConfig(parsed as Parsed, cwd, rules);
  const all = [...problems, ...rules.lines];
  if (all.length === 1) {
    const noun = problems.length === 1 ? 'Invalid environment variable' : 'Invalid environment';
    throw new ConfigError(`${noun}: ${all[0]}`);
  }
  if (all.length > 1) {
    throw new ConfigError(`Invalid environment, ${all.length} problems: ${all.join('; ')}`);
  }
  return config;
}
