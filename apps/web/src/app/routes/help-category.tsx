import { useParams } from 'react-router';
import { HelpCategoryPage } from '../../features/help/pages/help-category-page.tsx';

export function HelpCategoryRoute() {
  const { categoryId = '' } = useParams();
  return <HelpCategoryPage key={categoryId} id={categoryId} />;
}
