import { describe, expect, it } from 'vitest';
import { alertLinks } from './alert-links.ts';

const origin = 'https://peage.example.fr';

describe('alertLinks', () => {
  it('points at the web pages of the alerts, in the e-mail language', () => {
    expect(alertLinks.confirm(origin, 'de', 'Tok_en-1')).toBe(
      'https://peage.example.fr/de/alert/confirm?token=Tok_en-1',
    );
    expect(alertLinks.subscribe(origin, 'es')).toBe('https://peage.example.fr/es/alert');
    expect(alertLinks.unsubscribePage(origin, 'fr', 'a+b@c.fr', 'p.s')).toBe(
      'https://peage.example.fr/fr/unsubscribe?email=a%2Bb%40c.fr&token=p.s',
    );
    expect(alertLinks.handover(origin, 'it', 'Tok_en-2')).toBe(
      'https://peage.example.fr/it/alert/handover?token=Tok_en-2',
    );
    expect(alertLinks.help(origin, 'en')).toBe('https://peage.example.fr/en/help');
    expect(alertLinks.lookup(origin, 'it', 'FG512KL', 'IT')).toBe(
      'https://peage.example.fr/it/form/payment?plate=FG512KL&country=IT',
    );
  });

  it("points the one-click address at the contract's API route", () => {
    expect(alertLinks.oneClick(origin, 'payload.signature')).toBe(
      'https://peage.example.fr/services/v1/customers/unsubscribe/oneClick?token=payload.signature',
    );
  });
});
