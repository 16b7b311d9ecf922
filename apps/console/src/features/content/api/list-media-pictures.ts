import { type Language, routes } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiData } from '../../../lib/use-api-data.ts';

/** The white-label's pictures (the media store), newest first. */
export function listMediaPictures(language: Language, signal?: AbortSignal) {
  return apiRequest(routes.mediaPictures, { language, signal });
}

/** The library, read when the chooser opens (the function is stable: read once). */
export function useMediaPictures() {
  return useApiData(listMediaPictures);
}
