import {
  type ContentNodeKind,
  contactFieldMaxLength,
  contactFieldsMaxCount,
  type SmartformFieldType,
} from '../help/vocabulary.ts';
import type { DraftLocalized } from './content-text.ts';
import type { NestedText } from './help-content-rules.ts';

/**
 * The guided assistant (`assistant/main`, spec 000 section 3) in the console's content editing,
 * without Zod so the console checks a tree as the server does before it calls: its steps (their
 * place, kind, words, article, help category) and the smartforms of its ACTION steps.
 */

/** The most steps the assistant's tree holds (as a tenant file allows them). */
export const assistantNodesMax = 500;
/** The deepest a step may sit below the ROOT (the ROOT's choices are at 1). */
export const assistantDepthMax = 12;
/** The most choices a select field of a smartform offers. */
export const smartformOptionsMax = 50;
/** The bounds of a smartform field's maxLength. */
export const smartformFieldMaxLength = contactFieldMaxLength;
export const smartformFieldsMax = contactFieldsMaxCount;

/** A choice of a select field: the value sent, the label shown. */
export interface SmartformOptionDraft {
  value: string;
  label: DraftLocalized;
}

/** A field of a smartform; options only for a select (empty otherwise). */
export interface SmartformFieldDraft {
  name: string;
  label: DraftLocalized;
  type: SmartformFieldType;
  required: boolean;
  maxLength: number;
  options: SmartformOptionDraft[];
}

/** The form an ACTION step opens: its title, fields in order, whether files may or must come. */
export interface SmartformDraft {
  title: DraftLocalized;
  fields: SmartformFieldDraft[];
  attachments: { allowed: boolean; mandatory: boolean };
}

/** A step of the guided assistant as the console edits it. */
export interface AssistantNodeDraft {
  /** A slug; the portal's address of the step and the contact requests' reference to it. */
  id: string;
  /** null: the ROOT. Otherwise a step listed before this one. */
  parentId: string | null;
  kind: ContentNodeKind;
  /** The step's label: the choice that leads to it, or the ROOT's question. */
  label: DraftLocalized;
  /** The step's text (a TEXT step's answer); empty in all five languages: none. */
  text: DraftLocalized;
  /** An ARTICLE step's article (a live one of the white-label); null otherwise. */
  articleId: string | null;
  /** The help category whose "contact us" link starts the assistant here; null: none. */
  categoryId: string | null;
  /** An ACTION step's form; null for every other kind. */
  form: SmartformDraft | null;
}

/**
 * The assistant: its steps, the ROOT first, each step after its parent; siblings in the order
 * the visitor sees them. No steps at all: the portal has no assistant.
 */
export interface AssistantContent {
  nodes: AssistantNodeDraft[];
}

/** Why a tree cannot be saved, at a path of the document (`nodes.3.form.fields.0.name`). */
export interface AssistantTreeProblem {
  path: string;
  code:
    | 'root'
    | 'repeated'
    | 'parent_unknown'
    | 'too_deep'
    | 'missing'
    | 'not_allowed'
    | 'mandatory_not_allowed';
}

/** The indexes of the values met before (each index after the first of its value). */
function repeatedAt(values: readonly string[]): number[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [index];
    seen.add(value);
    return [];
  });
}

function formProblems(form: SmartformDraft, at: string): AssistantTreeProblem[] {
  const problems: AssistantTreeProblem[] = repeatedAt(form.fields.map(({ name }) => name)).map(
    (index) => ({ path: `${at}.fields.${index}.name`, code: 'repeated' }),
  );
  form.fields.forEach((field, index) => {
    const options = `${at}.fields.${index}.options`;
    if (field.type === 'select' && field.options.length === 0) {
      problems.push({ path: options, code: 'missing' });
    }
    if (field.type !== 'select' && field.options.length > 0) {
      problems.push({ path: options, code: 'not_allowed' });
    }
    for (const option of repeatedAt(field.options.map(({ value }) => value))) {
      problems.push({ path: `${options}.${option}.value`, code: 'repeated' });
    }
  });
  if (form.attachments.mandatory && !form.attachments.allowed) {
    problems.push({ path: `${at}.attachments`, code: 'mandatory_not_allowed' });
  }
  return problems;
}

