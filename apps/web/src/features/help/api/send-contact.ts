import { routes, type ContactRequest, type ContactSent, type Language } from '@portico/contract';
import { apiUpload } from '../../../lib/api-upload.ts';

/** POST /whitelabels/contact: the request as JSON in `request`, the files as `attachments`. */
export function sendContact(
  language: Language,
  request: ContactRequest,
  files: readonly File[],
  captchaToken: string,
): Promise<ContactSent> {
  const body = new FormData();
  body.append('request', JSON.stringify(request));
  for (const file of files) body.append('attachments', file, file.name);
  return apiUpload<ContactSent>(routes.sendContactForm, {
    language,
    query: { captchaToken },
    body,
  });
}
