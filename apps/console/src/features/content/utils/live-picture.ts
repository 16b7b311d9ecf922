import type { ContentItem } from '@portico/contract';

/** The picture visitors see now, for a kind whose document names one (else none). */
export const livePicture = ({ live }: ContentItem): string | null =>
  live && 'picture' in live ? live.picture : null;
