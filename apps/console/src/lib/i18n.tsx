import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { Language } from '@portico/contract';
import { initialLanguage, storeLanguage } from './language.ts';
import { loadMessages, translate, type MessageKey } from './messages.ts';

interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey, values?: Record<string, string>) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** The console's language for every page below, chosen once and kept in this browser. */
export function I18nProvider({
  children,
  language: given,
}: {
  children: ReactNode;
  /** Its texts loaded (loadMessages). main.tsx passes the first; else the stored or browser's. */
  language?: Language;
}) {
  const [language, setCurrent] = useState<Language>(() => given ?? initialLanguage());
  const setLanguage = useCallback((next: Language) => {
    // The page changes language once its texts are here; if they cannot be fetched, it stays.
    loadMessages(next).then(
      () => {
        storeLanguage(next);
        setCurrent(next);
      },
      () => undefined,
    );
  }, []);
  // Screen readers read the page in its language; the tab's title follows it too.
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = translate(language, 'app.title');
  }, [language]);
  const value = useMemo<I18n>(
    () => ({
      language,
      setLanguage,
      t: (key, values) => translate(language, key, values),
    }),
    [language, setLanguage],
  );
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}
