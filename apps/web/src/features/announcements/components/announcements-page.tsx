import {
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Progress,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  ANNOUNCEMENT_AUDIENCE_LABELS,
  ANNOUNCEMENT_AUDIENCES,
  AnnouncementInputSchema,
  type AnnouncementAudience,
  type AnnouncementQueued,
} from '@app/shared';
import { MSG } from '@app/shared';
import { useMemo, useState } from 'react';
import { DataTable } from '../../../components/data-table';
import { useEvents } from '../../../api/events';
import { ErrorState, PageLoader } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/form';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import {
  useAnnouncementProgress,
  useAnnouncements,
  useSendAnnouncement,
} from '../api/announcements';
import { linkParts } from '../lib/linkify';

// Staff write to an event's participants (SPEC-2 §G): compose, preview, test, send, follow.

const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

function Preview({ subject, message }: { subject: string; message: string }) {
  return (
    <Card withBorder padding="md" aria-label="Preview" component="section">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        Preview
      </Text>
      <Text fw={700} mb="xs">
        {subject || 'Subject'}
      </Text>
      <Text
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        size="sm"
        c={message ? undefined : 'dimmed'}
      >
        {message
          ? linkParts(message).map((p, i) =>
              p.href ? (
                <Anchor key={i} href={p.href} target="_blank" rel="noopener noreferrer">
                  {p.text}
                </Anchor>
              ) : (
                <span key={i}>{p.text}</span>
              ),
            )
          : 'Your message appears here as participants will read it.'}
      </Text>
    </Card>
  );
}

function Delivery({ id }: { id: number }) {
  const { data } = useAnnouncementProgress(id);
  if (!data) return null;
  const out = data.sent + data.failed;
  const pct = data.recipients ? Math.round((out / data.recipients) * 100) : 100;
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={pct} aria-label="Sending progress" size="lg" />
      <Text size="sm">
        {out >= data.recipients ? 'Sent' : 'Sending'}: {data.sent} of {data.recipients}
        {data.failed ? `, ${data.failed} failed` : ''}
      </Text>
    </Stack>
  );
}

