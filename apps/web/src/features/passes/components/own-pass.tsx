import type { MyPass } from '@app/shared';
import { Button, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { EntryPassCard } from './entry-pass-card';

/**
 * `/check-in/{passCode}` opened by the pass's own holder (the link of their verification mail):
 * the pass to show at the door, as My Events shows it, and the way to My Events.
 */
export function OwnPass({ pass, myEventsPath }: { pass: MyPass; myEventsPath: string }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Your entry pass
      </Title>
      <EntryPassCard pass={pass} />
      <Group>
        <Button component={Link} to={myEventsPath} variant="light">
          My Events
        </Button>
      </Group>
    </Stack>
  );
}
