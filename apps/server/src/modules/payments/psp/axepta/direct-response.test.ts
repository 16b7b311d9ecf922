import { describe, expect, it } from 'vitest';
import { encryptPairs } from './data.ts';
import { axeptaDirectVerdict, inquiryAmount, readAxeptaDirectAnswer } from './direct-response.ts';
import { computeResponseMac } from './mac.ts';
import { AXEPTA_DEMO_MERCHANT } from './test-data.ts';

const KEYS = AXEPTA_DEMO_MERCHANT;

/**
 * A credit answer encrypted by pretix-computop's `_encrypt` (PKCS#7 padding, uppercase hex) with
 * the MAC of its `_calculate_hmac`: another implementation's bytes, read by ours.
 */
const PRETIX_ANSWER =
  'Len=231&Data=E57DDADD89337D21EB2863DC118ADF316A1220A9E1BE38617CBA0E35410B2B4E8CDA360E95F8DFC8C903B98D9240285A9D0D17ACD50F029DBA811795CCE174D06AA25B4B4B358462F46EA09A2D8A009C4FD459E8649012833AB387DE69BE132063CC9A9B21ECEA87F884931BCF26A5BC12EBC26822995D1F5EA2E03AFA3EC9555CC51BFF790D64EA46C20286B6FF6AFF89CD67CCED9B2096170AB40DA596103095F486BBB59C0A76DA617AC7EB87D9E1198229567D8EA4C93B6FA062F8C08A96D11FC77D74D4850A0DF0BC37CA2FDD49921C1BDE5DEC437956F9668D23732CE82112C626FC46964E';

function sealed(pairs: [string, string][]): Buffer {
  const { data, len } = encryptPairs(pairs, KEYS.blowfishPassword);
  return Buffer.from(`Len=${len}&Data=${data}`, 'latin1');
}

describe('credit.aspx / inquire.aspx answers', () => {
  it("reads pretix's encryption of an accepted credit, its MAC checked", () => {
    const read = readAxeptaDirectAnswer(Buffer.from(PRETIX_ANSWER), KEYS);
    expect(read).toMatchObject({
      ok: true,
      answer: {
        code: '00000000',
        status: 'OK',
        payId: '6F2A91C0D34B4E57A8B19C0D2E3F4A5B',
        xid: '0A1B2C3D4E5F60718293A4B5C6D7E8F9',
      },
    });
  });

  it('refuses a wrong MAC, and another merchant', () => {
    const base: [string, string][] = [
      ['mid', KEYS.merchantId],
      ['PayID', 'P1'],
      ['TransID', 'T1'],
      ['Status', 'OK'],
      ['Code', '00000000'],
    ];
    expect(readAxeptaDirectAnswer(sealed([...base, ['MAC', '0'.repeat(64)]]), KEYS).ok).toBe(false);
    const mac = computeResponseMac(KEYS.hmacKey, {
      payId: 'P1',
      transId: 'T1',
      merchantId: KEYS.merchantId,
      status: 'OK',
      code: '00000000',
    });
    expect(readAxeptaDirectAnswer(sealed([...base, ['MAC', mac]]), KEYS).ok).toBe(true);
    const other: [string, string][] = [['mid', 'SOMEONE_ELSE'], ...base.slice(1)];
    expect(readAxeptaDirectAnswer(sealed(other), KEYS).ok).toBe(false);
  });

  it('accepts an answer without MAC (pretix and Spryker do not require one, 6.1)', () => {
    const read = readAxeptaDirectAnswer(
      sealed([
        ['PayID', 'P1'],
        ['Code', '00000000'],
        ['AmountCred', '1250'],
      ]),
      KEYS,
    );
    expect(read.ok).toBe(true);
    if (read.ok) expect(inquiryAmount(read.answer, 'AmountCred')).toBe(1250);
  });

  it('reads a clear error answer (no Data)', () => {
    const read = readAxeptaDirectAnswer(
      Buffer.from('Code=20120044&Status=FAILED&Description=MAC%20wrong'),
      KEYS,
    );
    expect(read).toMatchObject({ ok: true, answer: { code: '20120044' } });
  });

  it.each([
    ['garbage', 'Service Unavailable'],
    ['bad hex', 'Len=8&Data=zz'],
    ['Len past the data', 'Len=99&Data=0011223344556677'],
  ])('refuses %s', (_why, body) => {
    expect(readAxeptaDirectAnswer(Buffer.from(body), KEYS).ok).toBe(false);
  });
});

describe('Code verdicts (2.5)', () => {
  it.each([
    ['00000000', 'accepted'],
    ['21000080', 'refused'],
    ['20120044', 'refused'],
    ['40000000', 'refused'],
    ['60000000', 'unknown'],
    ['70000000', 'unknown'],
    ['00000001', 'unknown'],
    ['90000000', 'unknown'],
  ])('%s is %s', (code, verdict) => expect(axeptaDirectVerdict(code)).toBe(verdict));
});
