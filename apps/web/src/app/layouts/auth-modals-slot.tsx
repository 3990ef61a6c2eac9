import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { PageLoader } from '../../components/page-loader';
import { AUTH_TITLES, useAuthModal } from '../../lib/auth-modal';
import { useReturnFocus } from '../../lib/last-control';
import { withPageStyles } from '../../lib/page-styles';
import classes from './auth-modals-slot.module.css';

// The auth forms (and zod with them) load only when a modal is first opened. Rendered inside the
// router, since a successful login navigates.
const AuthModals = lazy(
  withPageStyles(() =>
    import('../../features/auth/components/auth-modals').then((m) => ({ default: m.AuthModals })),
  ),
);

export function AuthModalsSlot() {
  const { view } = useAuthModal();
  const [wanted, setWanted] = useState(false);
  if (view && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={<AuthModalLoading />}>
      <AuthModals />
    </Suspense>
  ) : null;
}

/**
 * The pop-up's frame, with its title and a loader, while the form's code downloads (seconds on a
 * slow phone connection): the tap on Login or Sign Up shows at once that it worked.
 */
function AuthModalLoading() {
  const { view, close } = useAuthModal();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const opened = view !== null;
  useReturnFocus(opened);
  useEffect(() => {
    if (!opened) return;
    dialog.current?.focus();
    // Tab stays in the pop-up, as it does once the form is in: Close is its only control meanwhile.
    const keepTabInside = (e: KeyboardEvent) => {
      if (e.key !== 'Tab') return;
      e.preventDefault();
      closeButton.current?.focus();
    };
    document.addEventListener('keydown', keepTabInside);
    return () => document.removeEventListener('keydown', keepTabInside);
  }, [opened]);
  if (!view) return null;
  return (
    <div
      className={classes.overlay}
      onClick={(e) => e.target === e.currentTarget && close()}
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="auth-modal-loading-title"
        aria-busy="true"
        tabIndex={-1}
        className={classes.content}
        data-size={view === 'signup' ? 'lg' : 'md'}
      >
        <div className={classes.header}>
          <h2 id="auth-modal-loading-title" className={classes.title}>
            {AUTH_TITLES[view]}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className={classes.close}
            aria-label="Close"
            onClick={close}
          >
            ×
          </button>
        </div>
        <PageLoader label="Loading the form…" />
      </div>
    </div>
  );
}
