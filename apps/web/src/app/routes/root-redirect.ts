import { redirect } from 'react-router';
import { preferredLanguage } from '../../lib/language.ts';

/** "/" and any path without a supported language go to the browser's preferred language. */
export function redirectToPreferredLanguage() {
  return redirect(`/${preferredLanguage()}/`);
}
