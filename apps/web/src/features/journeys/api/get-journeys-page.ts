import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/**
 * The trips lists' page data (spec 001 "Trips lists"). Not in the contract yet: the server does
 * not serve it, so the shape lives here until it does.
 */
export const journeysPageSchema = z.object({
  primoPassantText: z.string().nullable().default(null),
  canAddPrepayment: z.boolean().default(true),
  canContestJourney: z.boolean().default(false),
  paymentPeriod: z.union([z.number(), z.string()]).nullable().default(null),
  articleList: z.array(z.unknown()).default([]),
  backgroundPicture: z.string().nullable().default(null),
});
export type JourneysPage = z.infer<typeof journeysPageSchema>;

/** What the page uses when the call fails: no contest link, prepayment allowed. */
export const defaultJourneysPage: JourneysPage = journeysPageSchema.parse({});

export async function getJourneysPage(
  language: Language,
  signal?: AbortSignal,
): Promise<JourneysPage> {
  try {
    return await apiRequest(routes.journeysToPayPage, {
      language,
      schema: journeysPageSchema,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return defaultJourneysPage;
  }
}

export function journeysPageQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['journeys-to-pay-page', language],
    queryFn: ({ signal }) => getJourneysPage(language, signal),
  });
}

export function useJourneysPage() {
  return useQuery(journeysPageQueryOptions(useLanguage()));
}
