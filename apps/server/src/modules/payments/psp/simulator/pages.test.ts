import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';
import { renderCardPage, renderRefusalPage } from './pages.ts';

const page = renderCardPage({
  prefix: '/psp-simulator',
  psp: 'Paybox',
  action: '/psp-simulator/paybox/pay',
  reference: 'R"1',
  amountCents: 99,
  hidden: [['PBX_CMD', '<x>&"y"']],
});

describe('simulator pages', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('labels every visible input and gives it its autocomplete token', () => {
    for (const [id, token] of [
      ['card-number', 'cc-number'],
      ['card-expiry', 'cc-exp'],
      ['card-cvv', 'cc-csc'],
    ]) {
      expect(page).toContain(`<label for="${id}">`);
      expect(page).toMatch(new RegExp(`<input id="${id}"[^>]*autocomplete="${token}"`));
    }
  });

  it('has a language, a title, a main landmark, no inline style or script', () => {
    expect(page).toContain('<html lang="fr">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain('<main>');
    expect(page).not.toMatch(/<script|<style|style=|\son[a-z]+=/);
    expect(page).toContain('value="&lt;x&gt;&amp;&quot;y&quot;"');
    expect(page).toContain('formnovalidate>Annuler</button>');
  });

  it('announces a refusal', () => {
    expect(renderRefusalPage('/p', 'Axepta', 'Code <1>')).toContain(
      '<p class="error" role="alert">Code &lt;1&gt;</p>',
    );
  });
});
