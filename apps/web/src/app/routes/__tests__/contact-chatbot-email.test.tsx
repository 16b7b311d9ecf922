import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContactForm, ContentNode } from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';
import { storeTestToken } from '../../../../test/tokens.ts';
import { serveChallenges } from '../../../components/captcha/__tests__/challenge.ts';
import { aProfile } from '../../../features/account/__tests__/profile-api.ts';

// Issue 14: the assistant's contact form starts with a signed-in customer's e-mail (GET
// /users/me), which they may still change; a visitor's starts empty.

const payForm: ContentNode = {
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

function serveAssistant() {
  const calls = { me: [] as (string | null)[] };
  const entries: ContactForm = {
    contactFormEntries: [{ id: payForm.id, kind: payForm.kind, label: payForm.label }],
  };
  server.use(
    http.get(api('/whitelabels/contact'), () => HttpResponse.json(entries)),
    http.get(api('/whitelabels/helpcenter/smartform/:id'), () => HttpResponse.json(payForm)),
    http.get(api('/users/me'), ({ request }) => {
      calls.me.push(request.headers.get('authorization'));
      return HttpResponse.json(aProfile({ email: 'cliente.demo@aliae.example' }));
    }),
    serveChallenges().handler,
  );
  return calls;
}

async function openPaymentForm() {
  const view = renderApp('/it/contact/chatbot');
  await view.user.click(await screen.findByRole('button', { name: payForm.label }));
  await screen.findByRole('heading', { name: 'Scrivici del pagamento' });
  return {
    ...view,
    email: () => screen.getByRole('textbox', { name: /^Il tuo indirizzo e-mail/ }),
  };
}

describe('the assistant contact form', () => {
  it("starts with a signed-in customer's e-mail, which they can change", async () => {
    storeTestToken('customer', { accessToken: 'customer-access' });
    const calls = serveAssistant();
    const { user, email } = await openPaymentForm();
    expect(email()).toHaveValue('cliente.demo@aliae.example');
    expect(calls.me).toContain('Bearer customer-access');
    await user.clear(email());
    expect(email()).toHaveValue('');
    await user.type(email(), 'altro@example.it');
    expect(email()).toHaveValue('altro@example.it');
  });

  it('starts empty for a visitor, without asking for a profile', async () => {
    const calls = serveAssistant();
    const { email } = await openPaymentForm();
    expect(email()).toHaveValue('');
    expect(calls.me).toEqual([]);
  });
});
