import { useSearchParams } from 'react-router';
import { ChatbotPage } from '../../features/help/pages/chatbot-page.tsx';

export function ContactChatbotRoute() {
  const [search] = useSearchParams();
  const category = search.get('category');
  return <ChatbotPage key={category ?? ''} categoryId={category} />;
}
