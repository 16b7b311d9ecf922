import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../mail/texts/mail-texts.ts';
import { decisionParagraphs } from './renderers.ts';

const w = mailTexts.en.protest;

describe("a claim decision's paragraphs", () => {
  it('tell the outcome when no contested trip was paid', () => {
    expect(decisionParagraphs(w, false, false, 'none')).toEqual([w.accepted]);
    expect(decisionParagraphs(w, false, true, 'none')).toEqual([w.acceptedReduced]);
    expect(decisionParagraphs(w, true, false, 'none')).toEqual([w.rejected, w.rejectedDeadline]);
  });

  it('say that trips paid before the decision stay paid', () => {
    expect(decisionParagraphs(w, false, false, 'some')).toEqual([w.accepted, w.paidStay]);
    expect(decisionParagraphs(w, false, true, 'some')).toEqual([w.acceptedReduced, w.paidStay]);
    expect(decisionParagraphs(w, true, false, 'some')).toEqual([
      w.rejected,
      w.paidStayRejected,
      w.rejectedDeadline,
    ]);
  });

  it('never call cancelled, cheaper or due again trips that were all paid', () => {
    expect(decisionParagraphs(w, false, false, 'all')).toEqual([w.acceptedAllPaid]);
    expect(decisionParagraphs(w, false, true, 'all')).toEqual([w.acceptedAllPaid]);
    expect(decisionParagraphs(w, true, false, 'all')).toEqual([w.rejectedAllPaid]);
  });
});
