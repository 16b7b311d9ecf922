// Apart from contact-mails.ts, which reads the database: the outbox's schema names these kinds
// (db/schema/mail.ts) without importing the module that reads its own tables.
/**
 * The two e-mails of a contact request (issue 14 item 3): the acknowledgment to the visitor, in
 * their language, and the notification to the white-label's support address with the files.
 * The payload names the request; the renderer reads it at send time.
 */
export interface ContactMailPayloads {
  contact_acknowledgment: { requestId: number };
  contact_notification: { requestId: number };
}
export type ContactMailKind = keyof ContactMailPayloads;
