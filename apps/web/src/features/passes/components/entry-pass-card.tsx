import type { MyPass } from '@app/shared';
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { PassQr } from './pass-qr';
import { PrintPassButton } from '../../../components/print-pass-button';
import { SectionCard } from '../../../components/bordered-card';

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** My Events' 'Entry Pass': show the QR at the venue; it admits to every listed event. */
export function EntryPassCard({ pass }: { pass: MyPass }) {
  return (
    <SectionCard aria-labelledby={`pass-${pass.symposiumName}`} data-testid="entry-pass">
      <Group align="flex-start" gap="lg" wrap="wrap" justify="center">
        <PassQr passCode={pass.passCode} label={`QR code of ${pass.symposiumName} entry pass`} />
        <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h3" id={`pass-${pass.symposiumName}`}>
              Entry Pass
            </Title>
            <Badge variant="light">{pass.symposiumName}</Badge>
          </Group>
          <Text fw={700} size="lg">
            {pass.name}
          </Text>
          {pass.college && <Text c="dimmed">{pass.college}</Text>}
          <Text
            ff="monospace"
            size="md"
            style={{ letterSpacing: 1, wordBreak: 'break-all' }}
            data-testid="pass-code"
          >
            {pass.passCode}
          </Text>
          <List size="sm" spacing={2}>
            {pass.events.map((e) => (
              <List.Item key={e.id}>
                <Text span fw={600} size="sm">
                  {e.eventName}
                </Text>{' '}
                <Text span size="sm" c="dimmed">
                  · {e.location}
                  {e.firstRoundAt ? ` · ${when.format(new Date(e.firstRoundAt))}` : ''}
                  {e.checkedInAt ? ' · checked in' : ''}
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm">Show this QR code at the venue. It admits you to each event above.</Text>
          <Group>
            <PrintPassButton registrationId={pass.events[0]!.registrationId} />
          </Group>
        </Stack>
      </Group>
    </SectionCard>
  );
}
