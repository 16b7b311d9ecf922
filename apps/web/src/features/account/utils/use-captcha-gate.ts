import { useRef, useState } from 'react';
import type { CaptchaFieldHandle } from '../../../components/captcha/captcha-field.tsx';
import type { CaptchaStatus } from '../../../components/captcha/use-captcha.ts';

type Send = (captchaToken: string) => void;

/**
 * The captcha of an account form (spec 000 section 7: sign-in, registration and the password
 * code need one), as the lookup form holds it: a send asked for before the captcha is solved
 * waits for its token and goes out by itself when it comes; a failed captcha is tried again for
 * it. A token the server has seen is spent: `spend` asks for a new one.
 */
export function useCaptchaGate() {
  const captchaRef = useRef<CaptchaFieldHandle>(null);
  const [token, setToken] = useState<string | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>('solving');
  const queued = useRef<Send | null>(null);
  const [isQueued, setIsQueued] = useState(false);

  const onTokenChange = (next: string | null) => {
    setToken(next);
    const send = queued.current;
    if (next && send) {
      queued.current = null;
      setIsQueued(false);
      send(next);
    }
  };

  const submit = (send: Send) => {
    if (token) return send(token);
    if (status === 'failed') captchaRef.current?.reset();
    queued.current = send;
    setIsQueued(true);
  };

  const spend = () => {
    setToken(null);
    captchaRef.current?.reset();
  };

  return {
    captchaProps: { ref: captchaRef, onTokenChange, onStatusChange: setStatus },
    submit,
    spend,
    waiting: isQueued && status !== 'failed',
    waitFailed: isQueued && status === 'failed',
  };
}

/** What an account form holds of its captcha. */
export type CaptchaGate = ReturnType<typeof useCaptchaGate>;
