import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  routes,
  type Language,
  type RenterJourneySortKey,
  type RenterJourneyState,
  type SortOrder,
  type SpreadsheetFormat,
} from '@portico/contract';
import { apiBlobRequest, apiRequest } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/language.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { datedFileName, spreadsheetMediaTypes } from '../utils/spreadsheet-media.ts';

/** The trips list's query as the page holds it (GET /renters/journeys). */
export interface RenterJourneysFilter {
  /** Payment notices only (types=latePayment), or every trip. */
  notices: boolean;
  page: number;
  pageSize: number;
  plate: string;
  /** Days as typed (yyyy-mm-dd), empty when not filtered. */
  from: string;
  to: string;
  status: RenterJourneyState | '';
  sortBy: RenterJourneySortKey;
  order: SortOrder;
}

/** The filters as the API takes them: the day "to" is included (endDate is exclusive). */
export function journeysQuery(filter: RenterJourneysFilter) {
  const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`) : null);
  const end = dayStart(filter.to);
  if (end) end.setDate(end.getDate() + 1);
  return {
    types: filter.notices ? ('latePayment' as const) : undefined,
    plate: filter.plate.trim() || undefined,
    startDate: dayStart(filter.from)?.toISOString(),
    endDate: end?.toISOString(),
    status: filter.status || undefined,
    sortBy: filter.sortBy,
    order: filter.order,
  };
}

export function renterJourneysQueryOptions(language: Language, filter: RenterJourneysFilter) {
  return queryOptions({
    queryKey: ['renter-journeys', language, filter],
    queryFn: ({ signal }) =>
      apiRequest(routes.renterJourneys, {
        language,
        signal,
        query: { ...journeysQuery(filter), page: filter.page, pageSize: filter.pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useRenterJourneys(filter: RenterJourneysFilter) {
  return useQuery(renterJourneysQueryOptions(useLanguage(), filter));
}

/** GET /renters/journeys/export: the filtered trips as a file (streamed by the server). */
export function useExportRenterJourneys() {
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({
      filter,
      format,
    }: {
      filter: RenterJourneysFilter;
      format: SpreadsheetFormat;
    }) => {
      const blob = await apiBlobRequest(routes.renterJourneysExport, {
        language,
        accept: spreadsheetMediaTypes[format],
        query: { ...journeysQuery(filter), format },
      });
      saveFile(blob, datedFileName(filter.notices ? 'notices' : 'trips', format));
    },
  });
}
