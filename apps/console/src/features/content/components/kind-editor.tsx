import type { ContentItem, ContentKind } from '@portico/contract';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { ArticleEditor } from './article-editor.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { HomeEditor } from './home-editor.tsx';
import { PageEditor } from './page-editor.tsx';

// The help centre's editors load when one is opened: the content route stays within its budget.
const HelpEditor = lazy(() => import('./help-editor.tsx'));
const HelpCategoryEditor = lazy(() => import('./help-category-editor.tsx'));
const AssistantEditor = lazy(() => import('./assistant-editor.tsx'));

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
    case 'help':
      return (
        <Suspense fallback={<Loading />}>
          <HelpEditor {...props} />
        </Suspense>
      );
    case 'help-category':
      return (
        <Suspense fallback={<Loading />}>
          <HelpCategoryEditor {...props} />
        </Suspense>
      );
    case 'assistant':
      return (
        <Suspense fallback={<Loading />}>
          <AssistantEditor {...props} />
        </Suspense>
      );
  }
}
