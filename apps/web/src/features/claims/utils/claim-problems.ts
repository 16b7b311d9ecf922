import type { ProtestReason } from '@portico/contract';
import { emailProblem } from '../../../components/email-problem.ts';
import type { ErrorMessageKey } from '../../../lib/errors.ts';

export interface ClaimFormValues {
  reasonId: string | null;
  comment: string;
  email: string;
}

export type ClaimField = 'reason' | 'comment' | 'email' | 'attachments';

/** The form's own problems and the server's codes that belong to a field (server-problem.ts). */
export type ClaimProblemKey = 'claims.claim.reasonMissing' | ErrorMessageKey;

export type ClaimProblems = Partial<Record<ClaimField, ClaimProblemKey>>;

/** The fields in the order the form shows them: the first with a problem takes the focus. */
export const claimFieldOrder: readonly ClaimField[] = ['reason', 'comment', 'email', 'attachments'];

/**
 * What keeps the claim from going to its summary, as message keys (validators return keys): a
 * reason of the list; the comment and at least one file when the reason asks for them (the
 * server's mandatory_comment_missing and mandatory_attachment_missing); a contact address. A
 * comment of spaces is none, as the server counts it.
 */
export function claimProblems(
  values: ClaimFormValues,
  reasons: readonly ProtestReason[],
  attachmentCount: number,
): ClaimProblems {
  const problems: ClaimProblems = {};
  const reason = reasons.find((candidate) => candidate.id === values.reasonId);
  if (!reason) problems.reason = 'claims.claim.reasonMissing';
  if (reason?.commentMandatory && values.comment.trim() === '') {
    problems.comment = 'errors.mandatory_comment_missing';
  }
  const email = emailProblem(values.email, true);
  if (email) problems.email = email;
  if (reason?.attachmentMandatory && attachmentCount === 0) {
    problems.attachments = 'errors.mandatory_attachment_missing';
  }
  return problems;
}

export const firstProblem = (problems: ClaimProblems): ClaimField | null =>
  claimFieldOrder.find((field) => problems[field] !== undefined) ?? null;