function History({ eventId }: { eventId: number }) {
  const { data } = useAnnouncements(eventId);
  if (!data?.length)
    return (
      <Text c="dimmed" size="sm">
        Nothing sent for this event yet.
      </Text>
    );
  return (
    <DataTable label="Announcements sent" minWidth={560} striped fz="sm" columns={['When', 'Subject', 'To', 'Sent', 'By']}>
      {data.map((a) => (
        <Table.Tr key={a.id}>
          <Table.Td>{when.format(new Date(a.createdAt))}</Table.Td>
          <Table.Td>{a.test ? `[Test] ${a.subject}` : a.subject}</Table.Td>
          <Table.Td>
            {a.test ? 'Yourself' : ANNOUNCEMENT_AUDIENCE_LABELS[a.audience]}
            {a.round ? ` (Round ${a.round})` : ''}
          </Table.Td>
          <Table.Td>
            {a.sent} of {a.recipients}
            {a.failed ? `, ${a.failed} failed` : ''}
          </Table.Td>
          <Table.Td>{a.createdBy ?? '—'}</Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

/** Who an announcement reaches, as the confirmation before sending says it. */
function audienceOf(audience: AnnouncementAudience, round: number, eventName: string) {
  switch (audience) {
    case 'verified':
      return `the verified participants of ${eventName}`;
    case 'pending':
      return `those whose payment for ${eventName} awaits verification`;
    case 'checked-in':
      return `those checked in at ${eventName}`;
    case 'not-checked-in':
      return `the verified participants of ${eventName} not checked in yet`;
    case 'waitlist':
      return `the waitlist of ${eventName}`;
    case 'round':
      return `those marked eligible in Round ${round} of ${eventName}`;
  }
}

/** `only`: the events a coordinator may write about (null: every event). */
export function AnnouncementsPage({ only = null }: { only?: ReadonlySet<number> | null } = {}) {
  const events = useEvents();
  const [eventId, setEventId] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [audience, setAudience] = useState<AnnouncementAudience>('verified');
  const [round, setRound] = useState<number | string>(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentId, setSentId] = useState<number | null>(null);
  const send = useSendAnnouncement();

  // A coordinator is offered only their events (the server refuses the others anyway).
  const offered = useMemo(
    () => (events.data ?? []).filter((e) => !only || only.has(e.id)),
    [events.data, only],
  );
  const eventOptions = useMemo(() => {
    const by = new Map<string, { value: string; label: string }[]>();
    for (const e of offered) {
      const list = by.get(e.symposiumName) ?? [];
      list.push({ value: String(e.id), label: e.eventName });
      by.set(e.symposiumName, list);
    }
    return [...by].map(([group, items]) => ({ group, items }));
  }, [offered]);
  const event = offered.find((e) => String(e.id) === eventId);

  function submit(test: boolean) {
    if (!event) {
      setErrors({ event: 'Please choose an event.' });
      return;
    }
    const body = {
      subject,
      message,
      audience,
      ...(audience === 'round' ? { round: Number(round) } : {}),
      test,
    };
    const parsed = AnnouncementInputSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const go = () =>
      send.mutate(
        { eventId: event.id, ...body },
        {
          onSuccess: (res) => {
            setSentId(res.id);
            showSuccess(test ? 'A test is on its way to you.' : sentTo(res));
          },
          onError: (err) => showError(err.message),
        },
      );
    if (test) go();
    else
      confirmAction({
        title: 'Send announcement?',
        message: `'${parsed.data.subject}' goes to ${audienceOf(audience, Number(round), event.eventName)}, one mail each.`,
        confirm: 'Send',
        onConfirm: go,
      });
  }

  if (events.isPending) return <PageLoader />;
  if (events.isLoadingError) return <ErrorState message={errorMessage(events.error, MSG.eventsFetchError)} read={events} />;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Announcements
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit(false);
          }}
        >
          <Stack gap="sm">
            <NativeSelect
              label="Event"
              data={[{ value: '', label: 'Choose an event' }, ...eventOptions]}
              value={eventId ?? ''}
              onChange={(e) => {
                setEventId(e.currentTarget.value || null);
                setSentId(null);
              }}
              error={errors.event}
            />
            <NativeSelect
              label="Send to"
              data={ANNOUNCEMENT_AUDIENCES.map((a) => ({
                value: a,
                label: ANNOUNCEMENT_AUDIENCE_LABELS[a],
              }))}
              value={audience}
              onChange={(e) => setAudience(e.currentTarget.value as AnnouncementAudience)}
              error={errors.audience}
            />
            {audience === 'round' && (
              <NumberInput
                label="Round"
                min={1}
                max={event?.numberOfRounds ?? 20}
                value={round}
                onChange={setRound}
                error={errors.round}
              />
            )}
            <TextInput
              label="Subject"
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              error={errors.subject}
            />
            <Textarea
              label="Message"
              description="Plain text: line breaks and links are kept."
              rows={8}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              error={errors.message}
            />
            <Group gap="sm">
              <Button variant="default" onClick={() => submit(true)} loading={send.isPending}>
                Send test to me
              </Button>
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Group>
            {sentId && <Delivery id={sentId} />}
          </Stack>
        </form>
        <Preview subject={subject} message={message} />
      </SimpleGrid>
      {event && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Sent for {event.eventName}
          </Title>
          <History eventId={event.id} />
        </Stack>
      )}
    </Stack>
  );
}

const people = (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`;

/** What a send did: the same announcement sent again reaches only those who joined since. */
function sentTo({ recipients, newRecipients }: AnnouncementQueued): string {
  if (newRecipients === recipients) return `Sending to ${people(recipients)}.`;
  if (newRecipients === 0) return `Everyone in this audience has had this announcement already.`;
  return `Sending to ${people(newRecipients)} who joined since; the other ${recipients - newRecipients} had it already.`;
}
