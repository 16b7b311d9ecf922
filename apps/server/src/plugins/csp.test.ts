import { describe, expect, it } from 'vitest';
import { docsCsp, formatCsp, portalCsp } from './csp.ts';

describe('content security policy', () => {
  it("never allows 'unsafe-inline' or 'unsafe-eval', for the portal or the docs", () => {
    for (const policy of [formatCsp(portalCsp()), formatCsp(docsCsp())]) {
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).not.toContain('unsafe-eval');
    }
  });

  it('adds payment hosts to form-action only', () => {
    const policy = portalCsp({ formActionHosts: ['https://psp.example'] });
    expect(policy['form-action']).toEqual(["'self'", 'https://psp.example']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('formats directives as a header value', () => {
    expect(formatCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] })).toBe(
      "default-src 'self'; img-src 'self' data:",
    );
  });
});
