import { describe, expect, it } from 'vitest';
import { decryptData } from './data.ts';
import { AxeptaError } from './errors.ts';
import { buildAxeptaCredit, buildAxeptaInquire } from './direct-request.ts';
import { AXEPTA_DEMO_MERCHANT } from './test-data.ts';

/**
 * credit.aspx and inquire.aspx, byte for byte: the notes' vectors A-V1, A-V2, A-V4
 * (psp-protocols.md 6.9), and Portico's own calls against pretix-computop @c50d31d, whose
 * `_calculate_hmac`, `_encrypt` and `_decrypt` (pycryptodome Blowfish) were run on these inputs
 * (script outside the repository). pretix pads PKCS#7 where we pad zeros (6.7): every whole block
 * before the padding is identical, and pretix decrypts ours.
 */

const KEYS = AXEPTA_DEMO_MERCHANT;

const A_V4_DATA =
  '43ad07f58ff6a5f9ebbdd42e361d2c85ce4ad41fcd63c69711e0571369a76ca3fe447ffa73a97a8959c9e827e861805e0a896a60997278ce80650a2a30c65715f07383e59a6dffc07e555aaabf0f89c9e7c75e48eaa5b6e8d1dd37f484d1f39610d3b5f6ece5626171af8ed2d629122236faa89883458e15e0fdafa6ce675c49f5ea29ecbdd3088ef5f88b67dec8d33361773e6f8408f310c4f8f3dbff677cf748c2f41a3a97eef93d2838f83d3f9a1db2ce4bda06a28760833b8fa96ad7fe921af0d21e97b1162a';

/** pretix's ciphertext of Portico's credit plaintext below (PKCS#7-padded, uppercase). */
const PRETIX_CREDIT_DATA =
  '43AD07F58FF6A5F9EBBDD42E361D2C85CE4AD41FCD63C69711E0571369A76CA3708D74539C3C15002201F7C409E2AA0A00CFE7074F6511F5D8193941318009612E329798F43DE6A5B4B6E87419169454CC402DEBF828F03C835C9B6BF91E01D2112D2112DE3903B24263A761725B20D0A8759B1D51DEE3AE022BA962AA86208CA0A6A66F648A70581AE73BFEB52FD90B32516C6C82B4A965792678078595E9DB87AC2FB2470E16D0682DFD7CE06393C791C675435B66C95D45CD25593C84E130C61612D67F8081B77A2BDB4D62F90889023F51C0EAC2CBABBA3FFED25AA80CF5';
const PRETIX_INQUIRE_DATA =
  '43AD07F58FF6A5F9EBBDD42E361D2C85CE4AD41FCD63C69711E0571369A76CA3708D74539C3C15002201F7C409E2AA0A00CFE7074F6511F5D8193941318009612E329798F43DE6A5C9E712F41A4CB85EEA94EFA52C5242BBEF34A66B9094DDA68B3E0ACA3E5FACFC20269FA89E0095EE4D415EBBAD42215BF0883A5ACC75B186EFBDA0C20D06E45396424FCBBBF230CC82228BC09D5782141D68F91C76529EED';

/** The whole 8-byte blocks of a plaintext of `len` bytes, in hex characters. */
const wholeBlocksHex = (len: number) => Math.floor(len / 8) * 16;

const plaintextOf = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([k, v]) => `${k}=${v}`).join('&');

