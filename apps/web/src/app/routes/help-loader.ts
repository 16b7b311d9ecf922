import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { helpIdMaxLength, helpIdPattern, isLanguage } from '@portico/contract';
import { faqQueryOptions } from '../../lib/faq.ts';
import { currentAccountType } from '../../lib/session.ts';
import { profileQueryOptions } from '../../features/account/api/get-profile.ts';
import { categoryNodeQueryOptions } from '../../features/help/api/get-category-node.ts';
import { contactFormQueryOptions } from '../../features/help/api/get-contact-form.ts';
import { faqCategoryQueryOptions } from '../../features/help/api/get-faq-category.ts';
import { isApiError } from '../../lib/api-client.ts';

/** /:lang/help: the cover and tiles, and whether there is a contact form (the "Contatti" tile). */
export function helpLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const { lang } = params;
    if (isLanguage(lang)) {
      void queryClient.prefetchQuery(faqQueryOptions(lang));
      void queryClient.prefetchQuery(contactFormQueryOptions(lang));
    }
    return null;
  };
}

const isHelpId = (value: string | undefined): value is string =>
  value !== undefined && value.length <= helpIdMaxLength && helpIdPattern.test(value);

/**
 * /:lang/help/:categoryId: an id that is not one (or a category the white-label does not have)
 * goes to /help; a failed read leaves the page to show the spec's load error.
 */
export function helpCategoryLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const { lang, categoryId } = params;
    if (!isLanguage(lang)) return null;
    if (!isHelpId(categoryId)) return redirect(`/${lang}/help`);
    void queryClient.prefetchQuery(contactFormQueryOptions(lang));
    try {
      await queryClient.ensureQueryData(faqCategoryQueryOptions(lang, categoryId));
    } catch (error) {
      if (isApiError(error) && (error.status === 404 || error.status === 400)) {
        return redirect(`/${lang}/help`);
      }
    }
    return null;
  };
}

/**
 * /:lang/contact/chatbot: the assistant's first choices, and the node a help category starts it
 * at (?category=id), so the server paints the conversation's start; a customer's profile (the
 * contact form's e-mail).
 */
export function chatbotLoader(queryClient: QueryClient) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const { lang } = params;
    if (!isLanguage(lang)) return null;
    void queryClient.prefetchQuery(contactFormQueryOptions(lang));
    // The contact form starts with a signed-in customer's address: asked for before it opens.
    if (currentAccountType() === 'customer')
      void queryClient.prefetchQuery(profileQueryOptions(lang));
    const category = new URL(request.url).searchParams.get('category') ?? undefined;
    if (isHelpId(category))
      void queryClient.prefetchQuery(categoryNodeQueryOptions(lang, category));
    return null;
  };
}
