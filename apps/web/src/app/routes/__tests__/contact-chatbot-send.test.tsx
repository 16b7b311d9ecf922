import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContactForm, ContentNode } from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { serveChallenges } from '../../../components/captcha/__tests__/challenge.ts';

// Issue 24 item 4: the contact form sends the lookup's sessionId when the browser has one (such
// a sender may send more a day), and says so in words when the day's allowance is used up.

const form: ContentNode = {
  id: 'pay-form',
  kind: 'ACTION',
  label: 'Un problema di pagamento',
  text: null,
  articleId: null,
  children: [],
  form: {
    id: 'pay-form',
    title: 'Scrivici del pagamento',
    fields: [],
    attachments: { allowed: false, mandatory: false },
  },
};

function serveAssistant(answer: () => Response) {
  const sent: URLSearchParams[] = [];
  const entries: ContactForm = {
    contactFormEntries: [{ id: form.id, kind: form.kind, label: form.label }],
  };
  server.use(
    http.get(api('/whitelabels/contact'), () => HttpResponse.json(entries)),
    http.get(api('/whitelabels/helpcenter/smartform/:id'), () => HttpResponse.json(form)),
    http.post(api('/whitelabels/contact'), ({ request }) => {
      sent.push(new URL(request.url).searchParams);
      return answer();
    }),
    serveChallenges().handler,
  );
  return sent;
}

async function sendTheForm() {
  const { user } = renderApp('/it/contact/chatbot');
  await user.click(await screen.findByRole('button', { name: form.label }));
  await screen.findByRole('heading', { name: 'Scrivici del pagamento' });
  await user.type(
    screen.getByRole('textbox', { name: /^Il tuo indirizzo e-mail/ }),
    'guido@example.it',
  );
  await user.type(
    screen.getByRole('textbox', { name: /^Il tuo messaggio/ }),
    'Ho pagato due volte',
  );
  await screen.findByText('Verifica completata', {}, { timeout: 5000 });
  await user.click(screen.getByRole('button', { name: 'Invia' }));
}

describe('sending the assistant contact form', () => {
  it("sends the stored lookup's sessionId", async () => {
    localStorage.setItem('sessionId', JSON.stringify('session-42'));
    const sent = serveAssistant(() =>
      HttpResponse.json({ reference: 'HC-2026-000042' }, { status: 201 }),
    );
    await sendTheForm();
    expect(await screen.findByText(/HC-2026-000042/)).toBeVisible();
    expect(sent.map((query) => query.get('sessionId'))).toEqual(['session-42']);
  });

  it('sends no sessionId without a lookup, and shows the day’s limit in words', async () => {
    const sent = serveAssistant(() =>
      HttpResponse.json(
        { message: 'contact_limit_reached' },
        { status: 429, headers: { 'retry-after': '3600' } },
      ),
    );
    await sendTheForm();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Hai raggiunto il limite di invio di oggi per questo modulo. Riprova domani.',
    );
    expect(sent.map((query) => query.has('sessionId'))).toEqual([false]);
  });
});
