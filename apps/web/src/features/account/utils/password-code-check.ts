import { emailProblem } from '../../../components/email-problem.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';

export interface PasswordCodeValues {
  email: string;
}

/** The account's address the reset code is sent to: required and well formed. */
export const passwordCodeResolver = ruleResolver<PasswordCodeValues, string>(({ email }) => {
  const address = email.trim();
  const problem = emailProblem(address, true);
  return problem ? { ok: false, errors: { email: problem } } : { ok: true, value: address };
});
