import { afterEach, describe, expect, it, vi } from 'vitest';
import { postToPsp } from '../utils/post-to-psp.ts';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('postToPsp (spec 001 section 4)', () => {
  it('posts a form of hidden inputs, in the order given, to the PSP url', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = postToPsp({
      psp: 'AXEPTA',
      url: 'https://paymentpage.axepta.bnpparibas/payssl.aspx',
      parameters: [
        { pspVariableName: 'MerchantID', pspVariableValue: 'BNP_DEMO' },
        { pspVariableName: 'Len', pspVariableValue: '128' },
        { pspVariableName: 'Data', pspVariableValue: 'A1B2' },
        { pspVariableName: 'Empty', pspVariableValue: '' },
      ],
    });
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://paymentpage.axepta.bnpparibas/payssl.aspx');
    expect(form.isConnected).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((input) => [input.type, input.name, input.value])).toEqual([
      ['hidden', 'MerchantID', 'BNP_DEMO'],
      ['hidden', 'Len', '128'],
      ['hidden', 'Data', 'A1B2'],
      ['hidden', 'Empty', ''],
    ]);
  });
});
