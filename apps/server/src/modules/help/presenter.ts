import type {
  ContentNode,
  ContentNodeSummary,
  Faq,
  FaqArticle,
  FaqArticleSummary,
  FaqCategory,
  Language,
  Smartform,
} from '@portico/contract';
import type { StoredSmartform } from '../../db/schema/index.ts';
import { localize, localizeOptional } from '../../shared/localized.ts';
import type { HelpLibrary } from './library.ts';
import type {
  FaqCategoryRow,
  FaqEntryRow,
  FaqRow,
  HelpArticleRow,
  HelpNodeRow,
} from './repository.ts';

/** A tenant without a help-centre cover still lists its categories, under an empty title. */
export function presentFaq(
  cover: FaqRow | null,
  categories: FaqCategoryRow[],
  language: Language,
): Faq {
  return {
    title: cover ? localize(cover.title, language) : '',
    subtitle: cover ? localizeOptional(cover.subtitle, language) : null,
    picture: cover?.picture ?? null,
    categories: categories.map((category) => ({
      id: category.id,
      title: localize(category.title, language),
      icon: category.icon,
    })),
  };
}

/** The accordion's short text: the article's first paragraph (articles separate them by a blank line). */
export function extractOf(article: HelpArticleRow, language: Language): string {
  const content = localize(article.content, language);
  return content.split(/\n\s*\n/, 1)[0]?.trim() ?? '';
}

export function presentEntry(
  entry: FaqEntryRow,
  library: HelpLibrary,
  language: Language,
): FaqArticleSummary | null {
  if (entry.kind === 'URL') {
    return {
      id: entry.id,
      title: localize(entry.title ?? {}, language),
      articleType: 'URL',
      url: entry.url,
      urlOpenNewTab: entry.urlOpenNewTab,
    };
  }
  const article = library.articles.get(entry.id);
  if (!article) return null;
  return {
    id: entry.id,
    title: localize(article.title, language),
    articleType: 'ARTICLE',
    url: null,
    urlOpenNewTab: false,
  };
}

export function presentCategory(
  category: FaqCategoryRow,
  library: HelpLibrary,
  language: Language,
): FaqCategory {
  return {
    id: category.id,
    title: localize(category.title, language),
    articles: (library.entries.get(category.id) ?? []).flatMap((entry) => {
      const summary = presentEntry(entry, library, language);
      return summary ? [summary] : [];
    }),
  };
}

export function presentFaqArticle(article: HelpArticleRow, language: Language): FaqArticle {
  return {
    id: article.id,
    title: localize(article.title, language),
    extract: extractOf(article, language),
    catchphrase: localizeOptional(article.catchphrase, language),
  };
}

export function presentNodeSummary(node: HelpNodeRow, language: Language): ContentNodeSummary {
  return { id: node.id, kind: node.kind, label: localize(node.label, language) };
}

export function presentSmartform(id: string, form: StoredSmartform, language: Language): Smartform {
  return {
    id,
    title: localize(form.title, language),
    fields: form.fields.map((field) => ({
      name: field.name,
      label: localize(field.label, language),
      type: field.type,
      required: field.required,
      maxLength: field.maxLength,
      ...(field.options
        ? {
            options: field.options.map((option) => ({
              value: option.value,
              label: localize(option.label, language),
            })),
          }
        : {}),
    })),
    attachments: form.attachments,
  };
}

/** A node with its children; an ARTICLE node's text is its article's extract. */
export function presentNode(
  node: HelpNodeRow,
  library: HelpLibrary,
  language: Language,
): ContentNode {
  const article = node.articleId ? library.articles.get(node.articleId) : undefined;
  return {
    ...presentNodeSummary(node, language),
    text: node.text ? localize(node.text, language) : article ? extractOf(article, language) : null,
    articleId: node.articleId,
    children: (library.children.get(node.id) ?? []).map((child) =>
      presentNodeSummary(child, language),
    ),
    form: node.form ? presentSmartform(node.id, node.form, language) : null,
  };
}
