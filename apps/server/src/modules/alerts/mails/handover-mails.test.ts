import { languages } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { mailTexts } from '../../mail/texts/mail-texts.ts';
import type { AlertMailContext } from './alert-mail-context.ts';
import {
  handoverKeptMail,
  handoverRequestedMail,
  unsubscribeConfirmationMail,
} from './handover-mails.ts';

const context = (language: AlertMailContext['language']): AlertMailContext => ({
  language,
  operatorName: 'ALIAE A79',
  origin: 'https://peage.example.fr',
  plate: 'AB123CD',
  countryCode: 'FR',
});

const movesAt = new Date('2026-12-05T09:30:00Z');

describe('the e-mails of issue 24 about who receives a vehicle\u2019s alerts', () => {
  it.each(languages)(
    '%s: the handover request names the asker masked, the date and its page',
    (language) => {
      const mail = handoverRequestedMail(context(language), {
        requester: 'n***@e***.org',
        movesAt,
        token: 'Tok_en-123456789012345',
      });
      const words = mailTexts[language].alertHandoverRequested;
      expect(mail.subject).toContain('AB123CD');
      expect(mail.text).toContain('n***@e***.org');
      // Paris time, as every date of the portal's e-mails.
      expect(mail.text).toContain('05/12/26 10:30');
      expect(mail.text).toContain(words.button);
      expect(mail.text).toContain(
        `https://peage.example.fr/${language}/alert/handover?token=Tok_en-123456789012345`,
      );
      // Not an alert proper: nothing to unsubscribe from.
      expect(mail.headers ?? {}).toEqual({});
    },
  );

  it.each(languages)('%s: the kept e-mail points at the help centre', (language) => {
    const mail = handoverKeptMail(context(language));
    expect(mail.text).toContain('AB123CD');
    expect(mail.text).toContain(`https://peage.example.fr/${language}/help`);
  });

  it.each(languages)(
    '%s: the unsubscribe confirmation carries the page with the address and its token',
    (language) => {
      const mail = unsubscribeConfirmationMail(context(language), {
        email: 'jean+alerts@example.fr',
        oneClickToken: 'payload.signature',
      });
      expect(mail.subject).toContain('ALIAE A79');
      expect(mail.text).toContain(
        `https://peage.example.fr/${language}/unsubscribe?email=jean%2Balerts%40example.fr&token=payload.signature`,
      );
      expect(mail.text).toContain(mailTexts[language].alertUnsubscribeConfirmation.ignore);
    },
  );
});
