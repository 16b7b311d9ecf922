import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContactForm, ContentNode } from '@portico/contract';
import { renderApp } from '../../../../test/render.tsx';
import { api, server } from '../../../../test/server.ts';

// Issue 26 item 17: when the assistant's answer did not help, it offers to write to us.

const aForm = (id: string, title: string): ContentNode => ({
  id,
  kind: 'ACTION',
  label: title,
  text: null,
  articleId: null,
  children: [],
  form: { id, title, fields: [], attachments: { allowed: false, mandatory: false } },
});
const noticeForm = aForm('notice-form', 'Domanda su un avviso di pagamento');
const otherForm = aForm('other-form', 'Altra richiesta');
const amount: ContentNode = {
  id: 'notice-amount',
  kind: 'TEXT',
  label: 'Perché questo importo?',
  text: 'L’avviso comprende il pedaggio e un’indennità forfettaria.',
  articleId: null,
  children: [],
  form: null,
};
const question: ContentNode = {
  id: 'notice-question',
  kind: 'QUESTION',
  label: 'Ho ricevuto un avviso di pagamento',
  text: null,
  articleId: null,
  children: [amount, noticeForm].map(({ id, kind, label }) => ({ id, kind, label })),
  form: null,
};
const nodes = new Map([question, amount, noticeForm, otherForm].map((node) => [node.id, node]));

function serveAssistant() {
  const entries: ContactForm = {
    contactFormEntries: [question, otherForm].map(({ id, kind, label }) => ({ id, kind, label })),
  };
  server.use(
    http.get(api('/whitelabels/contact'), () => HttpResponse.json(entries)),
    http.get(api('/whitelabels/helpcenter/smartform/:id'), ({ params }) => {
      const node = nodes.get(String(params.id));
      return node ? HttpResponse.json(node) : HttpResponse.json({}, { status: 404 });
    }),
  );
}

describe('the assistant offers "write to us" after an answer', () => {
  it("opens the answer's own form from 'Scrivici'", async () => {
    serveAssistant();
    const { user } = renderApp('/it/contact/chatbot');
    await user.click(await screen.findByRole('button', { name: question.label }));
    // A question is no answer yet: nothing to write about.
    await screen.findByRole('button', { name: amount.label });
    expect(screen.queryByRole('button', { name: 'Scrivici' })).toBeNull();
    await user.click(screen.getByRole('button', { name: amount.label }));
    expect(await screen.findByText('Questa risposta non ti ha aiutato?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Scrivici' }));
    expect(
      await screen.findByRole('heading', { name: 'Domanda su un avviso di pagamento' }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Il tuo messaggio/ })).toBeVisible();
  });
});
