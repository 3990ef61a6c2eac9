import { formatSiteDateTime, SCHEDULE_MSG } from '@app/shared';
import { Alert, Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarDown, IconCheck, IconCopy, IconLink, IconLinkOff, IconRefresh, IconRss } from '@tabler/icons-react';
import { useState } from 'react';
import { DownloadButton } from '../../../components/link-buttons';
import { errorMessage } from '../../../lib/api-client';
import { confirmAction, showError, showSuccess } from '../../../lib/notify';
import { useCalendarLink, useCreateCalendarLink, useRevokeCalendarLink } from '../api/calendar-link';

/** The full https address of a root-relative path, and its webcal:// twin that calendar apps subscribe to. */
function addresses(path: string) {
  const https = new URL(path, window.location.origin).toString();
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/**
 * 'Your calendar' on My Events (SPEC-2 §J): download every registered round as one .ics, or
 * subscribe through a private link that works without logging in. The link is shown once, when
 * made; a new one replaces it and 'Turn off' ends it.
 */
export function CalendarFeed() {
  const status = useCalendarLink(true);
  const create = useCreateCalendarLink();
  const revoke = useRevokeCalendarLink();
  const [fresh, setFresh] = useState<string | null>(null);

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: (res) => setFresh(res.path),
      onError: (err) => showError(errorMessage(err, SCHEDULE_MSG.calendarLinkNotFound)),
    });
  const onNew = () =>
    confirmAction({
      title: 'New calendar link',
      message: 'Make a new private link? Calendar apps using the old one stop getting updates.',
      confirm: 'Make a new link',
      onConfirm: makeLink,
    });
  const onOff = () =>
    confirmAction({
      title: 'Turn off calendar link',
      message: 'Turn off your private calendar link? Calendar apps using it stop getting updates.',
      confirm: 'Turn off',
      danger: true,
      onConfirm: () =>
        revoke.mutate(undefined, {
          onSuccess: (res) => {
            setFresh(null);
            showSuccess(res.message, 2500);
          },
          onError: (err) => showError(errorMessage(err, SCHEDULE_MSG.calendarLinkNotFound)),
        }),
    });

  const link = fresh ? addresses(fresh) : null;
  const active = status.data?.active ?? false;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calendar-feed-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-feed-title">
          Your calendar
        </Title>
        <Text size="sm" c="dimmed">
          Every round of your registered events, in India time, for Google Calendar, Apple Calendar or Outlook.
        </Text>
        <Group gap="xs">
          <DownloadButton href="/api/calendar/mine.ics" fileName="my-csmit-events.ics" variant="default" icon={IconCalendarDown}>
            Add all to calendar
          </DownloadButton>
          {!active && !link && (
            <Button variant="light" leftSection={<IconLink size={18} aria-hidden="true" />} onClick={makeLink} loading={create.isPending}>
              Make a private link
            </Button>
          )}
        </Group>
        {link && (
          <Alert color="teal" variant="light" p="sm" title={SCHEDULE_MSG.calendarLinkCreated}>
            <Stack gap="xs">
              <TextInput
                label="Private calendar link"
                value={link.https}
                readOnly
                onFocus={(e) => e.currentTarget.select()}
                styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
              />
              <Group gap="xs">
                <Button component="a" href={link.webcal} leftSection={<IconRss size={18} aria-hidden="true" />}>
                  Subscribe
                </Button>
                <CopyButton value={link.https} timeout={1500}>
                  {({ copied, copy }) => (
                    <Button
                      variant="default"
                      onClick={copy}
                      leftSection={copied ? <IconCheck size={18} aria-hidden="true" /> : <IconCopy size={18} aria-hidden="true" />}
                    >
                      {copied ? 'Copied' : 'Copy link'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
              <Text size="xs">Anyone with this link can see your events: keep it to yourself.</Text>
            </Stack>
          </Alert>
        )}
        {active && (
          <Group gap="xs" justify="space-between" wrap="wrap">
            <Text size="sm">
              {!link && status.data?.createdAt ? `Your private link is on (made ${formatSiteDateTime(status.data.createdAt)}).` : null}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" leftSection={<IconRefresh size={16} aria-hidden="true" />} onClick={onNew} loading={create.isPending}>
                New link
              </Button>
              <Button size="xs" variant="subtle" color="red.8" leftSection={<IconLinkOff size={16} aria-hidden="true" />} onClick={onOff} loading={revoke.isPending}>
                Turn off
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
