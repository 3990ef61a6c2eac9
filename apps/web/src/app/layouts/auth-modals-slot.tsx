import { lazy, Suspense, useState } from 'react';
import { useAuthModal } from '../../lib/auth-modal';
import { withPageStyles } from '../../lib/page-styles';

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
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
  ) : null;
}
