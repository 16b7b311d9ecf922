import type { PspResponse } from '@portico/contract';

/**
 * Sends the browser to the PSP's hosted page (spec 001 section 4): a form posted to `url` with
 * one hidden input per parameter, in the order given (some PSPs sign the sequence). A real form
 * post, not script-built navigation: the page's CSP allows form-action to the PSP hosts only.
 */
export function postToPsp(psp: PspResponse, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = psp.url;
  form.hidden = true;
  for (const { pspVariableName, pspVariableValue } of psp.parameters) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = pspVariableName;
    input.value = pspVariableValue;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  return form;
}
