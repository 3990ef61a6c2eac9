import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useJob } from '../api/get-job';
import { certificateKeys } from '../api/keys';

/** The mailing batch of an issue: a bar that fills as the mails are queued. */
export function IssueProgress({ jobId, eventId }: { jobId: number; eventId: number }) {
  const job = useJob(jobId);
  const qc = useQueryClient();
  const finished = job.data?.status === 'done';
  useEffect(() => {
    if (finished) void qc.invalidateQueries({ queryKey: certificateKeys.summary(eventId) });
  }, [finished, qc, eventId]);
  if (!job.data) return null;
  const { progress, total, status } = job.data;
  const pct = total > 0 ? Math.round((progress / total) * 100) : status === 'done' ? 100 : 0;
  if (status === 'failed') {
    return (
      <Alert color="red" title="Mailing stopped">
        {progress} of {total} mailed. {job.data.error ?? ''} Issue again to send the rest.
      </Alert>
    );
  }
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {status === 'done'
            ? total === 1
              ? 'Certificate mailed'
              : // The bar follows the last issue only; the list below holds every certificate.
                `All ${total} certificates of the last issue mailed`
            : `Mailing certificates: ${progress} of ${total}`}
        </Text>
        <Text size="sm" c="dimmed">
          {pct}%
        </Text>
      </Group>
      <Progress
        value={pct}
        animated={status !== 'done'}
        color={status === 'done' ? 'teal' : 'brand'}
        aria-label="Mailing progress"
      />
    </Stack>
  );
}
