import { languages } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape.ts';
import { layOutMail, type MailLayoutInput } from './layout.ts';
import { mailTexts } from './texts/mail-texts.ts';

const hostile = `<b onclick="x">A&B</b> 'q'`;

const input: MailLayoutInput = {
  language: 'fr',
  operatorName: 'ALIAE A79',
  subject: 'Passage du véhicule AB123CD',
  preheader: 'Le Montet Est → Molinet Est',
  blocks: [
    { kind: 'paragraph', text: 'Le véhicule AB123CD a circulé.' },
    {
      kind: 'facts',
      facts: [
        { label: 'Entrée', value: 'Le Montet Est' },
        { label: 'Prix TTC', value: '4,20 €' },
      ],
    },
    { kind: 'action', label: 'Voir et payer', url: 'https://peage.example.fr/fr/form/payment' },
  ],
};

const unsubscribe = {
  pageUrl: 'https://peage.example.fr/fr/unsubscribe?email=a%40b.fr',
  oneClickUrl: 'https://peage.example.fr/services/v1/customers/unsubscribe/oneClick?token=t.s',
};

describe('layOutMail', () => {
  it('frames the blocks in an e-mail-safe page: language, direction, inline styles, no script', () => {
    const { html } = layOutMail(input);
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr" dir="ltr">/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>Passage du véhicule AB123CD</title>');
    expect(html).not.toMatch(/<style|<script|<link|<img|class=/);
    // The operator's name in the header and the signature, the blocks between them.
    expect(html.match(/ALIAE A79/g)).toHaveLength(3);
    expect(html).toContain('<p style="margin:0 0 16px;">Bonjour,</p>');
    expect(html).toMatch(/<th scope="row"[^>]*>Entrée<\/th><td[^>]*>Le Montet Est<\/td>/);
    expect(html).toMatch(
      /<a href="https:\/\/peage\.example\.fr\/fr\/form\/payment" [^>]*>Voir et payer<\/a>/,
    );
    expect(html).toContain('Cordialement,<br>ALIAE A79');
    expect(html).toContain('Cet e-mail vous est envoyé par ALIAE A79.');
  });

  it('hides the preheader in the message, and writes none when there is none', () => {
    expect(layOutMail(input).html).toMatch(
      /<div style="display:none;[^"]*">Le Montet Est → Molinet Est<\/div>/,
    );
    expect(layOutMail({ ...input, preheader: undefined }).html).not.toContain('display:none');
  });

  it('writes the same words in the plain-text twin', () => {
    const { text } = layOutMail(input);
    expect(text).toBe(
      [
        'Bonjour,',
        'Le véhicule AB123CD a circulé.',
        'Entrée\u00a0: Le Montet Est\nPrix TTC\u00a0: 4,20 €',
        'Voir et payer\u00a0: https://peage.example.fr/fr/form/payment',
        'Cordialement,\nALIAE A79',
        '-- \nCet e-mail vous est envoyé par ALIAE A79.',
      ].join('\n\n') + '\n',
    );
  });

  it('escapes every value in the HTML, and only there', () => {
    const mail = layOutMail({
      ...input,
      operatorName: hostile,
      subject: hostile,
      preheader: hostile,
      blocks: [
        { kind: 'paragraph', text: hostile },
        { kind: 'facts', facts: [{ label: hostile, value: hostile }] },
        { kind: 'action', label: hostile, url: 'https://a.fr/?q="><script>' },
      ],
    });
    expect(mail.html).not.toContain('<b onclick');
    expect(mail.html).not.toContain('"><script>');
    expect(mail.html).toContain('&lt;b onclick=&quot;x&quot;&gt;A&amp;B&lt;/b&gt; &#39;q&#39;');
    expect(mail.html).toContain('href="https://a.fr/?q=%22%3E%3Cscript%3E"');
    expect(mail.text).toContain(hostile);
  });

  it('refuses a link that is not http(s)', () => {
    expect(() =>
      layOutMail({
        ...input,
        blocks: [{ kind: 'action', label: 'x', url: 'javascript:alert(1)' }],
      }),
    ).toThrow(/e-mail link/);
  });

  it('keeps the subject on one line', () => {
    expect(layOutMail({ ...input, subject: 'A\r\nBcc: x@y.fr' }).subject).toBe('A Bcc: x@y.fr');
  });

  it('has no unsubscribe link nor List-Unsubscribe headers unless it is an alert', () => {
    const plain = layOutMail(input);
    expect(plain.headers).toEqual({});
    expect(plain.html).not.toContain('unsubscribe');
    expect(plain.text).not.toContain(mailTexts.fr.layout.unsubscribe);
  });

  it('gives an alert its unsubscribe link and its one-click headers (RFC 8058)', () => {
    const alert = layOutMail({ ...input, unsubscribe });
    expect(alert.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(alert.html).toContain(
      `<a href="https://peage.example.fr/fr/unsubscribe?email=a%40b.fr" style="color:#0b4fa8;text-decoration:underline;">${mailTexts.fr.layout.unsubscribe}</a>`,
    );
    expect(alert.text).toContain(
      `${mailTexts.fr.layout.alertReason}\n${mailTexts.fr.layout.unsubscribe}\u00a0: ${unsubscribe.pageUrl}\n`,
    );
  });

  it.each(languages)('%s: the frame speaks the language of the e-mail', (language) => {
    const words = mailTexts[language].layout;
    const mail = layOutMail({ ...input, language, unsubscribe });
    expect(mail.html).toContain(`<html lang="${language}" dir="ltr">`);
    for (const word of [words.greeting, words.signOff, words.unsubscribe]) {
      expect(mail.html).toContain(escapeHtml(word));
      expect(mail.text).toContain(word);
    }
  });
});
