import type { ErrorCode } from '@portico/contract';
import type { ClaimField, ClaimProblemKey } from './claim-problems.ts';

interface FieldProblem {
  field: ClaimField;
  key: ClaimProblemKey;
}

/**
 * Where a refusal of POST /protests belongs: the codes about the comment or the files go to
 * their field on the first step; any other (session expired, unknown) is shown above the button.
 */
export function serverProblem(code: ErrorCode | null): FieldProblem | null {
  switch (code) {
    case 'mandatory_comment_missing':
      return { field: 'comment', key: `errors.${code}` };
    case 'mandatory_attachment_missing':
    case 'claim_files_toobig':
    case 'mime_type_not_valid':
    case 'protest_files_number':
      return { field: 'attachments', key: `errors.${code}` };
    default:
      return null;
  }
}
