import { describe, expect, it } from 'vitest';
import { mailLink, mailOrigin } from './links.ts';

describe('mailOrigin', () => {
  it('keeps the public origin for a white-label served there, or listing no host', () => {
    expect(mailOrigin('http://localhost:8080', ['localhost', '127.0.0.1', '::1'])).toBe(
      'http://localhost:8080',
    );
    expect(mailOrigin('https://peage.example.fr', [])).toBe('https://peage.example.fr');
    expect(mailOrigin('http://[::1]:8211', ['::1'])).toBe('http://[::1]:8211');
  });

  it("moves to the white-label's first host, on the public scheme and port", () => {
    expect(
      mailOrigin('https://peage.example.fr', ['toll.other.example', 'www.other.example']),
    ).toBe('https://toll.other.example');
    expect(mailOrigin('http://127.0.0.1:8211', ['a79.localhost'])).toBe(
      'http://a79.localhost:8211',
    );
  });
});

describe('mailLink', () => {
  it('builds an absolute link with its query values encoded', () => {
    expect(
      mailLink('https://peage.example.fr', '/fr/unsubscribe', { email: 'jean+alerts@ex.fr' }),
    ).toBe('https://peage.example.fr/fr/unsubscribe?email=jean%2Balerts%40ex.fr');
    expect(
      mailLink('http://localhost:8080', '/it/form/payment', { plate: 'FG 512 KL', country: 'IT' }),
    ).toBe('http://localhost:8080/it/form/payment?plate=FG+512+KL&country=IT');
  });

  it('refuses a path that would leave the origin or is not absolute', () => {
    for (const path of ['//evil.example/x', 'fr/alert', 'https://evil.example/']) {
      expect(() => mailLink('https://peage.example.fr', path)).toThrow(/absolute on the portal/);
    }
  });
});
