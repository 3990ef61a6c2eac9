import type { z } from 'zod';

/**
 * Turns a shared zod schema into a Mantine form validator, so a form shows the same message the
 * server would send (STYLE habit 3).
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };
}

/** The first message of each field (`a.b` for nested ones; `_form` for the whole form). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_form'] ??= issue.message;
  return errors;
}

/**
 * For a form's invalid submit: scrolls to and focuses the first field marked invalid, after the
 * errors have rendered, so a long form does not fail out of sight.
 */
export function focusFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView({ block: 'center' });
    first?.focus({ preventScroll: true });
  });
}
