import type { Language } from '@portico/contract';
import { type ReactNode, useState } from 'react';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { useI18n } from '../../../lib/i18n.tsx';

/**
 * The preview's frame: its heading and the language it shows, one at a time (the console's own
 * first). A faithful copy of the portal's blocks rather than the portal itself: the draft never
 * leaves the console.
 */
export function PreviewFrame({ children }: { children: (language: Language) => ReactNode }) {
  const { t, language: consoleLanguage } = useI18n();
  const [language, setLanguage] = useState<Language>(consoleLanguage);
  return (
    <section className="content-preview" aria-labelledby="content-preview-title">
      <h2 id="content-preview-title">{t('content.preview')}</h2>
      <LanguageSelect
        label={t('content.previewLanguage')}
        value={language}
        onChange={setLanguage}
        className="field"
      />
      {children(language)}
    </section>
  );
}
