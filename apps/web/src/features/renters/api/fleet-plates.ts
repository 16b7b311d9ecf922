import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  routes,
  type AddFleetPlateBody,
  type CloseFleetPlateBody,
  type FleetPlateSortKey,
  type FleetPlateStatus,
  type Language,
  type SortOrder,
} from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';

/** The fleet list's query as the page holds it (GET /renters/me/plates). */
export interface FleetPlatesFilter {
  page: number;
  pageSize: number;
  search: string;
  status: FleetPlateStatus;
  sortBy: FleetPlateSortKey;
  order: SortOrder;
}

export function fleetPlatesQueryOptions(language: Language, filter: FleetPlatesFilter) {
  return queryOptions({
    queryKey: ['fleet-plates', language, filter],
    queryFn: ({ signal }) =>
      apiRequest(routes.renterPlates, {
        language,
        signal,
        query: { ...filter, search: filter.search.trim() || undefined },
      }),
    // The page stays on screen while the next one loads: no jump on paging or sorting.
    placeholderData: keepPreviousData,
  });
}

export function useFleetPlates(filter: FleetPlatesFilter) {
  return useQuery(fleetPlatesQueryOptions(useLanguage(), filter));
}

/** After a change of the fleet every cached page is stale (a plate may move between pages). */
function useFleetChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['fleet-plates'] });
}

/** POST /renters/me/plates: a vehicle joins the fleet. */
export function useAddFleetPlate() {
  const language = useLanguage();
  const changed = useFleetChanged();
  return useMutation({
    mutationFn: (body: AddFleetPlateBody) => apiRequest(routes.addRenterPlate, { language, body }),
    onSuccess: changed,
  });
}

/** POST /renters/me/plates/{id}/closure: the vehicle leaves the fleet at the date given. */
export function useCloseFleetPlate() {
  const language = useLanguage();
  const changed = useFleetChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CloseFleetPlateBody }) =>
      apiRequest(routes.closeRenterPlate, {
        language,
        params: { id: String(id) },
        body,
      }),
    onSuccess: changed,
  });
}
