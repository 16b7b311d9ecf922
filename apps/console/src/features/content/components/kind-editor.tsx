import type { ContentItem, ContentKind } from '@portico/contract';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { loadMessagePart } from '../../../lib/messages.ts';
import { ArticleEditor } from './article-editor.tsx';
import type { ContentEditorActions } from './editor-actions.ts';
import { FooterEditor } from './footer-editor.tsx';
import { HomeEditor } from './home-editor.tsx';
import { PageEditor } from './page-editor.tsx';
import { TripsPageEditor } from './trips-page-editor.tsx';

/** The help centre's editors, with their texts loaded before they render. */
async function helpEditors() {
  const editors = await import('./help-editors.ts');
  await loadMessagePart(editors.contentHelpTexts);
  return editors;
}
const HelpEditor = lazy(async () => ({ default: (await helpEditors()).HelpEditor }));
const HelpCategoryEditor = lazy(async () => ({
  default: (await helpEditors()).HelpCategoryEditor,
}));
const AssistantEditor = lazy(async () => ({ default: (await helpEditors()).AssistantEditor }));

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
    case 'footer':
      return <FooterEditor {...props} />;
    case 'trips-page':
      return <TripsPageEditor {...props} />;
  }
}
