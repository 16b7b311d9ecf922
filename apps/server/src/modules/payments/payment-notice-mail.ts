import type { Language } from '@portico/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { whitelabels } from '../../db/schema/index.ts';
import { layOutMail } from '../mail/layout.ts';
import type { MailContent } from '../mail/renderer.ts';
import { fillText } from '../mail/texts/mail-texts.ts';

/**
 * An e-mail about one payment that is not its receipt (a payment not needed, a refund on its way):
 * a subject naming the operator and the payment's reference, then its paragraphs.
 */
export function paymentNoticeMail(
  language: Language,
  vars: { operatorName: string; reference: string },
  subject: string,
  paragraphs: readonly string[],
): Pick<MailContent, 'subject' | 'text' | 'html'> {
  return layOutMail({
    language,
    operatorName: vars.operatorName,
    subject: fillText(subject, { operator: vars.operatorName, reference: vars.reference }),
    blocks: paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
  });
}

/** The white-label's name, as its e-mails sign. */
export async function operatorNameOf(db: Database, whitelabelId: number): Promise<string> {
  const [operator] = await db
    .select({ name: whitelabels.name })
    .from(whitelabels)
    .where(eq(whitelabels.id, whitelabelId));
  return operator?.name ?? '';
}
