import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { textLength } from '@trailside/domain/validation/text-limit';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * The live length of a text control's value, controlled (`value`) or not (`defaultValue`), for the count under a
 * limited field. A form reset puts the default text back without an input event, so it is read again then.
 */
export function useTextLength<E extends TextControl>(value: unknown, defaultValue: unknown, onChange?: (event: ChangeEvent<E>) => void) {
  const ref = useRef<E>(null);
  const [typed, setTyped] = useState(() => textLength(defaultValue));

  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const onReset = () => setTimeout(() => setTyped(textLength(ref.current?.value)), 0);
    form.addEventListener('reset', onReset);
    return () => form.removeEventListener('reset', onReset);
  }, []);

  return {
    ref,
    length: value !== undefined ? textLength(value) : typed,
    onChange: (event: ChangeEvent<E>) => {
      setTyped(textLength(event.target.value));
      onChange?.(event);
    },
  };
}
