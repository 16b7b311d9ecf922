import { useCallback } from 'react';
import { routes, type Language } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/** Everything about one vehicle, each kind newest first (the read is audited by the server). */
export function getVehicleTimeline(
  language: Language,
  country: string,
  plate: string,
  signal?: AbortSignal,
) {
  return apiRequest(routes.vehicleTimeline, { language, params: { country, plate }, signal });
}

export function useVehicleTimeline(country: string, plate: string) {
  const fetcher = useCallback(
    (language: Language, signal: AbortSignal) =>
      getVehicleTimeline(language, country, plate, signal),
    [country, plate],
  );
  return useApiData(fetcher);
}
