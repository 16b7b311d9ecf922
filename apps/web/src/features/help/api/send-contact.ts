import { routes, type ContactRequest, type ContactSent, type Language } from '@portico/contract';
import { apiUpload } from '../../../lib/api-upload.ts';
import { readStored, storageKeys } from '../../../lib/storage.ts';

/** The trip lookup's session the browser keeps (spec key `sessionId`), if any. */
function storedLookupSessionId(): string | undefined {
  const stored = readStored('local', storageKeys.sessionId);
  return typeof stored === 'string' && stored !== '' ? stored : undefined;
}

/**
 * POST /whitelabels/contact: the request as JSON in `request`, the files as `attachments`. The
 * lookup's sessionId goes along when the browser has one (and the signed-in visitor's bearer, as
 * on every call): such a sender may send more a day than an anonymous one.
 */
export function sendContact(
  language: Language,
  request: ContactRequest,
  files: readonly File[],
  captchaToken: string,
): Promise<ContactSent> {
  const body = new FormData();
  body.append('request', JSON.stringify(request));
  for (const file of files) body.append('attachments', file, file.name);
  return apiUpload(routes.sendContactForm, {
    language,
    query: { captchaToken, sessionId: storedLookupSessionId() },
    body,
  });
}
