/**
 * The locale files split in groups at build time (build/message-groups.ts): a page downloads the
 * core texts and the groups its route names (src/app/router.tsx, `messages`), not every text of
 * the language. Translators still keep one file per language: the split happens in the build.
 * Imported by the Vite config too: no browser or app module here.
 */

/** A tree of texts as the locale files hold them: dotted keys are paths through it. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/**
 * The texts only some pages use, by group: the top-level sections (or deeper keys) each group
 * takes from the locale files. Everything no group takes is the core that every page loads (the
 * layout, the consent banner, the home, the articles), so a section added to the locale files
 * loads everywhere until a group claims it.
 */
export const featureMessageGroups = {
  account: ['account'],
  // The profile's own texts the other account pages never show (issue 26 item 10): the payments
  // section and the delete dialog's account of what goes and what stays.
  accountArea: [
    'account.payments',
    'account.profile.deleteLost',
    'account.profile.deleteKept',
    'account.profile.deleteMail',
  ],
  // The profile's passkeys (issue 28 item 12): the section loads after the page, on both profiles.
  passkeys: ['account.passkeys'],
  alerts: ['alerts'],
  journeys: ['journeys'],
  // An expired search's card (issue 26 item 16): on the trips lists and on the payment page.
  lookupExpired: ['journeys.expired'],
  lookup: ['lookup'],
  payment: ['payment'],
  paymentResult: ['paymentResult'],
  prepayment: ['prepayment'],
  claims: ['claims'],
  help: ['help'],
  renters: ['renters'],
  // The registry's model and energy under the plate (issue 26 item 12): trips lists, prepayment.
  vehicle: ['vehicle'],
  // The forms' texts: the error catalogue (2 KB Brotli in Italian) and the fields shared by forms.
  forms: ['errors', 'captcha', 'rentalDates'],
} as const satisfies Record<string, readonly string[]>;

/** Keys that stay in the core although a group takes their section: the error page's title. */
const coreKeys: readonly string[] = ['errors.unknown'];

export type FeatureMessageGroup = keyof typeof featureMessageGroups;
export type MessageGroup = 'core' | FeatureMessageGroup;

export const messageGroups: readonly MessageGroup[] = [
  'core',
  ...(Object.keys(featureMessageGroups) as FeatureMessageGroup[]),
];

const covers = (path: string, key: string) => key === path || key.startsWith(`${path}.`);

/** The group a text's key belongs to: the group naming the longest prefix of it, else the core. */
export function groupOfKey(key: string): MessageGroup {
  if (coreKeys.some((path) => covers(path, key))) return 'core';
  let found: MessageGroup = 'core';
  let longest = 0;
  for (const group of messageGroups) {
    if (group === 'core') continue;
    for (const path of featureMessageGroups[group]) {
      if (path.length > longest && covers(path, key)) {
        found = group;
        longest = path.length;
      }
    }
  }
  return found;
}

/** The texts of one group: the part of a locale file whose keys belong to it. */
export function messagesOfGroup(messages: MessageTree, group: MessageGroup): MessageTree {
  const pick = (node: MessageTree, prefix: string): MessageTree | null => {
    const picked: Record<string, string | MessageTree> = {};
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (typeof value === 'string') {
        if (groupOfKey(key) === group) picked[name] = value;
      } else {
        const child = pick(value, key);
        if (child) picked[name] = child;
      }
    }
    return Object.keys(picked).length > 0 ? picked : null;
  };
  return pick(messages, '') ?? {};
}

/** Two groups' texts as one tree (groups share a section only where a key stays in the core). */
export function mergeMessages(into: MessageTree, added: MessageTree): MessageTree {
  const merged: Record<string, string | MessageTree> = { ...into };
  for (const [name, value] of Object.entries(added)) {
    const present = merged[name];
    merged[name] =
      typeof value !== 'string' && present !== undefined && typeof present !== 'string'
        ? mergeMessages(present, value)
        : value;
  }
  return merged;
}

/**
 * The build manifest's key of a language's group (`src/locales/it.core.messages.js`): the module
 * build/message-groups.ts makes of it. The server preloads it, the route budget counts it.
 */
export function messageGroupModule(language: string, group: MessageGroup): string {
  return `src/locales/${language}.${group}.messages.js`;
}
