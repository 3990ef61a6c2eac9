import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../components/page-title';
import { certificateKeys } from '../../../features/certificates/api/keys';
import { CertificatesAdmin } from '../../../features/certificates/components/certificates-admin';
import { useEvents } from '../../../api/events';
import { WinnersEditor } from '../../../features/winners/components/winners-editor';

/** /admin/certificates: winners and certificates of one event at a time (?event=id). */
export function Component() {
  usePageMeta('Certificates');
  const events = useEvents();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const eventId = Number(params.get('event')) || null;
  return (
    <CertificatesAdmin
      events={events.data ?? []}
      eventId={eventId}
      onEventChange={(id) => setParams(id ? { event: String(id) } : {}, { replace: true })}
      renderWinners={(event) => (
        <WinnersEditor
          key={event.id}
          eventId={event.id}
          eventName={event.eventName}
          onSaved={() => void qc.invalidateQueries({ queryKey: certificateKeys.summary(event.id) })}
        />
      )}
    />
  );
}
