import { usePageMeta } from '../../components/page-title';
import { OnSpotForm } from '../../features/on-spot/components/on-spot-form';
import { PassQr } from '../../features/passes/components/pass-qr';

export function Component() {
  usePageMeta('On-spot registration');
  return (
    <OnSpotForm
      renderPass={(passCode) => (
        <PassQr passCode={passCode} size={240} label="QR code of the entry pass" />
      )}
    />
  );
}
