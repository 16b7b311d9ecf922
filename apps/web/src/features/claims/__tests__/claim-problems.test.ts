import { describe, expect, it } from 'vitest';
import type { ProtestReason } from '@portico/contract';
import { claimProblems, firstProblem } from '../utils/claim-problems.ts';

const plain: ProtestReason = {
  id: 'NOT_MY_VEHICLE',
  label: 'Non è il mio veicolo',
  commentMandatory: false,
  attachmentMandatory: false,
};
const strict: ProtestReason = {
  id: 'STOLEN',
  label: 'Veicolo rubato',
  commentMandatory: true,
  attachmentMandatory: true,
};
const reasons = [plain, strict];
const values = { reasonId: 'NOT_MY_VEHICLE', comment: '', email: 'guido@example.it' };

describe('claimProblems: the reason rules before the summary', () => {
  it('a reason without demands needs only the reason and the e-mail', () => {
    expect(claimProblems(values, reasons, 0)).toEqual({});
  });

  it('no reason chosen, or one that is not in the list', () => {
    expect(claimProblems({ ...values, reasonId: null }, reasons, 0)).toEqual({
      reason: 'claims.claim.reasonMissing',
    });
    expect(claimProblems({ ...values, reasonId: 'GONE' }, reasons, 0).reason).toBe(
      'claims.claim.reasonMissing',
    );
  });

  it('a reason asking for a comment and a file (spaces are no comment)', () => {
    const problems = claimProblems({ ...values, reasonId: 'STOLEN', comment: '   ' }, reasons, 0);
    expect(problems).toEqual({
      comment: 'errors.mandatory_comment_missing',
      attachments: 'errors.mandatory_attachment_missing',
    });
    expect(firstProblem(problems)).toBe('comment');
    expect(
      claimProblems({ ...values, reasonId: 'STOLEN', comment: 'Denuncia n. 12' }, reasons, 1),
    ).toEqual({});
  });

  it('the contact e-mail: missing, then malformed', () => {
    expect(claimProblems({ ...values, email: '' }, reasons, 0).email).toBe(
      'errors.email_mandatory',
    );
    expect(claimProblems({ ...values, email: 'guido@' }, reasons, 0).email).toBe(
      'errors.email_invalid',
    );
  });
});
