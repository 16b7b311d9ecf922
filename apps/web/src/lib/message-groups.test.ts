import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@portico/contract';
import de from '../locales/de.json';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import itMessages from '../locales/it.json';
import {
  groupOfKey,
  mergeMessages,
  messageGroups,
  messagesOfGroup,
  type MessageTree,
} from './message-groups.ts';

const locales: Record<Language, MessageTree> = { fr, en, de, it: itMessages, es };

describe('message groups', () => {
  it.each(languages)('split %s into groups that together are the whole locale file', (language) => {
    const groups = messageGroups.map((group) => messagesOfGroup(locales[language], group));
    expect(groups.reduce(mergeMessages, {})).toEqual(locales[language]);
  });

  it('gives every group some French texts, and no text to two groups', () => {
    const counts = messageGroups.map((group) => JSON.stringify(messagesOfGroup(fr, group)).length);
    expect(counts.every((count) => count > 2)).toBe(true);
    const account = messagesOfGroup(fr, 'account');
    expect(Object.keys(account)).toEqual(['account']);
    expect(messagesOfGroup(fr, 'core')).not.toHaveProperty('account');
  });

  it('keeps the error page title in the core and the other error texts with the forms', () => {
    expect(groupOfKey('errors.unknown')).toBe('core');
    expect(groupOfKey('errors.email_invalid')).toBe('forms');
    expect(messagesOfGroup(fr, 'core')).toEqual(
      expect.objectContaining({ errors: { unknown: fr.errors.unknown } }),
    );
    expect(messagesOfGroup(fr, 'forms')).not.toHaveProperty('errors.unknown');
  });

  it('puts a section no group takes in the core, and a feature key in its group', () => {
    expect(groupOfKey('header.menu')).toBe('core');
    expect(groupOfKey('aSectionAddedLater.title')).toBe('core');
    expect(groupOfKey('account.profile.title')).toBe('account');
    expect(groupOfKey('paymentResult.title')).toBe('paymentResult');
    expect(groupOfKey('payment.title')).toBe('payment');
  });
});
