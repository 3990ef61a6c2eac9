import { useLocation, useNavigate } from 'react-router';

/** What a dialog's history step carries: which dialog took the step here, and a note for it. */
interface DialogStep {
  openedDialog?: string;
  note?: string;
}

/**
 * A dialog kept in the URL as `?name=value`. Opening it is a step in the history, so a phone's
 * Back closes the dialog instead of leaving the page. Closing it steps back when it was opened
 * here; a dialog that came with the URL (a shared link, a reload) has no step to take back, so its
 * parameter is taken off in place.
 */
export function useUrlDialog(name: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const step = location.state as DialogStep | null;
  const openedHere = step?.openedDialog === name;

  /** The URL's parameters with the dialog's set to `value` (or taken off) and `also` set. */
  const paramsWith = (value: string | null, also: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, v] of Object.entries(also)) next.set(key, v);
    if (value === null) next.delete(name);
    else next.set(name, value);
    return next;
  };
  // The page's hash stays (a section of the landing page): losing it would move the page.
  const go = (next: URLSearchParams, options: { replace?: boolean; state?: DialogStep }) =>
    void navigate({ search: `?${next}`, hash: location.hash }, options);
  const close = (also: Record<string, string> = {}) => {
    if (openedHere) void navigate(-1);
    else go(paramsWith(null, also), { replace: true });
  };

  return {
    value: params.get(name),
    /** The note given with the dialog's value (a confirmation to show in it), if any. */
    note: step?.note ?? null,
    /** Opens the dialog for `value`; `also` sets other parameters with it (e.g. the page's tab). */
    open: (value: string, also: Record<string, string> = {}, note?: string) =>
      go(paramsWith(value, also), { state: { openedDialog: name, note } }),
    /**
     * Shows `value` in the open dialog in place of the one it shows (one form switching to
     * another): no new step, so one Back still closes the dialog.
     */
    show: (value: string, note?: string) =>
      go(paramsWith(value, {}), {
        replace: true,
        state: { openedDialog: step?.openedDialog, note },
      }),
    close,
    /**
     * Closes the dialog on the way to the page `path` (the user's home after signing in). On this
     * page that is only closing it. Elsewhere the page takes the dialog's step when it was opened
     * here, so Back from there comes to the page the dialog was opened on, never to the dialog;
     * a dialog that came with the URL is left behind, as the page was.
     */
    closeTo: (path: string) => {
      if (path === location.pathname) close();
      else void navigate(path, { replace: openedHere });
    },
  };
}
