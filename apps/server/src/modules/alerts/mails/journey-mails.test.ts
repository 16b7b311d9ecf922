import { languages } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../mail/escape.ts';
import { mailTexts } from '../../mail/texts/mail-texts.ts';
import type { AlertMailContext } from './alert-mail-context.ts';
import type { JourneyFacts } from './alert-journey-facts.ts';
import { deadlineMail, noticeMail, passageMail } from './journey-mails.ts';
import { confirmationMail, movedMail } from './subscription-mails.ts';

const hostile = `<img src=x onerror="alert(1)">&'`;

const context: AlertMailContext = {
  language: 'fr',
  operatorName: 'ALIAE A79',
  origin: 'https://peage.example.fr',
  plate: 'AB123CD',
  countryCode: 'FR',
};

const facts: JourneyFacts = {
  plate: 'AB123CD',
  entry: '34',
  exit: '23',
  date: '22/11/26 08:00',
  vehicleClass: 'Classe 1',
  price: '4,20\u00a0€',
  deadline: '25/11/26 08:40',
  amount: '14,20\u00a0€',
  indemnity: '10,00\u00a0€',
};

const unsubscribe = { email: 'jean+alerts@example.fr', oneClickToken: 'payload.signature' };

const oneClickHeader =
  '<https://peage.example.fr/services/v1/customers/unsubscribe/oneClick?token=payload.signature>';
const lookupUrl = 'https://peage.example.fr/fr/form/payment?plate=AB123CD&country=FR';
const unsubscribePage =
  'https://peage.example.fr/fr/unsubscribe?email=jean%2Balerts%40example.fr&token=payload.signature';

const journeyMails = {
  passage: () => passageMail(context, unsubscribe, facts),
  deadline: () => deadlineMail(context, unsubscribe, facts, 24),
  notice: () => noticeMail(context, unsubscribe, facts, 'A79-2026-000012'),
};

describe('the alerts of a journey', () => {
  it.each(Object.entries(journeyMails))(
    '%s: the facts in both parts, the lookup link, the unsubscribe link and one-click headers',
    (_kind, render) => {
      const mail = render();
      for (const value of [facts.entry, facts.exit, facts.date, facts.vehicleClass, facts.plate]) {
        expect(mail.text).toContain(value);
        expect(mail.html).toContain(escapeHtml(value));
      }
      expect(mail.text).toContain(lookupUrl);
      expect(mail.html).toContain(`href="${escapeHtml(lookupUrl)}"`);
      expect(mail.text).toContain(unsubscribePage);
      expect(mail.html).toContain(`href="${escapeHtml(unsubscribePage)}"`);
      expect(mail.headers).toEqual({
        'List-Unsubscribe': oneClickHeader,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail.subject).toContain('ALIAE A79');
      expect(mail.subject).toContain('AB123CD');
    },
  );

  it('passage: the price incl. VAT and the deadline to pay', () => {
    const mail = journeyMails.passage();
    expect(mail.subject).toBe('ALIAE A79 : passage du véhicule AB123CD le 22/11/26 08:00');
    expect(mail.text).toContain(
      'Prix TTC\u00a0: 4,20\u00a0€\nÀ payer avant le\u00a0: 25/11/26 08:40',
    );
    expect(mail.text).toContain('Le véhicule AB123CD (France) a circulé');
    expect(mail.text).toContain('Payez ce trajet avant le 25/11/26 08:40');
  });

  it('deadline: the time left, in words of the language', () => {
    expect(journeyMails.deadline().subject).toBe(
      'ALIAE A79 : plus que 24\u00a0heures pour payer le trajet du véhicule AB123CD',
    );
    expect(deadlineMail({ ...context, language: 'en' }, unsubscribe, facts, 1).text).toContain(
      'You have 1 hour left',
    );
  });

  it('notice: its number, the toll, the indemnity and the total', () => {
    const { text } = journeyMails.notice();
    expect(text).toContain("Numéro de l'avis\u00a0: A79-2026-000012");
    expect(text).toContain('Péage TTC\u00a0: 4,20\u00a0€');
    expect(text).toContain('Indemnité forfaitaire\u00a0: 10,00\u00a0€');
    expect(text).toContain('Total à payer\u00a0: 14,20\u00a0€');
  });

  it('escapes every value from data in the HTML', () => {
    const dirty = { ...context, operatorName: hostile, plate: hostile };
    const dirtyFacts = { ...facts, entry: hostile, exit: hostile, plate: hostile };
    for (const mail of [
      passageMail(dirty, unsubscribe, dirtyFacts),
      deadlineMail(dirty, unsubscribe, dirtyFacts, 24),
      noticeMail(dirty, unsubscribe, dirtyFacts, hostile),
      confirmationMail(dirty, { token: 'tok', validHours: 24, expiresAt: new Date() }),
      movedMail(dirty),
    ]) {
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&amp;&#39;');
      expect(mail.text).toContain(hostile);
    }
  });

  it.each(languages)('%s: every alert speaks the language of its subscription', (language) => {
    const texts = mailTexts[language];
    const inLanguage = { ...context, language };
    const mails = [
      [passageMail(inLanguage, unsubscribe, facts), texts.alertPassage.button],
      [deadlineMail(inLanguage, unsubscribe, facts, 24), texts.alertDeadline.button],
      [noticeMail(inLanguage, unsubscribe, facts, 'A79-1'), texts.alertNotice.button],
      [
        confirmationMail(inLanguage, { token: 'tok', validHours: 24, expiresAt: new Date() }),
        texts.alertConfirmation.button,
      ],
      [movedMail(inLanguage), texts.alertMoved.button],
    ] as const;
    for (const [mail, button] of mails) {
      expect(mail.html).toContain(`<html lang="${language}"`);
      expect(mail.text).toContain(texts.layout.greeting);
      expect(mail.text).toContain(button);
      expect(mail.text).toContain(`/${language}/`);
      expect(mail.text).not.toMatch(/\{\w+\}/);
    }
  });
});

describe('the e-mails about the subscription', () => {
  const expiresAt = new Date('2026-11-23T07:00:00Z');

  it('confirmation: the single-use link to the confirmation page, its 24 h, and "ignore it"', () => {
    const mail = confirmationMail(context, { token: 'Abc_123-xyz', validHours: 24, expiresAt });
    const link = 'https://peage.example.fr/fr/alert/confirm?token=Abc_123-xyz';
    expect(mail.text).toContain(`Confirmer mon adresse\u00a0: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain("valable 24\u00a0heures, jusqu'au 23/11/26 08:00");
    expect(mail.text).toContain(mailTexts.fr.alertConfirmation.ignore);
    expect(mail.text).toContain('AB123CD (France)');
  });

  it('moved: the alerts go elsewhere now, and how to subscribe again', () => {
    const mail = movedMail({ ...context, language: 'it', countryCode: 'IT' });
    expect(mail.text).toContain('AB123CD (Italia)');
    expect(mail.text).toContain(mailTexts.it.alertMoved.noMore);
    expect(mail.text).toContain('https://peage.example.fr/it/alert');
  });

  it('neither carries an unsubscribe link nor List-Unsubscribe headers', () => {
    for (const mail of [
      confirmationMail(context, { token: 'tok', validHours: 24, expiresAt }),
      movedMail(context),
    ]) {
      expect(mail.headers).toEqual({});
      expect(mail.text).not.toContain('/unsubscribe');
      expect(mail.html).not.toContain('/unsubscribe');
    }
  });
});
