import { PageLoader } from '../../components/page-state';
import { usePageMeta } from '../../components/page-title';
import { useMyEventFilter } from '../../features/coordinators/api/get-my-events';
import { OnSpotForm } from '../../features/on-spot/components/on-spot-form';
import { PassQr } from '../../features/passes/components/pass-qr';

export function Component() {
  usePageMeta('On-spot registration');
  const mine = useMyEventFilter();
  if (!mine.ready) return <PageLoader label="Loading events..." />;
  return (
    <OnSpotForm
      only={mine.allowed}
      renderPass={(passCode, label) => <PassQr passCode={passCode} size={240} label={label} />}
    />
  );
}
