import { useSearchParams } from 'react-router';
import { useCustomerEmail } from '../../features/account/api/use-customer-email.ts';
import { ChatbotPage } from '../../features/help/pages/chatbot-page.tsx';

export function ContactChatbotRoute() {
  const [search] = useSearchParams();
  const category = search.get('category');
  // A signed-in customer's contact form starts with their address (still editable).
  const customerEmail = useCustomerEmail();
  return <ChatbotPage key={category ?? ''} categoryId={category} customerEmail={customerEmail} />;
}
