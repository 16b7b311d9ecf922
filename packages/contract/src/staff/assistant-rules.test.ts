import { describe, expect, it } from 'vitest';
import { languages } from '../languages.ts';
import {
  type AssistantContent,
  type AssistantNodeDraft,
  assistantNestedTexts,
  assistantTreeProblems,
  type SmartformDraft,
} from './assistant-rules.ts';
import { emptyLocalized, missingTranslations, referencedArticleIds } from './content-rules.ts';

const words = (text: string) =>
  Object.fromEntries(languages.map((language) => [language, text])) as ReturnType<
    typeof emptyLocalized
  >;
const step = (id: string, parentId: string | null, extra: Partial<AssistantNodeDraft> = {}) => ({
  id,
  parentId,
  kind: parentId === null ? ('ROOT' as const) : ('QUESTION' as const),
  label: words(id),
  text: emptyLocalized(),
  articleId: null,
  categoryId: null,
  form: null,
  ...extra,
});
const form: SmartformDraft = {
  title: words('Write'),
  fields: [
    {
      name: 'topic',
      label: words('Topic'),
      type: 'select',
      required: true,
      maxLength: 50,
      options: [{ value: 'a', label: words('A') }],
    },
  ],
  attachments: { allowed: true, mandatory: true },
};
const problems = (nodes: AssistantNodeDraft[]) =>
  assistantTreeProblems({ nodes }).map(({ path, code }) => `${path} ${code}`);

describe('the assistant’s tree rules', () => {
  it('accepts a tree with a form, an article and a category, and no tree at all', () => {
    const nodes = [
      step('root', null),
      step('act', 'root', { kind: 'ACTION', form, categoryId: 'payment' }),
      step('art', 'root', { kind: 'ARTICLE', articleId: 'tolls' }),
    ];
    expect(problems(nodes)).toEqual([]);
    expect(problems([])).toEqual([]);
    expect(referencedArticleIds('assistant', { nodes })).toEqual(['tolls']);
  });

  it('names the ROOT out of place, an id twice, a parent after its step, a step too deep', () => {
    expect(problems([step('q', 'root')])).toEqual([
      'nodes.0.kind root',
      'nodes.0.parentId parent_unknown',
    ]);
    expect(problems([step('root', null), step('again', null)])).toEqual(['nodes.1.kind root']);
    expect(problems([step('root', null), step('a', 'root'), step('a', 'root')])).toEqual([
      'nodes.2.id repeated',
    ]);
    expect(problems([step('root', null), step('child', 'later'), step('later', 'root')])).toEqual([
      'nodes.1.parentId parent_unknown',
    ]);
    const chain = [step('root', null)];
    for (let level = 1; level <= 13; level += 1) {
      chain.push(step(`l${level}`, chain.at(-1)?.id ?? null));
    }
    expect(problems(chain)).toEqual(['nodes.13.parentId too_deep']);
    expect(problems(chain.slice(0, 13))).toEqual([]);
  });

  it('names a form missing or misplaced, an article missing, a category twice', () => {
    expect(
      problems([
        step('root', null),
        step('act', 'root', { kind: 'ACTION', categoryId: 'payment' }),
        step('txt', 'root', { kind: 'TEXT', form, categoryId: 'payment' }),
        step('art', 'root', { kind: 'ARTICLE' }),
      ]),
    ).toEqual([
      'nodes.2.categoryId repeated',
      'nodes.1.form missing',
      'nodes.2.form not_allowed',
      'nodes.3.articleId missing',
    ]);
  });

  it('names a form’s field twice, a list without choices, a choice twice, files required only', () => {
    const [field] = form.fields;
    if (!field) throw new Error('no field');
    const bad: SmartformDraft = {
      title: words('Write'),
      fields: [
        field,
        { ...field, options: [] },
        { ...field, name: 'other', options: [...field.options, ...field.options] },
        { ...field, name: 'text', type: 'text' },
      ],
      attachments: { allowed: false, mandatory: true },
    };
    expect(
      problems([step('root', null), step('act', 'root', { kind: 'ACTION', form: bad })]),
    ).toEqual([
      'nodes.1.form.fields.1.name repeated',
      'nodes.1.form.fields.1.options missing',
      'nodes.1.form.fields.2.options.1.value repeated',
      'nodes.1.form.fields.3.options not_allowed',
      'nodes.1.form.attachments mandatory_not_allowed',
    ]);
  });

  it('asks for a form’s title, fields’ and choices’ labels in five languages to publish', () => {
    const document: AssistantContent = {
      nodes: [
        step('root', null),
        step('act', 'root', {
          kind: 'ACTION',
          form: {
            ...form,
            title: { ...words('Write'), de: '' },
            fields: form.fields.map((field) => ({
              ...field,
              options: [{ value: 'a', label: { ...words('A'), es: ' ' } }],
            })),
          },
        }),
      ],
    };
    expect(assistantNestedTexts(document).map(({ field }) => field)).toContain(
      'nodes.1.form.fields.0.options.0.label',
    );
    expect(missingTranslations('assistant', document)).toEqual([
      { field: 'nodes.1.form.title', languages: ['de'] },
      { field: 'nodes.1.form.fields.0.options.0.label', languages: ['es'] },
    ]);
  });
});
