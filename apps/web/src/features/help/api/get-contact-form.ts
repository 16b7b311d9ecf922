import { queryOptions } from '@tanstack/react-query';
import { routes, type ContactForm, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The assistant's first choices: an empty list means the white-label has no contact form. */
export function getContactForm(language: Language, signal?: AbortSignal): Promise<ContactForm> {
  return apiRequest(routes.contactForm, { language, signal });
}

export function contactFormQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['contactForm', language],
    queryFn: ({ signal }) => getContactForm(language, signal),
  });
}
