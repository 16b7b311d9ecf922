/** A passkey ceremony's data as the browser library gives it, for the mocked library. */
export const signInOptions = { challenge: 'Y2hhbGxlbmdl', rpId: 'localhost' };

export const assertion = {
  id: 'abc',
  rawId: 'abc',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};
