import { ContentPage } from '../../features/content/components/content-page.tsx';
import { Allowed } from '../guards/allowed.tsx';

/** /operator/content: the content editors' page (drafts, preview, publication, history). */
export function Component() {
  return (
    <Allowed action="content.edit">
      <ContentPage />
    </Allowed>
  );
}
