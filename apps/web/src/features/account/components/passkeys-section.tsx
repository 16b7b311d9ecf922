import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountPasskey } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatDateTime } from '../../../lib/formats.ts';
import { useTranslation, type MessageKey } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { addPasskey, listPasskeys, newPasskeyOptions, removePasskey } from '../api/passkeys.ts';
import { useAudience } from '../utils/audience.ts';
import { passkeyFailureKey } from '../utils/passkey-failure.ts';
import { profileRefusals } from '../utils/profile-refusals.ts';
import styles from './account.module.css';

const nameMax = 60;

/**
 * The profile's "Passkeys" (issue 28 item 12): the account's passkeys with when each was added
 * and last used, a new one (its name, then the browser's prompt) and the removal of one, asked
 * again in place before it goes. The password stays the other way in. Loaded with its texts
 * when the profile shows it, not with the page.
 */
export function PasskeysSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const audience = useAudience();
  const queryClient = useQueryClient();
  const queryKey = ['passkeys', audience];
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => listPasskeys(language, audience, signal),
  });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState<AccountPasskey | null>(null);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [status, setStatus] = useState<MessageKey | null>(null);

  const reload = () => queryClient.invalidateQueries({ queryKey });

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    const trimmed = name.trim();
    setStatus(null);
    setFailure(null);
    if (trimmed === '') {
      setNameError(true);
      return;
    }
    setAdding(true);
    try {
      const [{ createPasskey }, options] = await Promise.all([
        import('@portico/passkeys-browser/ceremonies'),
        newPasskeyOptions(language, audience),
      ]);
      const credential = await createPasskey(options);
      await addPasskey(language, audience, trimmed, credential);
      setName('');
      setStatus('account.passkeys.added');
      await reload();
    } catch (error) {
      setFailure(passkeyFailureKey(error, profileRefusals));
    } finally {
      setAdding(false);
    }
  };

  const remove = async (passkey: AccountPasskey) => {
    setRemoving(true);
    setStatus(null);
    setFailure(null);
    try {
      await removePasskey(language, audience, passkey.id);
      setStatus('account.passkeys.removed');
    } catch (error) {
      setFailure(passkeyFailureKey(error, profileRefusals));
    } finally {
      setConfirming(null);
      setRemoving(false);
      await reload();
    }
  };

  const passkeys = list.data?.passkeys ?? [];
  return (
    <section className={styles.card} aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className={styles.cardTitle}>
        {t('account.passkeys.title')}
      </h2>
      <p className={styles.note}>{t('account.passkeys.intro')}</p>
      {list.isError ? (
        <p role="alert" className={styles.error}>
          {t('common.loadError')}
        </p>
      ) : list.data && passkeys.length === 0 ? (
        <p>{t('account.passkeys.none')}</p>
      ) : (
        <ul className={styles.passkeyList} aria-busy={list.isPending}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.passkeyItem}>
              <p className={styles.passkeyName}>{passkey.name}</p>
              <p className={styles.note}>
                {t('account.passkeys.createdAt', {
                  date: formatDateTime(passkey.createdAt, language),
                })}
                {' · '}
                {passkey.lastUsedAt
                  ? t('account.passkeys.lastUsed', {
                      date: formatDateTime(passkey.lastUsedAt, language),
                    })
                  : t('account.passkeys.neverUsed')}
              </p>
              {confirming?.id === passkey.id ? (
                <div role="group" aria-labelledby={`passkey-confirm-${passkey.id}`}>
                  <p id={`passkey-confirm-${passkey.id}`}>
                    {t('account.passkeys.confirm', { name: passkey.name })}
                  </p>
                  <div className={styles.actions}>
                    <Button
                      variant="danger"
                      loading={removing}
                      onClick={() => void remove(passkey)}
                      track="passkey-remove-confirm"
                    >
                      {t('account.passkeys.confirmRemove')}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={removing}
                      onClick={() => setConfirming(null)}
                      track="passkey-remove-cancel"
                    >
                      {t('account.passkeys.cancel')}
                    </Button>
                  </div>
                </div>
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => setConfirming(passkey)}
                  aria-label={t('account.passkeys.removeLabel', { name: passkey.name })}
                  track="passkey-remove"
                >
                  {t('account.passkeys.remove')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} noValidate onSubmit={(event) => void add(event)}>
        <TextField
          label={t('account.passkeys.name')}
          hint={t('account.passkeys.nameHint')}
          value={name}
          onChange={(value) => {
            setName(value);
            setNameError(false);
          }}
          error={nameError ? t('account.passkeys.nameRequired') : null}
          autoComplete="off"
          maxLength={nameMax}
        />
        <Button type="submit" loading={adding} track="passkey-add">
          {t('account.passkeys.add')}
        </Button>
      </form>
      {status ? (
        <p role="status" className={styles.success}>
          {t(status)}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error}>
          {t(failure)}
        </p>
      ) : null}
    </section>
  );
}
