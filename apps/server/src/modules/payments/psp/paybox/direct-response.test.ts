import { describe, expect, it } from 'vitest';
import { payboxDirectVerdict, readPayboxDirectAnswer } from './direct-response.ts';

const ECHO = { site: '1999888', rang: '032', questionNumber: 7 };

/** P-V2 (psp-protocols.md 5.13): Latin-1 bytes, raw spaces, a space-padded PORTEUR. */
const LATIN1_ANSWER = Buffer.from(
  'NUMTRANS=0034813563&NUMAPPEL=0087654321&NUMQUESTION=0000000007&SITE=1999888&RANG=32&AUTORISATION=XXXXXX&CODEREPONSE=00000&COMMENTAIRE=Demande trait\xE9e avec succ\xE8s&REFABONNE=ABO-1&PORTEUR=SLDLrcsLMPC        ',
  'latin1',
);

describe('Paybox Direct answer', () => {
  it('P-V2: decodes Latin-1, keeps raw spaces, trims values, compares the echo as numbers', () => {
    const read = readPayboxDirectAnswer(LATIN1_ANSWER, ECHO);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.answer.code).toBe('00000');
    expect(read.answer.transaction).toBe('0034813563');
    expect(read.answer.call).toBe('0087654321');
    // BenMorel's PayboxDirectResponse (PHP parse_str) reads the same bytes as
    // 44656d616e6465207472616974e96520617665632073756363e873.
    expect(Buffer.from(read.answer.comment ?? '', 'latin1').toString('hex')).toBe(
      '44656d616e6465207472616974e96520617665632073756363e873',
    );
    expect(read.answer.comment).toBe('Demande traitée avec succès');
    expect(read.answer.fields.get('PORTEUR')).toBe('SLDLrcsLMPC');
  });

  it('reads an inquiry STATUS with its accent', () => {
    const body = Buffer.from(
      'NUMTRANS=0012345678&NUMAPPEL=0087654321&NUMQUESTION=7&SITE=1999888&RANG=32&CODEREPONSE=00000&STATUS=Rembours\xE9&REMISE=000000001',
      'latin1',
    );
    const read = readPayboxDirectAnswer(body, ECHO);
    expect(read.ok && read.answer.status).toBe('Remboursé');
  });

  it.each([
    ['another NUMQUESTION', 'NUMQUESTION=0000000008&SITE=1999888&RANG=32&CODEREPONSE=00000'],
    ['another SITE', 'NUMQUESTION=0000000007&SITE=1999887&RANG=32&CODEREPONSE=00000'],
    ['another RANG', 'NUMQUESTION=0000000007&SITE=1999888&RANG=43&CODEREPONSE=00000'],
    ['no CODEREPONSE', 'NUMQUESTION=0000000007&SITE=1999888&RANG=32'],
    ['a garbled CODEREPONSE', 'NUMQUESTION=0000000007&SITE=1999888&RANG=32&CODEREPONSE=OK'],
    ['a repeated field', 'NUMQUESTION=7&SITE=1999888&RANG=32&CODEREPONSE=00000&CODEREPONSE=00011'],
    ['an HTML error page', '<html><body>Service indisponible</body></html>'],
  ])('refuses an answer with %s', (_why, text) => {
    expect(readPayboxDirectAnswer(Buffer.from(text, 'latin1'), ECHO).ok).toBe(false);
  });
});

describe('CODEREPONSE verdicts (5.9, 5.10)', () => {
  it.each(['00001', '00003', '00005', '00039', '00097', '00098', '00099', '00194'])(
    '%s is unknown, never a refusal',
    (code) => expect(payboxDirectVerdict(code)).toBe('unknown'),
  );
  it.each(['00002', '00004', '00006', '00011', '00018', '00105', '00151'])(
    '%s is refused',
    (code) => expect(payboxDirectVerdict(code)).toBe('refused'),
  );
  it('00000 is accepted', () => expect(payboxDirectVerdict('00000')).toBe('accepted'));
});