describe('credit.aspx', () => {
  it('A-V1 and A-V4: the notes vectors, byte for byte', () => {
    const request = buildAxeptaCredit({
      keys: KEYS,
      payId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      transId: 'REFUND-0001',
      reqId: 'REFUND-0001',
      amountCents: 500,
    });
    expect(plaintextOf(request.pairs)).toBe(
      'MerchantID=BNP_DEMO_AXEPTA&PayID=a1b2c3d4e5f60718293a4b5c6d7e8f90&TransID=REFUND-0001&ReqID=REFUND-0001&Amount=500&Currency=EUR&MAC=ecf14849021ca33cc17d76d06696b69f0607982750b009b5b66c8a3abb7f0e45',
    );
    expect(request.len).toBe(196);
    expect(request.data).toBe(A_V4_DATA);
    expect(request.body).toBe(`MerchantID=BNP_DEMO_AXEPTA&Len=196&Data=${A_V4_DATA}`);
  });

  it("Portico's refund with RefNr: pretix's MAC, pretix's blocks, and pretix decrypts it", () => {
    const request = buildAxeptaCredit({
      keys: KEYS,
      payId: '6F2A91C0D34B4E57A8B19C0D2E3F4A5B',
      transId: 'rf-2026-0001-a',
      reqId: 'rf-2026-0001-a',
      amountCents: 1250,
      refNr: 'PAYREF0001',
    });
    const plaintext =
      'MerchantID=BNP_DEMO_AXEPTA&PayID=6F2A91C0D34B4E57A8B19C0D2E3F4A5B&TransID=rf-2026-0001-a&ReqID=rf-2026-0001-a&Amount=1250&Currency=EUR&MAC=e0622cb8beb4d737311fe75a6245e6230723748a28f74bd353de8f3a3c831a61&RefNr=00PAYREF0001';
    expect(plaintextOf(request.pairs)).toBe(plaintext);
    expect(request.len).toBe(222);
    const whole = wholeBlocksHex(222);
    expect(request.data.slice(0, whole)).toBe(PRETIX_CREDIT_DATA.slice(0, whole).toLowerCase());
    expect(decryptData(PRETIX_CREDIT_DATA, 222, KEYS.blowfishPassword)).toBe(plaintext);
    expect(decryptData(request.data, request.len, KEYS.blowfishPassword)).toBe(plaintext);
  });

  it.each([
    ['PayID', { payId: 'has*star' }],
    ['TransID', { transId: 'a&b' }],
    ['ReqID', { reqId: 'x'.repeat(33) }],
    ['Amount', { amountCents: 0 }],
    ['Amount', { amountCents: 1.5 }],
    ['RefNr', { refNr: 'TOO-LONG-REFNR' }],
  ])('refuses a bad %s before anything is sent', (field, override) => {
    const input = {
      keys: KEYS,
      payId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      transId: 'REFUND-0001',
      reqId: 'REFUND-0001',
      amountCents: 500,
      ...override,
    };
    expect(() => buildAxeptaCredit(input)).toThrow(AxeptaError);
    try {
      buildAxeptaCredit(input);
    } catch (error) {
      expect((error as AxeptaError).field).toBe(field);
    }
  });
});

describe('inquire.aspx', () => {
  it('A-V2: the MAC with Amount and Currency empty', () => {
    const request = buildAxeptaInquire({
      keys: KEYS,
      payId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
      transId: 'INQ-0001',
    });
    expect(request.pairs.find(([key]) => key === 'MAC')?.[1]).toBe(
      'b82c90d87f5e8314d896449204a8a8c2ae86671a77d870cd4ab1df2c2c4a438b',
    );
  });

  it("Portico's inquiry: pretix's MAC and blocks", () => {
    const request = buildAxeptaInquire({
      keys: KEYS,
      payId: '6F2A91C0D34B4E57A8B19C0D2E3F4A5B',
      transId: 'PAYREF0001',
    });
    const plaintext =
      'MerchantID=BNP_DEMO_AXEPTA&PayID=6F2A91C0D34B4E57A8B19C0D2E3F4A5B&TransID=PAYREF0001&MAC=25708344d5efee95a5bd538db52071917de9db1af109d91d3dce723d048b535a';
    expect(plaintextOf(request.pairs)).toBe(plaintext);
    expect(request.len).toBe(153);
    const whole = wholeBlocksHex(153);
    expect(request.data.slice(0, whole)).toBe(PRETIX_INQUIRE_DATA.slice(0, whole).toLowerCase());
    expect(decryptData(PRETIX_INQUIRE_DATA, 153, KEYS.blowfishPassword)).toBe(plaintext);
  });
});
