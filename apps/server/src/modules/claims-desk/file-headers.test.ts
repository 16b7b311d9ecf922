import { describe, expect, it } from 'vitest';
import { claimFileHeaders, safeFileName } from './file-headers.ts';

describe('the name a claim\u2019s file is shown under', () => {
  it.each([
    ['carte-grise.pdf', 'application/pdf', 'carte-grise.pdf'],
    ['notice.html', 'application/pdf', 'notice.pdf'],
    ['photo', 'image/jpeg', 'photo.jpg'],
    ['a"b\\c;d\r\ne.png', 'image/png', 'a_b_c_d_e.png'],
    ['../../etc/passwd', 'image/gif', 'etc_passwd.gif'],
    ['été 2026.PDF', 'application/pdf', 'ete_2026.pdf'],
    ['', 'image/png', 'file.png'],
    ['...', 'application/pdf', 'file.pdf'],
    [`${'x'.repeat(200)}.pdf`, 'application/pdf', `${'x'.repeat(80)}.pdf`],
  ] as const)('%j as %s is %j', (name, type, safe) => {
    expect(safeFileName(name, type)).toBe(safe);
  });
});

describe('the headers of a claim\u2019s file', () => {
  it('sandboxes an image and frames a PDF for the console only', () => {
    const image = claimFileHeaders('photo.png', 'image/png');
    expect(image['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    const pdf = claimFileHeaders('scan.pdf', 'application/pdf');
    expect(pdf['content-security-policy']).not.toContain('sandbox');
    for (const headers of [image, pdf]) {
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9._-]+"$/);
    }
  });
});
