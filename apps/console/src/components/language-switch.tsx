import { useI18n } from '../lib/i18n.tsx';
import { LanguageSelect } from './language-select.tsx';

/** The console's five languages; the choice is kept in this browser. */
export function LanguageSwitch() {
  const { language, setLanguage, t } = useI18n();
  return (
    <LanguageSelect
      className="language-switch"
      label={t('app.language')}
      value={language}
      onChange={setLanguage}
    />
  );
}
