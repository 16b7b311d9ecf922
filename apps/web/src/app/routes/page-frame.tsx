import { useTranslation } from 'react-i18next';
import { LoadingPage } from '../../components/loading-page.tsx';

/**
 * What the server paints for a page built from the visitor's stored state (trips found, basket,
 * payment session), which only the browser has: the layout around it comes from the server, this
 * holds the page's place until its loader has run in the browser. The browser shows the same
 * element while hydrating, so the two match.
 */
export function PageFrame() {
  const { t } = useTranslation();
  return <LoadingPage label={t('common.loading')} />;
}
