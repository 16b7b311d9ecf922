import { type Language, routes } from '@portico/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends one picture to the media store (PNG, JPEG or WebP, checked by the server). */
export function uploadMediaPicture(language: Language, file: File) {
  const body = new FormData();
  body.append('picture', file, file.name);
  return apiRequest(routes.uploadMediaPicture, { language, body });
}
