import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  messageGroupModule,
  messageGroups,
  messagesOfGroup,
  type MessageTree,
} from '../src/lib/message-groups.ts';

/** The app's import: every language's groups as lazy imports (src/lib/i18n.ts). */
const loadersId = 'virtual:message-loaders';
const resolvedLoadersId = `\0${loadersId}`;
/** One group of one language: `virtual:messages/it/core`. */
const groupImport = /^virtual:messages\/([a-z]{2})\/(\w+)$/;
/** The module a group becomes, named like a file of src/locales (its build manifest key). */
const groupModule = /(?:^|\/)src\/locales\/([a-z]{2})\.(\w+)\.messages\.js$/;

const isGroup = (name: string): name is (typeof messageGroups)[number] =>
  (messageGroups as readonly string[]).includes(name);

/**
 * Splits each locale file (src/locales/<language>.json, kept whole for the translators) into the
 * groups of src/lib/message-groups.ts, one chunk each, so that a page downloads only the texts its
 * route uses. The chunks are modules named after their locale file
 * (`src/locales/it.core.messages.js`, see messageGroupModule) so the build manifest lists them
 * under a stable key for the server's preloads and the route budget.
 */
export function messageGroupsPlugin(): Plugin {
  let root = process.cwd();
  const localesDir = () => path.join(root, 'src/locales');
  const languages = () =>
    readdirSync(localesDir())
      .map((file) => /^([a-z]{2})\.json$/.exec(file)?.[1])
      .filter((language): language is string => language !== undefined)
      .sort();

  return {
    name: 'portico:message-groups',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    resolveId(source) {
      if (source === loadersId) return resolvedLoadersId;
      const match = groupImport.exec(source);
      if (match?.[1] && match[2] && isGroup(match[2])) {
        return path.join(root, messageGroupModule(match[1], match[2]));
      }
      return groupModule.test(source) ? source : null;
    },
    load(id) {
      if (id === resolvedLoadersId) {
        const byLanguage = languages().map((language) => {
          const groups = messageGroups.map(
            (group) => `${group}: () => import('virtual:messages/${language}/${group}')`,
          );
          return `  ${language}: {\n    ${groups.join(',\n    ')},\n  }`;
        });
        return `export const messageLoaders = {\n${byLanguage.join(',\n')},\n};\n`;
      }
      const match = groupModule.exec(id.split('?')[0] ?? id);
      if (!match?.[1] || !match[2] || !isGroup(match[2])) return null;
      const file = path.join(localesDir(), `${match[1]}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, 'utf8')) as MessageTree;
      return `export default ${JSON.stringify(messagesOfGroup(messages, match[2]))};\n`;
    },
  };
}
