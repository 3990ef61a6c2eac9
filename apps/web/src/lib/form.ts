import type { z } from 'zod';

/**
 * Turns a shared zod schema into a Mantine form validator, so a form shows the same message the
 * server would send (STYLE habit 3).
 */
export function zodValidate<S extends z.ZodType>(schema: S) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.') || '_form';
      errors[key] ??= issue.message;
    }
    return errors;
  };
}