/**
 * What makes a tree unsavable: not exactly one ROOT, first and without parent; an id twice; a
 * parent not listed before its step (which also rules out cycles); a step too deep; an ACTION
 * without its form or another kind with one; an ARTICLE without its article; a help category
 * starting two steps; a form's field named twice, a select without choices or a choice twice,
 * files required but not allowed. Which articles and categories exist is the server's to say.
 */
export function assistantTreeProblems(document: AssistantContent): AssistantTreeProblem[] {
  const problems: AssistantTreeProblem[] = [];
  const depth = new Map<string, number>();
  for (const index of repeatedAt(document.nodes.map(({ id }) => id))) {
    problems.push({ path: `nodes.${index}.id`, code: 'repeated' });
  }
  const categories = document.nodes.map(({ categoryId }) => categoryId ?? '');
  for (const index of repeatedAt(categories)) {
    if (categories[index] !== '')
      problems.push({ path: `nodes.${index}.categoryId`, code: 'repeated' });
  }
  const [first] = document.nodes;
  if (first && first.kind !== 'ROOT' && first.parentId !== null)
    problems.push({ path: 'nodes.0.kind', code: 'root' });
  document.nodes.forEach((node, index) => {
    const at = `nodes.${index}`;
    const isRoot = node.kind === 'ROOT' || node.parentId === null;
    if (isRoot) {
      if (index !== 0 || node.kind !== 'ROOT' || node.parentId !== null) {
        problems.push({ path: `${at}.kind`, code: 'root' });
      }
      depth.set(node.id, 0);
    } else {
      const parentDepth = depth.get(node.parentId ?? '');
      if (parentDepth === undefined) {
        problems.push({ path: `${at}.parentId`, code: 'parent_unknown' });
      } else if (parentDepth + 1 > assistantDepthMax) {
        problems.push({ path: `${at}.parentId`, code: 'too_deep' });
      } else if (!depth.has(node.id)) {
        depth.set(node.id, parentDepth + 1);
      }
    }
    if (node.kind === 'ACTION' && node.form === null) {
      problems.push({ path: `${at}.form`, code: 'missing' });
    }
    if (node.kind !== 'ACTION' && node.form !== null) {
      problems.push({ path: `${at}.form`, code: 'not_allowed' });
    }
    if (node.form !== null) problems.push(...formProblems(node.form, `${at}.form`));
    if (node.kind === 'ARTICLE' && node.articleId === null) {
      problems.push({ path: `${at}.articleId`, code: 'missing' });
    }
  });
  return problems;
}

/**
 * A step's texts, each with its path: a label required and a text optional; an ACTION's form
 * title, its fields' labels and its choices' labels, each required.
 */
export function assistantNestedTexts(document: AssistantContent): NestedText[] {
  const required = (field: string, text: DraftLocalized): NestedText => ({
    field,
    text,
    requirement: 'required',
  });
  return document.nodes.flatMap((node, index) => {
    const at = `nodes.${index}`;
    const form = node.form
      ? [
          required(`${at}.form.title`, node.form.title),
          ...node.form.fields.flatMap((field, fieldIndex) => [
            required(`${at}.form.fields.${fieldIndex}.label`, field.label),
            ...field.options.map((option, optionIndex) =>
              required(
                `${at}.form.fields.${fieldIndex}.options.${optionIndex}.label`,
                option.label,
              ),
            ),
          ]),
        ]
      : [];
    return [
      required(`${at}.label`, node.label),
      { field: `${at}.text`, text: node.text, requirement: 'optional' as const },
      ...form,
    ];
  });
}

/** The articles the assistant's steps open. */
export const assistantArticleIds = (document: AssistantContent): string[] =>
  document.nodes.flatMap(({ kind, articleId }) =>
    kind === 'ARTICLE' && articleId !== null ? [articleId] : [],
  );

/** The help categories the assistant's steps start from. */
export const assistantCategoryIds = (document: AssistantContent): string[] =>
  document.nodes.flatMap(({ categoryId }) => (categoryId === null ? [] : [categoryId]));
