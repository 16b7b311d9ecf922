import { useId } from 'react';
import { isLanguage, languages } from '@portico/contract';
import { useI18n } from '../lib/i18n.tsx';

/** The console's five languages; the choice is kept in this browser. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{t('app.language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
      >
        {languages.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`languages.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
