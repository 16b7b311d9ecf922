import { useRef, useState, type FormEvent } from 'react';
import { contactMessageMaxLength, type ErrorCode, type Smartform as Form } from '@portico/contract';
import { Button } from '../../../components/button.tsx';
import {
  CaptchaField,
  type CaptchaFieldHandle,
} from '../../../components/captcha/captcha-field.tsx';
import { EmailInput } from '../../../components/email-input.tsx';
import { FormField } from '../../../components/form-field.tsx';
import fieldStyles from '../../../components/form-field.module.css';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { sendContact } from '../api/send-contact.ts';
import { checkContactDraft, type ContactProblems } from '../utils/contact-check.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { SmartformField } from './smartform-field.tsx';
import styles from './smartform.module.css';

const captchaCodes: readonly (ErrorCode | null)[] = [
  'captcha_mandatory',
  'captcha_invalid',
  'captcha_expired',
];

interface SmartformProps {
  nodeId: string;
  form: Form;
  headingId: string;
  /** What the e-mail field starts with: the signed-in customer's address, else empty. */
  initialEmail: string;
  onSent: (reference: string) => void;
}

/**
 * The contact form an ACTION node opens: its fields, the visitor's address (a signed-in customer's
 * to start with) and message, files when the form takes them (checked before upload), the
 * captcha, and the send.
 */
export function Smartform({ nodeId, form, headingId, initialEmail, onSent }: SmartformProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [fields, setFields] = useState<Record<string, string>>({});
  // The signed-in customer's address fills the field until they type their own (an empty one too).
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const email = typedEmail ?? initialEmail;
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<ErrorCode | 'unknown' | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const captcha = useRef<CaptchaFieldHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const draft = { email, message, fields, files };
  const shown = submitted ? checkContactDraft(form, draft) : problems;
  const problemText = (key: string): string | null => {
    const problem = shown[key];
    if (!problem) return null;
    if (problem === 'required') return t('help.chatbot.fieldRequired');
    if (problem === 'email') return t('help.chatbot.emailInvalid');
    return t(errorMessageKey(problem));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = checkContactDraft(form, draft);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // The first field in trouble takes the focus, so its error is read with it.
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] button')
        ?.focus();
      return;
    }
    if (!captchaToken) {
      setServerError('captcha_mandatory');
      return;
    }
    setSending(true);
    setServerError(null);
    try {
      const trimmed = Object.fromEntries(
        Object.entries(fields)
          .map(([name, value]) => [name, value.trim()] as const)
          .filter(([, value]) => value !== ''),
      );
      const sent = await sendContact(
        language,
        { nodeId, email: email.trim(), message: message.trim(), fields: trimmed },
        files,
        captchaToken,
      );
      onSent(sent.reference);
    } catch (error) {
      setServerError(isApiError(error) && error.code ? error.code : 'unknown');
      // A token is single use, sent or refused: solve a new one.
      captcha.current?.reset();
      setCaptchaToken(null);
    } finally {
      setSending(false);
    }
  };

  const captchaError =
    serverError !== 'unknown' && captchaCodes.includes(serverError) ? serverError : null;
  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
    >
      <h2 id={headingId} className={styles.title} tabIndex={-1}>
        {form.title}
      </h2>
      {form.fields.map((field) => (
        <SmartformField
          key={field.name}
          field={field}
          value={fields[field.name] ?? ''}
          onChange={(value) => setFields((current) => ({ ...current, [field.name]: value }))}
          error={problemText(field.name)}
        />
      ))}
      <EmailInput
        label={t('help.chatbot.email')}
        value={email}
        onChange={setTypedEmail}
        required
        showMandatoryErrors={submitted}
      />
      <FormField
        label={t('help.chatbot.message')}
        required
        hint={t('help.chatbot.messageHint', { max: contactMessageMaxLength })}
        error={problemText('message')}
      >
        {(wiring) => (
          <textarea
            {...wiring}
            className={fieldStyles.input}
            value={message}
            maxLength={contactMessageMaxLength}
            rows={6}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
      {form.attachments.allowed ? (
        <AttachmentsField
          files={files}
          onChange={setFiles}
          required={form.attachments.mandatory}
          error={problemText('files')}
        />
      ) : null}
      <CaptchaField
        ref={captcha}
        onTokenChange={(token) => {
          setCaptchaToken(token);
          if (token && captchaError) setServerError(null);
        }}
        errorCode={captchaError}
      />
      {serverError && !captchaError ? (
        <p role="alert" className={styles.error}>
          {t(serverError === 'unknown' ? 'errors.unknown' : errorMessageKey(serverError))}
        </p>
      ) : null}
      {captchaError ? (
        <p role="alert" className="visually-hidden">
          {t(errorMessageKey(captchaError))}
        </p>
      ) : null}
      <div>
        <Button type="submit" loading={sending} track="contact-send">
          {t('help.chatbot.send')}
        </Button>
      </div>
    </form>
  );
}
