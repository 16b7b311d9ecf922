import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { contactRequestAttachments, contactRequests } from '../../db/schema/index.ts';
import { byteaHex, bytesOfHex } from '../../shared/attachments/index.ts';
import { findOperator } from '../alerts/mails/alert-mail-rows.ts';
import { type MailBlock, layOutMail } from '../mail/layout.ts';
import type { MailRenderer, MailToRender } from '../mail/renderer.ts';
import type { ContactMailKind } from './contact-mail-kinds.ts';
import { fillText, mailTexts } from '../mail/texts/mail-texts.ts';

const payloadSchema = z.object({ requestId: z.number().int().positive() });

export function contactMailRenderers(db: Database): Record<ContactMailKind, MailRenderer> {
  async function load(mail: MailToRender) {
    const { requestId } = payloadSchema.parse(mail.payload);
    const [request] = await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, requestId));
    // Erased since (the white-label deleted): nothing left to say.
    if (!request?.reference) return null;
    const operator = await findOperator(db, request.whitelabelId);
    if (!operator) return null;
    return { request: { ...request, reference: request.reference }, operator };
  }

  return {
    async contact_acknowledgment(mail) {
      const loaded = await load(mail);
      if (!loaded) return null;
      const { request, operator } = loaded;
      const words = mailTexts[mail.language].contact;
      const blocks: MailBlock[] = [
        {
          kind: 'paragraph',
          text: fillText(words.acknowledgment, { reference: request.reference }),
        },
        {
          kind: 'facts',
          facts: [
            { label: words.referenceLabel, value: request.reference },
            { label: words.topicLabel, value: request.topic },
          ],
        },
        { kind: 'paragraph', text: words.nextSteps },
      ];
      const laidOut = layOutMail({
        language: mail.language,
        operatorName: operator.name,
        subject: fillText(words.acknowledgmentSubject, {
          operator: operator.name,
          reference: request.reference,
        }),
        blocks,
      });
      return { ...laidOut, attachments: [] };
    },

    async contact_notification(mail) {
      const loaded = await load(mail);
      if (!loaded) return null;
      const { request, operator } = loaded;
      const words = mailTexts[mail.language].contact;
      // The bytes as hex text: a bytea read into a Buffer costs PGlite seconds per 5 MB file.
      const files = await db
        .select({
          filename: contactRequestAttachments.filename,
          contentType: contactRequestAttachments.contentType,
          contentHex: byteaHex(contactRequestAttachments.content),
        })
        .from(contactRequestAttachments)
        .where(eq(contactRequestAttachments.requestId, request.id))
        .orderBy(asc(contactRequestAttachments.id));
      const facts = [
        { label: words.referenceLabel, value: request.reference },
        { label: words.topicLabel, value: request.topic },
        { label: words.emailLabel, value: request.email },
        ...request.fields.map((field) => ({ label: field.label, value: field.value })),
      ];
      if (files.length > 0) {
        facts.push({
          label: words.attachmentsLabel,
          value: files.map((file) => file.filename).join(', '),
        });
      }
      const laidOut = layOutMail({
        language: mail.language,
        operatorName: operator.name,
        subject: fillText(words.notificationSubject, {
          reference: request.reference,
          topic: request.topic,
        }),
        blocks: [
          { kind: 'paragraph', text: words.notification },
          { kind: 'facts', facts },
          { kind: 'paragraph', text: `${words.messageLabel}:\n${request.message}` },
        ],
      });
      return {
        ...laidOut,
        attachments: files.map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: bytesOfHex(file.contentHex),
        })),
      };
    },
  };
}
