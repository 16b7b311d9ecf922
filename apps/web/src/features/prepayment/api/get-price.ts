import { useQuery } from '@tanstack/react-query';
import { routes, type JourneyPrice, type Language, type VehicleClass } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** One leg to estimate: the plate, its gates and class, and a foreign plate's electric box. */
export interface PriceRequest {
  plate: string;
  plateCountry: string;
  in: string;
  out: string;
  category: VehicleClass;
  electric: boolean;
}

/** GET /journeys/price (spec 001 section 7): the estimate of one prepaid trip, in cents. */
export function getPrice(
  language: Language,
  request: PriceRequest,
  signal?: AbortSignal,
): Promise<JourneyPrice> {
  return apiRequest(routes.journeyPrice, {
    language,
    signal,
    query: {
      plate: request.plate,
      plateCountry: request.plateCountry,
      in: request.in,
      out: request.out,
      category: `${request.category}`,
      // Asked of foreign plates only; a French plate's energy is the registry's.
      electric: request.electric ? 'true' : undefined,
    },
  });
}

/** The estimate of one leg while its request is known; no retry, a failure opens the modal. */
export function usePrice(request: PriceRequest | null) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['journey-price', language, request],
    queryFn: ({ signal }) =>
      request ? getPrice(language, request, signal) : Promise.reject(new Error('no leg to price')),
    enabled: request !== null,
    retry: false,
    staleTime: 60_000,
  });
}
