import { NotifyMeInputSchema } from '@app/shared';
import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { IconBell, IconMailCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useRequestNotify } from '../api/notify-me';

/**
 * 'Notify me': an address and a button. The answer is the same whatever the address's state, so
 * the form shows it as is; it asks the visitor to confirm from the mail.
 */
export function NotifyMeForm({ variant = 'light', autoFocus = false }: { variant?: 'light' | 'dark'; autoFocus?: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const notify = useRequestNotify();
  const id = useId();
  const dark = variant === 'dark';

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const parsed = NotifyMeInputSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    try {
      setDone((await notify.mutateAsync(parsed.data.email)).message);
    } catch (err) {
      setError(errorMessage(err, 'Could not save your address. Please try again.'));
    }
  };

  if (done) {
    return (
      <Alert
        role="status"
        color="teal"
        variant={dark ? 'white' : 'light'}
        icon={<IconMailCheck size={20} aria-hidden="true" />}
        title="Check your inbox"
        maw={520}
      >
        {done}
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Notify me when registration opens">
      <Text id={`${id}-hint`} size="sm" fw={600} c={dark ? 'white' : undefined} mb={6}>
        Get one mail when registration opens.
      </Text>
      <Group gap="xs" align="flex-start" wrap="nowrap" maw={520}>
        <TextInput
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
          inputMode="email"
          aria-label="Your email"
          aria-describedby={`${id}-hint`}
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error}
          style={{ flex: 1, minWidth: 0 }}
          styles={dark ? { error: { color: '#ffd8d8' } } : undefined}
        />
        <Button type="submit" loading={notify.isPending} leftSection={<IconBell size={16} aria-hidden="true" />} color={dark ? 'yellow' : undefined} c={dark ? 'dark.9' : undefined}>
          Notify me
        </Button>
      </Group>
    </form>
  );
}
