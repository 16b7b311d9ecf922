import { describe, expect, it } from 'vitest';
import { escapeHtml, httpHref } from './escape.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that could end an element or a quoted attribute', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });

  it('leaves other text, accents and symbols included, as it is', () => {
    expect(escapeHtml('Péage 4,20 € → Molinet')).toBe('Péage 4,20 € → Molinet');
  });
});

describe('httpHref', () => {
  it('writes an http(s) URL as the parser serialises it, attribute-escaped', () => {
    expect(httpHref('https://peage.example.fr/it/form/payment?plate=AB123CD&country=FR')).toBe(
      'https://peage.example.fr/it/form/payment?plate=AB123CD&amp;country=FR',
    );
    expect(httpHref('http://localhost:8080/fr/unsubscribe?email=a b"c@d.fr')).toBe(
      'http://localhost:8080/fr/unsubscribe?email=a%20b%22c@d.fr',
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    'mailto:a@b.fr',
    '/fr/unsubscribe',
    'not a url',
  ])('refuses what is not an absolute http(s) link: %s', (url) => {
    expect(() => httpHref(url)).toThrow(/e-mail link/);
  });
});
