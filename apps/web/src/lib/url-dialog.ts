import { useLocation, useNavigate, useSearchParams } from 'react-router';

/**
 * A dialog kept in the URL as `?name=value`. Opening it is a step in the history, so a phone's
 * Back closes the dialog instead of leaving the page. Closing it steps back when it was opened
 * here; a dialog that came with the URL (a shared link, a reload) has no step to take back, so its
 * parameter is taken off in place.
 */
export function useUrlDialog(name: string) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const opener = useLocation().state as { openedDialog?: string } | null;

  /** The URL's parameters with the dialog's set to `value` (or taken off) and `also` set. */
  const paramsWith = (value: string | null, also: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, v] of Object.entries(also)) next.set(key, v);
    if (value === null) next.delete(name);
    else next.set(name, value);
    return next;
  };

  return {
    value: params.get(name),
    /** Opens the dialog for `value`; `also` sets other parameters with it (e.g. the page's tab). */
    open: (value: string, also: Record<string, string> = {}) =>
      setParams(paramsWith(value, also), { state: { openedDialog: name } }),
    close: (also: Record<string, string> = {}) => {
      if (opener?.openedDialog === name) void navigate(-1);
      else setParams(paramsWith(null, also), { replace: true });
    },
  };
}
