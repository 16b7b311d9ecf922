import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPasskey, aStaffMember, aStaffSession } from '../../../../test/fixtures.ts';
import { renderConsole } from '../../../../test/render-console.tsx';
import { webauthn } from '../../../../test/passkey-browser.ts';
import { api, server } from '../../../../test/server.ts';
import { assertion, signInOptions } from '../../../../test/webauthn.ts';
import { fr } from '../../../../test/french-texts.ts';

const grace = aStaffMember();
const linus = aStaffMember({
  id: '1f0c8f3e-4b6a-4d2e-9c7b-3a5d8e1f2c40',
  name: 'Linus Pauling',
  email: 'linus@operator.example',
  roles: ['finance', 'admin'],
  suspended: true,
  passkeys: [],
  enrolmentPendingUntil: '2026-12-01T09:00:00.000Z',
});
const members = `/operator/staff/members`;
const member = (id: string) => `${members}/${id}`;

function answers(status: number, body: object) {
  return () => HttpResponse.json(body, { status });
}

async function openStaffPage() {
  const user = userEvent.setup();
  renderConsole('/operator/staff');
  await screen.findByRole('heading', { level: 1, name: fr.staff.title });
  await screen.findByRole('heading', { level: 2, name: grace.name });
  return user;
}

function card(name: string) {
  const heading = screen.getByRole('heading', { level: 2, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no card for ${name}`);
  return within(item);
}

describe('the staff page', () => {
  beforeEach(() => {
    webauthn.startAuthentication.mockResolvedValue(assertion);
    server.use(
      http.get(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
      http.get(api(members), () => HttpResponse.json({ members: [grace, linus] })),
    );
  });
  afterEach(() => vi.clearAllMocks());

  it('lists each person: e-mail, roles, state, a pending link and the passkeys', async () => {
    await openStaffPage();
    const first = card(grace.name);
    expect(first.getByText(grace.email)).toBeInTheDocument();
    expect(first.getByText(fr.roles.agent)).toBeInTheDocument();
    expect(first.getByText(fr.staff.stateActive)).toBeInTheDocument();
    expect(first.getByText('Portable bureau')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Supprimer la clé d’accès Portable bureau' }));
    const second = card(linus.name);
    expect(second.getByText(`${fr.roles.finance}, ${fr.roles.admin}`)).toBeInTheDocument();
    expect(second.getByText(fr.staff.stateSuspended)).toBeInTheDocument();
    expect(second.getByText(/^non utilisé, valable jusqu’au/)).toBeInTheDocument();
    expect(second.getByText(fr.staff.noPasskeys)).toBeInTheDocument();
    expect(second.getByRole('button', { name: fr.staff.restore })).toBeInTheDocument();
    expect(second.queryByRole('button', { name: fr.staff.newLink })).not.toBeInTheDocument();
  });

  it('invites a person with their roles and the e-mail’s language', async () => {
    let sent: unknown;
    server.use(
      http.post(api(members), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aStaffMember({ name: 'Alan Turing' }), { status: 201 });
      }),
    );
    const user = await openStaffPage();
    await user.click(screen.getByRole('button', { name: fr.staff.invite }));
    const dialog = within(await screen.findByRole('dialog', { name: fr.invite.title }));
    await user.type(dialog.getByLabelText(fr.invite.name), 'Alan Turing');
    await user.type(dialog.getByLabelText(fr.invite.email), 'alan@operator.example');
    await user.click(dialog.getByRole('button', { name: fr.invite.submit }));
    expect(dialog.getByRole('alert')).toHaveTextContent(fr.invite.rolesRequired);
    await user.click(dialog.getByRole('checkbox', { name: fr.roles.agent }));
    await user.click(dialog.getByRole('checkbox', { name: fr.roles.finance }));
    await user.selectOptions(dialog.getByLabelText(fr.invite.language), 'de');
    await user.click(dialog.getByRole('button', { name: fr.invite.submit }));
    expect(
      await screen.findByText(
        'Alan Turing est invitée : son lien d’inscription est envoyé à alan@operator.example.',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Alan Turing',
      email: 'alan@operator.example',
      roles: ['agent', 'finance'],
      language: 'de',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [409, 'staff_member_exists'],
    [429, 'staff_mail_limit'],
  ] as const)('says why an invitation is refused (%i %s), in the dialog', async (status, code) => {
    server.use(http.post(api(members), answers(status, { message: code })));
    const user = await openStaffPage();
    await user.click(screen.getByRole('button', { name: fr.staff.invite }));
    const dialog = within(await screen.findByRole('dialog', { name: fr.invite.title }));
    await user.type(dialog.getByLabelText(fr.invite.name), 'Grace');
    await user.type(dialog.getByLabelText(fr.invite.email), grace.email);
    await user.click(dialog.getByRole('checkbox', { name: fr.roles.agent }));
    await user.click(dialog.getByRole('button', { name: fr.invite.submit }));
    expect(await dialog.findByText(fr.errors[code])).toBeInTheDocument();
  });

  it('suspends after a fresh passkey check, then reads the list again', async () => {
    let patches = 0;
    let sent: unknown;
    server.use(
      http.patch(api(member(grace.id)), async ({ request }) => {
        patches += 1;
        if (patches === 1)
          return HttpResponse.json({ message: 'fresh_check_required' }, { status: 403 });
        sent = await request.json();
        return HttpResponse.json({ ...grace, suspended: true });
      }),
      http.post(api('/operator/staff/session/options'), () => HttpResponse.json(signInOptions)),
      http.post(api('/operator/staff/session'), () => HttpResponse.json(aStaffSession())),
    );
    const user = await openStaffPage();
    server.use(
      http.get(api(members), () =>
        HttpResponse.json({ members: [{ ...grace, suspended: true }, linus] }),
      ),
    );
    await user.click(card(grace.name).getByRole('button', { name: fr.staff.suspend }));
    await user.click(await screen.findByRole('button', { name: fr.freshCheck.confirm }));
    expect(
      await screen.findByText('Grace Hopper est suspendue : ses sessions sont fermées.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ suspended: true });
    expect(patches).toBe(2);
    expect(await card(grace.name).findByText(fr.staff.stateSuspended)).toBeInTheDocument();
  });

  it.each([
    ['last_admin', fr.errors.last_admin],
    ['staff_self_change', fr.errors.staff_self_change],
  ] as const)('says why a suspension is refused (%s)', async (code, text) => {
    server.use(http.patch(api(member(linus.id)), answers(409, { message: code })));
    const user = await openStaffPage();
    await user.click(card(linus.name).getByRole('button', { name: fr.staff.restore }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('changes roles, and says when the server refuses', async () => {
    let sent: unknown;
    server.use(
      http.patch(api(member(grace.id)), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ message: 'staff_self_change' }, { status: 409 });
      }),
    );
    const user = await openStaffPage();
    await user.click(card(grace.name).getByRole('button', { name: fr.staff.changeRoles }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rôles de Grace Hopper' }));
    expect(dialog.getByRole('checkbox', { name: fr.roles.agent })).toBeChecked();
    await user.click(dialog.getByRole('checkbox', { name: fr.roles.content }));
    await user.click(dialog.getByRole('button', { name: fr.rolesChange.submit }));
    expect(await dialog.findByText(fr.errors.staff_self_change)).toBeInTheDocument();
    expect(sent).toEqual({ roles: ['agent', 'content'] });
  });

  it('shows a new enrolment link once, with a copy button', async () => {
    const link = 'https://portal.example/operator/enrol#abc';
    server.use(
      http.post(api(`${member(grace.id)}/enrolment`), () =>
        HttpResponse.json({ memberId: grace.id, link, expiresAt: '2026-12-02T12:00:00.000Z' }),
      ),
    );
    const user = await openStaffPage();
    await user.click(card(grace.name).getByRole('button', { name: fr.staff.newLink }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Nouveau lien d’inscription de Grace Hopper' }),
    );
    expect(dialog.getByLabelText(fr.link.label)).toHaveValue(link);
    expect(dialog.getByText(/envoyé par e-mail à grace@operator\.example/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: fr.link.copy }));
    // user-event puts its own clipboard in the page.
    expect(await navigator.clipboard.readText()).toBe(link);
    expect(await dialog.findByText(fr.link.copied)).toBeInTheDocument();
  });

  it('says a suspended person gets no link', async () => {
    server.use(
      http.post(
        api(`${member(grace.id)}/enrolment`),
        answers(409, { message: 'staff_member_suspended' }),
      ),
    );
    const user = await openStaffPage();
    await user.click(card(grace.name).getByRole('button', { name: fr.staff.newLink }));
    expect(await screen.findByText(fr.errors.staff_member_suspended)).toBeInTheDocument();
  });

  it('removes a passkey after confirmation, never the last one', async () => {
    const passkey = aPasskey();
    server.use(
      http.delete(
        api(`${member(grace.id)}/passkeys/${passkey.id}`),
        answers(409, { message: 'last_passkey' }),
      ),
    );
    const user = await openStaffPage();
    await user.click(
      card(grace.name).getByRole('button', { name: 'Supprimer la clé d’accès Portable bureau' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: fr.passkey.removeTitle }));
    expect(dialog.getByText(/« Portable bureau » de Grace Hopper/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: fr.passkey.remove }));
    expect(await dialog.findByText(fr.errors.last_passkey)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: fr.dialog.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not allowed to an agent, who makes no call for the list', async () => {
    let listed = false;
    server.use(
      http.get(api('/operator/staff/session'), () =>
        HttpResponse.json(aStaffSession({ roles: ['agent'], actions: ['vehicles.search'] })),
      ),
      http.get(api(members), () => {
        listed = true;
        return HttpResponse.json({ members: [] });
      }),
    );
    renderConsole('/operator/staff');
    expect(
      await screen.findByRole('heading', { level: 1, name: fr.notAllowed.title }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: fr.sections.staff })).not.toBeInTheDocument();
    expect(listed).toBe(false);
  });
});
