import { Stack } from '@mantine/core';
import { useMyPasses } from '../api/get-my-passes';
import { EntryPassCard } from './entry-pass-card';

/** The student's entry passes, one per symposium; nothing until a registration is verified. */
export function EntryPasses({ enabled }: { enabled: boolean }) {
  const { data } = useMyPasses(enabled);
  if (!data || data.length === 0) return null;
  return (
    <Stack gap="md">
      {data.map((p) => (
        <EntryPassCard key={p.symposiumName} pass={p} />
      ))}
    </Stack>
  );
}
