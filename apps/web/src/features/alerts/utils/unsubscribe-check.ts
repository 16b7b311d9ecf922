import { emailProblem } from '../../../components/email-problem.ts';
import { ruleResolver } from '../../../lib/forms/rule-resolver.ts';

export interface UnsubscribeValues {
  email: string;
}

/** The shared e-mail input's rule: a required, well-formed address of at most 100 characters. */
export const unsubscribeResolver = ruleResolver<UnsubscribeValues, string>(({ email }) => {
  const address = email.trim();
  const problem = emailProblem(address, true);
  return problem ? { ok: false, errors: { email: problem } } : { ok: true, value: address };
});
