import { Button, Paper, Stack, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What a student sees once a payment is sent: a check mark, `heading`, what happens next, and a way to My Events. */
export function PaymentReceivedPanel({
  heading,
  enrolledPath,
  children,
}: {
  heading: ReactNode;
  enrolledPath: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" color="teal" variant="light">
          <IconCircleCheck size={34} aria-hidden="true" />
        </ThemeIcon>
        {heading}
        {children}
        <Button component={Link} to={enrolledPath}>
          Go to My Events
        </Button>
      </Stack>
    </Paper>
  );
}
