// The altcha widget, self-hosted: the "external" build keeps its proof-of-work out of inline blob workers,
// so the page's Content-Security-Policy (scripts and workers from 'self' only) holds; Vite bundles the
// widget, its stylesheet and the PBKDF2 worker with the site.
import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useSyncExternalStore } from 'react';
import './captcha-widget.css';

// The API's challenges use PBKDF2/SHA-256 (apps/api/src/contact/captcha.service.ts).
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

export interface CaptchaWidgetHandle {
  /** Back to unsolved, e.g. after the form was sent (each solution is accepted once). */
  reset: () => void;
}

interface CaptchaWidgetProps {
  /** Where the widget fetches its challenge, e.g. /api/captcha. */
  challengeUrl: string;
  /** The form field the solved payload is posted in. */
  name?: string;
  /** Called with the solved payload, or null when the widget is no longer solved. */
  onPayload: (payload: string | null) => void;
  error?: string | null;
}

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

const noSubscription = () => () => {};

/**
 * False on the server and while a server-rendered page hydrates, true after: the widget builds its own
 * markup inside itself as soon as it is defined, so it is only added once React owns the page.
 */
const useMounted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export const CaptchaWidget = forwardRef<CaptchaWidgetHandle, CaptchaWidgetProps>(function CaptchaWidget(
  { challengeUrl, name = 'altcha', onPayload, error },
  ref,
) {
  const widgetRef = useRef<HTMLElement>(null);
  const errorId = useId();
  const onPayloadRef = useRef(onPayload);
  onPayloadRef.current = onPayload;
  const mounted = useMounted();

  useImperativeHandle(ref, () => ({
    reset: () => {
      (widgetRef.current as HTMLElementTagNameMap['altcha-widget'] | null)?.reset?.();
      onPayloadRef.current(null);
    },
  }));

  // Keyboard users land on the widget's checkbox when it is what the form still needs.
  useEffect(() => {
    if (error) widgetRef.current?.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
  }, [error]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const listener = (event: Event) => {
      const { state, payload } = ((event as CustomEvent<StateChangeDetail>).detail ?? {}) as StateChangeDetail;
      onPayloadRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [mounted]);

  return (
    <div className={`captcha${error ? ' captcha--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      {mounted && <altcha-widget ref={widgetRef} challenge={challengeUrl} name={name} workers={2} />}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
