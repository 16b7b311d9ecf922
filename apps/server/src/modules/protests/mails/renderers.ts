import { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { localize } from '../../../shared/localized.ts';
import { findOperator } from '../../alerts/mails/alert-mail-rows.ts';
import { type MailBlock, type MailFact, layOutMail } from '../../mail/layout.ts';
import type { MailRenderer, MailToRender } from '../../mail/renderer.ts';
import { fillText, mailTexts } from '../../mail/texts/mail-texts.ts';
import type { ProtestMailKind } from '../protest-mails.ts';
import {
  findAttachmentsMeta,
  findClaimedJourneys,
  findProtestById,
  findReason,
  type ProtestRow,
} from '../repository.ts';

const acknowledgmentPayload = z.object({ protestId: z.number().int().positive() });
const decisionPayload = acknowledgmentPayload.extend({ reduced: z.boolean() });

type ProtestWords = (typeof mailTexts)['fr']['protest'];
type ClaimedJourney = Awaited<ReturnType<typeof findClaimedJourneys>>[number];

/**
 * The decision's paragraphs. A trip paid before the decision stays paid whatever it is (the
 * decision leaves it alone), so the e-mail must not tell its payer that it is cancelled, cheaper
 * or due again: it says it stays paid, and where to ask for a refund after an acceptance.
 */
export function decisionParagraphs(
  w: ProtestWords,
  rejected: boolean,
  reduced: boolean,
  paid: 'none' | 'some' | 'all',
): string[] {
  if (rejected) {
    if (paid === 'all') return [w.rejectedAllPaid];
    return [w.rejected, ...(paid === 'some' ? [w.paidStayRejected] : []), w.rejectedDeadline];
  }
  if (paid === 'all') return [w.acceptedAllPaid];
  return [reduced ? w.acceptedReduced : w.accepted, ...(paid === 'some' ? [w.paidStay] : [])];
}

/**
 * The claim e-mails (issue 14 item 5) on the shared layout, in the language the claim was filed
 * in, read from the claim when sent: the acknowledgment (reference, vehicle, reason, trips,
 * files; the ladder is paused) and the decision (accepted: cancelled or repriced; rejected: the
 * deadlines extended), with the operator's note when there is one.
 */
export function protestMailRenderers(db: Database): Record<ProtestMailKind, MailRenderer> {
  async function render(
    mail: MailToRender,
    protestId: number,
    subjectOf: (words: ProtestWords, protest: ProtestRow) => string,
    blocksOf: (
      words: ProtestWords,
      protest: ProtestRow,
      facts: MailFact[],
      claimed: ClaimedJourney[],
    ) => MailBlock[],
  ) {
    const operator = mail.whitelabelId ? await findOperator(db, mail.whitelabelId) : undefined;
    if (!operator) throw new Error(`no white-label ${String(mail.whitelabelId)}`);
    const protest = await findProtestById(db, protestId);
    if (!protest) return null;
    const [claimed, files, reason] = await Promise.all([
      findClaimedJourneys(db, protest.id),
      findAttachmentsMeta(db, protest.id),
      findReason(db, protest.whitelabelId, protest.type, protest.reasonCode),
    ]);
    const words = mailTexts[mail.language].protest;
    const plates = [...new Set(claimed.map((journey) => journey.plate))].join(', ');
    const facts: MailFact[] = [
      { label: words.referenceLabel, value: protest.reference },
      { label: words.plateLabel, value: plates },
      { label: words.reasonLabel, value: reason ? localize(reason.label, mail.language) : '' },
      { label: words.tripsLabel, value: String(claimed.length) },
    ];
    if (files.length > 0) {
      facts.push({
        label: words.attachmentsLabel,
        value: files.map((file) => file.fileName).join(', '),
      });
    }
    const values = { operator: operator.name, reference: protest.reference, plate: plates };
    const laidOut = layOutMail({
      language: mail.language,
      operatorName: operator.name,
      subject: fillText(subjectOf(words, protest), values),
      blocks: blocksOf(words, protest, facts, claimed).map((block) =>
        block.kind === 'paragraph' ? { ...block, text: fillText(block.text, values) } : block,
      ),
    });
    return { ...laidOut, attachments: [] };
  }

  return {
    protest_acknowledgment: (mail) => {
      const { protestId } = acknowledgmentPayload.parse(mail.payload);
      return render(
        mail,
        protestId,
        (w) => w.acknowledgmentSubject,
        (w, _protest, facts) => [
          { kind: 'paragraph', text: w.acknowledgment },
          { kind: 'facts', facts },
          { kind: 'paragraph', text: w.paused },
          { kind: 'paragraph', text: w.nextSteps },
        ],
      );
    },
    protest_decision: (mail) => {
      const { protestId, reduced } = decisionPayload.parse(mail.payload);
      return render(
        mail,
        protestId,
        (w, protest) => (protest.status === 'REJECTED' ? w.rejectedSubject : w.acceptedSubject),
        (w, protest, facts, claimed) => {
          const paidCount = claimed.filter((journey) => journey.paidAt !== null).length;
          const paid = paidCount === 0 ? 'none' : paidCount === claimed.length ? 'all' : 'some';
          const note: MailBlock[] = protest.decisionNote
            ? [{ kind: 'facts', facts: [{ label: w.noteLabel, value: protest.decisionNote }] }]
            : [];
          const outcome = decisionParagraphs(w, protest.status === 'REJECTED', reduced, paid);
          return [
            ...outcome.map((text): MailBlock => ({ kind: 'paragraph', text })),
            { kind: 'facts', facts },
            ...note,
          ];
        },
      );
    },
  };
}
