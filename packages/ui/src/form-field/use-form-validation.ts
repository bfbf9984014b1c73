import { validate } from '@trailside/domain/validation/validate';
import { useCallback, useEffect, useRef, useState } from 'react';

type Schema = Parameters<typeof validate>[0];
type ValidData<S extends Schema> = Extract<ReturnType<typeof validate<S>>, { ok: true }>['data'];

interface FieldError {
  field: string;
  message: string;
}

/**
 * Validates a form with a domain schema and shows only the first problem, in the spec's order,
 * beside the field it is about; that field gets focus so keyboard users land where the fix is.
 */
export function useFormValidation() {
  const formRef = useRef<HTMLFormElement>(null);
  const [fieldError, setFieldError] = useState<FieldError | null>(null);

  useEffect(() => {
    if (!fieldError) return;
    const control = formRef.current?.elements.namedItem(fieldError.field);
    if (control instanceof HTMLElement) control.focus();
  }, [fieldError]);

  const check = useCallback(<S extends Schema>(schema: S, input: unknown): ValidData<S> | null => {
    const result = validate(schema, input);
    if (result.ok) {
      setFieldError(null);
      return result.data;
    }
    setFieldError({ field: result.issues[0]?.path ?? '', message: result.message });
    return null;
  }, []);

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : null);
  const clearErrors = useCallback(() => setFieldError(null), []);

  return { formRef, check, errorFor, clearErrors };
}
