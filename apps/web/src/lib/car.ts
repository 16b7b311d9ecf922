import { useQuery } from '@tanstack/react-query';
import { routes, type Car, type Language } from '@portico/contract';
import { apiRequest, isApiError } from './api-client.ts';
import { useLanguage } from './language.ts';

/**
 * GET /vehicles (spec 000 route table: travels, paymentNotice, prepayment and inprogress load
 * "the car" first): what the vehicle registry says of the plate the page is about. A plate the
 * registry does not know (404 vehicle_not_found, most foreign plates) is null, not an error.
 */
export async function getCar(
  language: Language,
  plate: string,
  countryCode: string,
  signal?: AbortSignal,
): Promise<Car | null> {
  try {
    return await apiRequest(routes.vehicles, {
      language,
      query: { plate, plateCountry: countryCode },
      signal,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 'vehicle_not_found') return null;
    throw error;
  }
}

/**
 * The registry's model and energy do not change while a page is open: one call per plate and
 * page life, which also keeps the call inside the per-IP lookup limit it shares. A plain object
 * rather than TanStack's `queryOptions` (an identity function): the loaders import this module on
 * demand, and it then needs no chunk of the query library.
 */
export const carQueryOptions = (language: Language, plate: string, countryCode: string) => ({
  queryKey: ['car', countryCode, plate] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => getCar(language, plate, countryCode, signal),
  staleTime: Infinity,
  retry: false,
  retryOnMount: false,
});

/** The plate's car as the loader left it in the cache (or fetched now); null while unknown. */
export function useCar(plate: string, countryCode: string): Car | null {
  const { data } = useQuery(carQueryOptions(useLanguage(), plate, countryCode));
  return data ?? null;
}
