import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { localizedPath } from '../../../lib/paths.ts';
import styles from './conversation.module.css';

/** A line of the conversation: what the assistant said, or the answer the visitor picked. */
export type Turn =
  | { key: string; by: 'assistant'; text: string; articleId?: string | null }
  | { key: string; by: 'visitor'; text: string };

/**
 * The assistant's conversation as a log (role="log", polite): each new line is read once as it
 * arrives, and the visitor can read the whole exchange again with the reading keys.
 */
export function ConversationLog({
  turns,
  labelledBy,
}: {
  turns: readonly Turn[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div role="log" aria-live="polite" aria-labelledby={labelledBy}>
      <ol className={styles.log}>
        {turns.map((turn) => (
          <li
            key={turn.key}
            className={turn.by === 'assistant' ? styles.assistant : styles.visitor}
          >
            <span className="visually-hidden">
              {turn.by === 'assistant' ? t('help.chatbot.assistantSays') : t('help.chatbot.youSay')}
              :{' '}
            </span>
            <p>{turn.text}</p>
            {turn.by === 'assistant' && turn.articleId ? (
              <Link to={localizedPath(language, turn.articleId)}>{t('help.readArticle')}</Link>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
