import { useParams } from 'react-router';
import { ArticlePage } from '../../features/articles/pages/article-page.tsx';

export function ArticleRoute() {
  const { articleId = '' } = useParams();
  return <ArticlePage key={articleId} id={articleId} />;
}
