import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconMailCheck, IconSend } from '@tabler/icons-react';
import { MSG, ROUND_MESSAGE_MAX } from '@app/shared';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import { useNotifyStatus } from '../api/get-notify-status';
import { useNotifyRound } from '../api/notify-round';
import { formatRoundDate } from '../lib/format';

interface NotifyPanelProps {
  eventId: number;
  eventName: string;
  roundNumber: number;
  counts: { eligible: number; ineligible: number; undecided: number };
}

const people = (n: number) => `${n} ${n === 1 ? 'participant' : 'participants'}`;

/** One group's message: a box that grows with its text, up to the longest message a round may send. */
function MessageBox({
  onChange,
  ...props
}: {
  label: string;
  description: string;
  placeholder: string;
  value: string;
  onChange: (message: string) => void;
}) {
  return (
    <Textarea
      {...props}
      autosize
      minRows={4}
      maxRows={10}
      maxLength={ROUND_MESSAGE_MAX}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

/** The two message boxes and Send Notifications, with the progress of the queued mails. */
export function NotifyPanel({ eventId, eventName, roundNumber, counts }: NotifyPanelProps) {
  const [eligibleMessage, setEligibleMessage] = useState('');
  const [ineligibleMessage, setIneligibleMessage] = useState('');
  // The messages of the last send from this page, while the boxes still hold them: nothing is ready to send.
  const [sent, setSent] = useState<{ eligibleMessage: string; ineligibleMessage: string } | null>(null);
  const alreadySent = sent?.eligibleMessage === eligibleMessage && sent.ineligibleMessage === ineligibleMessage;
  const notify = useNotifyRound();
  const status = useNotifyStatus(eventId, roundNumber);
  const last = status.data?.notice ?? null;

  const toEligible = eligibleMessage.trim() ? counts.eligible : 0;
  const toIneligible = ineligibleMessage.trim() ? counts.ineligible : 0;
  const total = toEligible + toIneligible;

  const send = () => {
    const parts = [
      toEligible > 0 && `the eligible message to ${people(toEligible)}`,
      toIneligible > 0 && `the non-eligible message to ${people(toIneligible)}`,
    ].filter(Boolean);
    const again = last ? ` Notifications for this round were already sent on ${formatRoundDate(last.createdAt)}; they will be sent again.` : '';
    confirmAction({
      title: 'Send notifications?',
      message: `This sends ${parts.join(' and ')} of ${eventName}, Round ${roundNumber}. Each participant gets a mail of their own.${again}`,
      confirm: 'Send Notifications',
      onConfirm: () =>
        notify.mutate(
          { eventId, roundNumber, eligibleMessage, ineligibleMessage },
          {
            onSuccess: (res) => {
              setSent({ eligibleMessage, ineligibleMessage });
              showSuccess(res.message);
            },
            onError: (err) => showError(errorMessage(err, MSG.winnersNotifyFailed)),
          },
        ),
    });
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="notify-title">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={3} size="h4" id="notify-title">
            Notify participants of Round {roundNumber}
          </Title>
          <Text size="sm" c="dimmed">
            Each participant gets a separate mail. Undecided participants get nothing, and a box left empty sends nothing to
            its group.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MessageBox
            label="Message to eligible participants"
            description={`Goes to the ${people(counts.eligible)} marked eligible.`}
            placeholder="Congratulations! You are through to the next round…"
            value={eligibleMessage}
            onChange={setEligibleMessage}
          />
          <MessageBox
            label="Message to non-eligible participants"
            description={`Goes to the ${people(counts.ineligible)} marked not eligible.`}
            placeholder="Thank you for taking part…"
            value={ineligibleMessage}
            onChange={setIneligibleMessage}
          />
        </SimpleGrid>
        <Group justify="space-between" align="center" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
            {total === 0
              ? 'Write a message for a group that has participants with a result to send notifications.'
              : alreadySent
                ? 'These messages were sent.'
                : `Ready to send ${total} ${total === 1 ? 'mail' : 'mails'}.`}
          </Text>
          <Button leftSection={<IconSend size={18} aria-hidden="true" />} onClick={send} disabled={total === 0} loading={notify.isPending}>
            Send Notifications
          </Button>
        </Group>
        {last && <SendProgress notice={last} />}
      </Stack>
    </Card>
  );
}

type Notice = NonNullable<NonNullable<ReturnType<typeof useNotifyStatus>['data']>['notice']>;

function SendProgress({ notice }: { notice: Notice }) {
  const done = notice.pending === 0;
  const percent = notice.total ? Math.round(((notice.sent + notice.failed) / notice.total) * 100) : 100;
  return (
    <Alert
      variant="light"
      color={notice.failed > 0 ? 'orange' : done ? 'green' : 'brand'}
      icon={<IconMailCheck size={20} aria-hidden="true" />}
      title={done ? 'Notifications sent' : 'Sending notifications…'}
    >
      <Stack gap={6}>
        <Text size="sm" role="status" aria-live="polite">
          {notice.sent} of {notice.total} mails sent
          {notice.pending > 0 ? `, ${notice.pending} waiting` : ''}
          {notice.failed > 0 ? `, ${notice.failed} could not be delivered` : ''}. Queued {formatRoundDate(notice.createdAt)}:{' '}
          {notice.queued.eligible} eligible, {notice.queued.ineligible} not eligible.
        </Text>
        <Progress
          value={percent}
          color={notice.failed > 0 ? 'orange' : 'green'}
          animated={!done}
          aria-label={`Notifications: ${notice.sent} of ${notice.total} sent`}
        />
      </Stack>
    </Alert>
  );
}
