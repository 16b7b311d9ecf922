import { useTranslation } from '../../../lib/i18n.ts';
import type { HomePage as HomePageData } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { CoverBanner } from '../../../components/cover-banner.tsx';
import { PageHead } from '../../../components/page-head.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useWhitelabel } from '../../../lib/whitelabel.ts';
import { useHomePage } from '../api/get-home-page.ts';
import { ActionTiles } from '../components/action-tiles.tsx';
import { ArticleCarousel } from '../components/article-carousel.tsx';
import { ArticleSlider } from '../components/article-slider.tsx';
import { FooterArticle } from '../components/footer-article.tsx';
import { HelpCentreBlock } from '../components/help-centre-block.tsx';
import styles from './home-page.module.css';

/** Spec 001 "Home"; its load has three states: loading, fetched, error. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: home, isPending, isError } = useHomePage();
  const { data: whitelabel } = useWhitelabel();

  if (home) {
    return (
      <>
        <PageHead title={null} />
        <HomeContent home={home} />
      </>
    );
  }
  return (
    <>
      <PageHead title={null} />
      <div className={styles.page}>
        <h1 className="visually-hidden">{whitelabel?.name ?? t('common.home')}</h1>
        {isPending ? <Spinner label={t('home.loading')} /> : null}
        {isError ? (
          <p role="alert" className={styles.error}>
            {t('common.loadError')}
          </p>
        ) : null}
      </div>
    </>
  );
}

function HomeContent({ home }: { home: HomePageData }) {
  const { t } = useTranslation();
  return (
    <>
      <CoverBanner title={home.title} subtitle={home.subtitle} picture={home.picture} overlapped>
        {home.url ? (
          <div>
            <Button
              variant="accent"
              href={home.url}
              newWindow={home.urlOpenNewTab}
              track="home-banner"
            >
              {t('common.learnMore')}
            </Button>
          </div>
        ) : null}
      </CoverBanner>
      <div className={styles.page}>
        <ActionTiles actions={home.actions} tileTexts={home.tileTexts} />
        {home.listBlockArticles.length > 0 ? (
          <ArticleCarousel title={home.listBlockTitle} articles={home.listBlockArticles} />
        ) : null}
        {home.sliderBlockArticlesIds.length > 0 ? (
          <ArticleSlider ids={home.sliderBlockArticlesIds} />
        ) : null}
        <HelpCentreBlock />
        {home.footerArticle ? <FooterArticle article={home.footerArticle} /> : null}
      </div>
    </>
  );
}
