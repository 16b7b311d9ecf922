import { roleActions } from '@portico/contract';
import { describe, expect, it } from 'vitest';
import { sectionsAllowed } from './sections.ts';

const titlesFor = (actions: readonly (typeof roleActions)[keyof typeof roleActions][number][]) =>
  sectionsAllowed(actions).map((section) => section.title);

describe('the sections a person sees', () => {
  it('follows the role table: an admin sees the dashboard, staff and the audit log', () => {
    expect(titlesFor(roleActions.admin)).toEqual([
      'sections.dashboard',
      'sections.staff',
      'sections.audit',
    ]);
  });

  it('gives an agent search, claims, the dashboard and refunds, and nothing to no action', () => {
    expect(titlesFor(roleActions.agent)).toEqual([
      'sections.search',
      'sections.claims',
      'sections.dashboard',
      'sections.refunds',
    ]);
    expect(titlesFor([])).toEqual([]);
  });

  it('gives the finance desk search, the dashboard and refunds', () => {
    expect(titlesFor(roleActions.finance)).toEqual([
      'sections.search',
      'sections.dashboard',
      'sections.refunds',
    ]);
  });
});
