import { describe, expect, it } from 'vitest';
import { storedFileName } from './file-name.ts';

/** Issue 24 items 7 and 13: what a sent file name becomes when stored. */
describe('storedFileName', () => {
  it.each([
    ['scan\u0000.pdf', 'scan.pdf'],
    ['photo\u202Egnp.exe', 'photognp.exe'],
    ['\u202Aa\u202Bb\u202Cc\u202Dd\u202Ee.pdf', 'abcde.pdf'],
    ['\u2066a\u2067b\u2068c\u2069.pdf', 'abc.pdf'],
    ['\u200Ea\u200Fb\u061Cc.pdf', 'abc.pdf'],
    ['a\u200Bb\u200Cc\u200Dd\uFEFFe\u00ADf\u2060.pdf', 'abcdef.pdf'],
    ['bell\u0007tab\tdel\u007Fc1\u0085\u009B.pdf', 'belltabdelc1.pdf'],
    ['tag\u{E0041}\u{E007F}.pdf', 'tag.pdf'],
    ['line\u2028para\u2029.pdf', 'linepara.pdf'],
    ['half\uD83D.pdf', 'half.pdf'],
    ['e\u0301te\u0301.pdf', 'été.pdf'],
    ['  trimmed.pdf  ', 'trimmed.pdf'],
    ['../../etc/passwd', '../../etc/passwd'],
    ['فاتورة.pdf', 'فاتورة.pdf'],
    ['領収書 📄.pdf', '領収書 📄.pdf'],
  ])('%j is stored as %j', (sent, stored) => {
    expect(storedFileName(sent, 'application/pdf')).toBe(stored);
  });

  it('names a file with nothing visible by its type', () => {
    expect(storedFileName('\u202E\u0000', 'application/pdf')).toBe('attachment.pdf');
    expect(storedFileName('', 'image/png')).toBe('attachment.png');
    expect(storedFileName(' \u200B ', 'image/jpeg')).toBe('attachment.jpg');
    expect(storedFileName('\u2066', 'image/gif')).toBe('attachment.gif');
  });

  it('keeps at most 255 characters, never half of one', () => {
    expect(storedFileName('a'.repeat(300), 'application/pdf')).toBe('a'.repeat(255));
    expect(storedFileName('📄'.repeat(300), 'application/pdf')).toBe('📄'.repeat(255));
  });
});
