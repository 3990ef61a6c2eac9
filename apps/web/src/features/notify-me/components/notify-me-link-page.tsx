import { Alert, Button, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBellOff, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { confirmNotify, unsubscribeNotify } from '../api/notify-me';

const ACTIONS = {
  confirm: { run: confirmNotify, title: 'Address confirmed', busy: 'Confirming your address…', icon: IconCircleCheck },
  unsubscribe: { run: unsubscribeNotify, title: 'Unsubscribed', busy: 'Unsubscribing…', icon: IconBellOff },
};

/**
 * The page a 'notify me' mail links to: it confirms or unsubscribes once it opens (one click, the
 * link's own), and says what happened.
 */
export function NotifyMeLinkPage({ action, token, eventsPath }: { action: keyof typeof ACTIONS; token: string; eventsPath: string }) {
  const { run, title, busy, icon: Icon } = ACTIONS[action];
  const call = useMutation({ mutationFn: run });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    call.mutate(token);
  }, [call, token]);

  return (
    <Paper withBorder radius="md" p="xl">
      {call.isSuccess ? (
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="teal" variant="light">
            <Icon size={32} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text role="status">{call.data.message}</Text>
          <Button component={Link} to={eventsPath} variant="light">
            See the events
          </Button>
        </Stack>
      ) : call.isError ? (
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={56} radius="xl" color="gray" variant="light">
            <IconLinkOff size={32} aria-hidden="true" />
          </ThemeIcon>
          <Title order={1} size="h2">
            This link did not work
          </Title>
          <Alert color="red" role="alert" w="100%">
            {errorMessage(call.error, 'Please try again in a moment.')}
          </Alert>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" py="md">
          <Loader aria-hidden="true" />
          <Text>{busy}</Text>
        </Stack>
      )}
    </Paper>
  );
}
