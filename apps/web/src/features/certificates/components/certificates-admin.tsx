import { Select, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyStateCard } from '../../../components/bordered-card';
import { CertificateSettingsForm } from './certificate-settings-form';
import { EventCertificates } from './event-certificates';

export interface CertificateEventOption {
  id: number;
  eventName: string;
  symposiumName: string;
}

/** /admin/certificates: pick an event, declare winners, issue, follow the mailing, revoke; settings. */
export function CertificatesAdmin({
  events,
  eventId,
  onEventChange,
  renderWinners,
}: {
  events: CertificateEventOption[];
  eventId: number | null;
  onEventChange: (id: number | null) => void;
  renderWinners: (event: CertificateEventOption) => ReactNode;
}) {
  const groups = [...new Set(events.map((e) => e.symposiumName))].map((g) => ({
    group: g,
    items: events
      .filter((e) => e.symposiumName === g)
      .map((e) => ({ value: String(e.id), label: e.eventName })),
  }));
  const event = events.find((e) => e.id === eventId) ?? null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Certificates
        </Title>
        <Text c="dimmed" size="sm">
          Participation certificates go to verified registrants who checked in or took part in a
          round; merit certificates to the winners. Anyone can check a certificate at its address.
        </Text>
      </div>
      <Tabs defaultValue="issue" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="issue">Issue</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="issue" pt="lg">
          <Stack gap="lg">
            <Select
              label="Event"
              placeholder="Choose an event"
              data={groups}
              value={eventId ? String(eventId) : null}
              onChange={(v) => onEventChange(v ? Number(v) : null)}
              searchable
              maw={420}
            />
            {event ? (
              <>
                {renderWinners(event)}
                <EventCertificates key={event.id} eventId={event.id} />
              </>
            ) : (
              <EmptyStateCard title="Choose an event">
                See who has earned a participation or a merit certificate, declare the winners, then
                issue and mail the certificates.
              </EmptyStateCard>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <CertificateSettingsForm />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
