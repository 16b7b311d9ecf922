import { type AssistantContent, paragraphs } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/**
 * The open step as the assistant shows it: its label, its text, its form's title and fields, then
 * the choices its children offer (drawn, not followed: the preview never leaves the console).
 */
export function AssistantPreview({
  document,
  selected,
}: {
  document: AssistantContent;
  selected: number;
}) {
  const { t } = useI18n();
  const step = document.nodes[selected];
  return (
    <PreviewFrame>
      {(language) =>
        step ? (
          <div className="preview-page" lang={language}>
            <p className="preview-title">{step.label[language].trim() || '\u2014'}</p>
            {paragraphs(step.text[language]).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            {step.form ? (
              <div className="stack" aria-label={t('helpEditors.form.preview')} role="group">
                <p className="preview-title">{step.form.title[language].trim() || '\u2014'}</p>
                {step.form.fields.map((field) => (
                  <p key={field.name}>
                    {`${field.label[language].trim() || '\u2014'}${field.required ? ' *' : ''}`}
                    {field.type === 'select'
                      ? `: ${field.options.map(({ label }) => label[language].trim() || '\u2014').join(' / ')}`
                      : ''}
                  </p>
                ))}
                {step.form.attachments.allowed ? (
                  <p className="hint">
                    {t(
                      step.form.attachments.mandatory
                        ? 'helpEditors.form.previewFilesRequired'
                        : 'helpEditors.form.previewFiles',
                    )}
                  </p>
                ) : null}
              </div>
            ) : null}
            <ul className="preview-entries" aria-label={t('helpEditors.assistant.choices')}>
              {document.nodes
                .filter((node) => node.parentId === step.id)
                .map((node) => (
                  <li key={node.id}>{node.label[language].trim() || '\u2014'}</li>
                ))}
            </ul>
          </div>
        ) : null
      }
    </PreviewFrame>
  );
}
