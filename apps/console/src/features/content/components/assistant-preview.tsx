import { type AssistantContent, paragraphs } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/**
 * The open step as the assistant shows it: its label, its text, then the choices its children
 * offer (drawn, not followed: the preview never leaves the console).
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
