import { useLocation } from 'react-router';
import { defaultLanguage } from '@portico/contract';
import { useLanguage } from '../lib/language.ts';
import { switchLanguagePath } from '../lib/paths.ts';
import { usePageOrigin } from '../lib/page-origin.ts';
import { documentTitle, seoLinks } from '../lib/seo.ts';
import { useWhitelabel } from '../lib/whitelabel.ts';

interface PageHeadProps {
  /** The page's own title; null on the home page, which shows the site title alone. */
  title: string | null;
}

/**
 * Title, description, canonical and alternate links of the page. React 19 hoists these into
 * <head>; render exactly one PageHead per page.
 */
export function PageHead({ title }: PageHeadProps) {
  const language = useLanguage();
  const { pathname } = useLocation();
  const { data: whitelabel } = useWhitelabel();
  const path = switchLanguagePath(pathname, '', language);
  const { canonical, alternates } = seoLinks(usePageOrigin(), path, defaultLanguage);
  return (
    <>
      <title>{documentTitle(title, whitelabel?.seo.title ?? '')}</title>
      {whitelabel ? <meta name="description" content={whitelabel.seo.description} /> : null}
      <link rel="canonical" href={canonical} />
      {alternates.map((alternate) => (
        <link
          key={alternate.hrefLang}
          rel="alternate"
          hrefLang={alternate.hrefLang}
          href={alternate.href}
        />
      ))}
    </>
  );
}
