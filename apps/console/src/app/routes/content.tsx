import { ContentPage } from '../../features/content/components/content-page.tsx';
import { Allowed } from '../guards/allowed.tsx';
import { textsLoader } from '../../lib/messages.ts';
import { contentTexts } from '../texts/content.ts';

/** The content editors' texts before the page renders. */
export const loader = textsLoader(contentTexts);

/** /operator/content: the content editors' page (drafts, preview, publication, history). */
export function Component() {
  return (
    <Allowed action="content.edit">
      <ContentPage />
    </Allowed>
  );
}
