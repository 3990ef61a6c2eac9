import { useState } from 'react';

// What a person has typed into a form, kept in this tab's session storage while they type, so that
// it survives their session ending (the sign-in page brings them back to the same page) or a
// reload on a bad network. A draft belongs to one user and one page: another person signing in on
// the same phone never sees it. Logging out forgets every draft (lib/auth.tsx); a session the server
// ended does not, since that person is coming back. Only text is kept: files cannot be stored here.

const PREFIX = 'form-draft:';

/** The storage key of `page`'s draft for `userId` (e.g. 'cart' or 'registration:12'). */
export function formDraftKey(userId: number, page: string): string {
  return `${PREFIX}${userId}:${page}`;
}

/** The saved text of `fields`, if any; anything else stored under the key is ignored. */
export function readFormDraft<F extends string>(
  key: string,
  fields: readonly F[],
): Partial<Record<F, string>> {
  try {
    const raw = sessionStorage.getItem(key);
    const saved: unknown = raw ? JSON.parse(raw) : null;
    if (!saved || typeof saved !== 'object') return {};
    const draft: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string') draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

/** Saves the text of `fields` from `values`. */
export function saveFormDraft<F extends string>(
  key: string,
  fields: readonly F[],
  values: Record<F, unknown>,
) {
  const draft: Record<string, string> = {};
  for (const field of fields) if (typeof values[field] === 'string') draft[field] = values[field];
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or turned off: the form still works, it only cannot keep its draft.
  }
}

export function clearFormDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/** Forgets every draft on this tab (at logout). */
export function clearFormDrafts() {
  try {
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) keys.push(sessionStorage.key(i) ?? '');
    for (const key of keys) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}

/**
 * A form's draft under `key` (null: none kept): the saved text to start from (read once), `save`
 * for the form's onValuesChange, and `clear` once the form has done its work.
 */
export function useFormDraft<F extends string>(key: string | null, fields: readonly F[]) {
  const [initial] = useState(() => (key ? readFormDraft(key, fields) : {}));
  return {
    initial,
    save: (values: Record<F, unknown>) => {
      if (key) saveFormDraft(key, fields, values);
    },
    clear: () => {
      if (key) clearFormDraft(key);
    },
  };
}
