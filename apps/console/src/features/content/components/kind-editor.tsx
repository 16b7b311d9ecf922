import type { ContentItem, ContentKind } from '@portico/contract';
import { ArticleEditor } from './article-editor.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { FooterEditor } from './footer-editor.tsx';
import { HomeEditor } from './home-editor.tsx';
import { PageEditor } from './page-editor.tsx';
import { TripsPageEditor } from './trips-page-editor.tsx';

/** The editor of the item's kind. */
export function KindEditor({
  kind,
  ...props
}: {
  kind: ContentKind;
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}) {
  switch (kind) {
    case 'home':
      return <HomeEditor {...props} />;
    case 'article':
      return <ArticleEditor {...props} />;
    case 'authentication-page':
    case 'prepayment-page':
      return <PageEditor kind={kind} {...props} />;
    case 'footer':
      return <FooterEditor {...props} />;
    case 'trips-page':
      return <TripsPageEditor {...props} />;
  }
}
