import type { ContentItem, ContentKind } from '@portico/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { contentHelpTexts } from '../../../app/texts/content-help.ts';
import { Loading } from '../../../components/loading.tsx';
import { loadMessagePart } from '../../../lib/messages.ts';
import { ArticleEditor } from './article-editor.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { HomeEditor } from './home-editor.tsx';
import { PageEditor } from './page-editor.tsx';

/**
 * A help centre editor with its texts, both fetched when one is first opened: the content route's
 * first visit stays within its budget (apps/console/route-budgets.json).
 */
const withTexts = (module: () => Promise<{ default: ComponentType<EditorProps> }>) =>
  lazy(async () => (await Promise.all([module(), loadMessagePart(contentHelpTexts)]))[0]);
const HelpEditor = withTexts(() => import('./help-editor.tsx'));
const HelpCategoryEditor = withTexts(() => import('./help-category-editor.tsx'));
const AssistantEditor = withTexts(() => import('./assistant-editor.tsx'));

interface EditorProps {
  item: ContentItem;
  busy: boolean;
  actions: ContentEditorActions;
}

/** The editor of the item's kind. */
export function KindEditor({ kind, ...props }: EditorProps & { kind: ContentKind }) {
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
