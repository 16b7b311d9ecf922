import type { HelpContent } from '@portico/contract';
import { useI18n } from '../../../lib/i18n.tsx';
import { PreviewFrame } from './preview-frame.tsx';

/** The help page as the portal shows it: its title, its subtitle, its category tiles in order. */
export function HelpPreview({ document }: { document: HelpContent }) {
  const { t } = useI18n();
  return (
    <PreviewFrame>
      {(language) => {
        const subtitle = document.subtitle[language].trim();
        return (
          <>
            <div className="preview-banner" lang={language}>
              <p className="preview-title">{document.title[language].trim() || '\u2014'}</p>
              {subtitle ? <p className="preview-subtitle">{subtitle}</p> : null}
            </div>
            <ul
              className="preview-tiles"
              lang={language}
              aria-label={t('helpEditors.help.categories')}
            >
              {document.categories.map((category) => (
                <li key={category.id} data-icon={category.icon}>
                  <strong>{category.title[language].trim() || category.id}</strong>
                  <span>{t(`helpEditors.help.icons.${category.icon}`)}</span>
                </li>
              ))}
            </ul>
          </>
        );
      }}
    </PreviewFrame>
  );
}
