import type { CredentialsBody } from '@portico/contract';
import { emailProblem } from '../../../components/email-problem.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';

export interface LoginValues {
  email: string;
  password: string;
}

/** Sign-in: a well-formed address and a password (its policy is judged at registration only). */
export const loginResolver = ruleResolver<LoginValues, Required<CredentialsBody>>(
  ({ email, password }) => {
    const address = email.trim();
    const problem = emailProblem(address, true);
    if (problem || password === '') {
      return {
        ok: false,
        errors: {
          ...(problem ? { email: problem } : {}),
          ...(password === '' ? { password: 'errors.password_mandatory' as const } : {}),
        },
      };
    }
    return { ok: true, value: { email: address, password } };
  },
);
