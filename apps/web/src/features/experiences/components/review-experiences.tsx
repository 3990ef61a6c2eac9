import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconExternalLink, IconTrash, IconX } from '@tabler/icons-react';
import { MSG, type AdminExperience } from '@app/shared';
import { EmptyState, ErrorState } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { confirmDelete, showError, showSuccess } from '../../../lib/notify';
import { useDeleteExperience } from '../api/delete-experience';
import { useReviewExperiences, type ReviewStatus } from '../api/list-review-experiences';
import { useUpdateExperienceStatus } from '../api/update-experience-status';
import { ExperienceTypeBadge } from './experience-card';

const TEXT = {
  pending: {
    title: 'Review Pending Experiences',
    intro: 'Approve an experience to publish it on Placement Details; the submitter is told by mail either way.',
    empty: 'No pending experiences to review.',
  },
  approved: {
    title: 'Manage Approved Experiences',
    intro: 'These experiences are public on Placement Details.',
    empty: 'No approved experiences to display.',
  },
} as const;

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** Review Pending Experiences and Manage Approved Experiences (SPEC §2). */
export function ReviewExperiences({ status }: { status: ReviewStatus }) {
  const list = useReviewExperiences(status);
  const update = useUpdateExperienceStatus();
  const remove = useDeleteExperience();
  const items = list.data?.pages.flat() ?? [];
  const text = TEXT[status];

  const review = (e: AdminExperience, to: 'approved' | 'rejected') =>
    update.mutate(
      { id: e.id, status: to },
      {
        onSuccess: (res) =>
          notifications.show({ color: to === 'approved' ? 'green' : 'gray', title: 'Success', message: `${res.message} (${e.name}, ${e.company})` }),
        onError: (err) => showError(errorMessage(err, MSG.experienceStatusFailed)),
      },
    );

  const onDelete = (e: AdminExperience) =>
    confirmDelete('experience', () =>
      remove.mutate(e.id, {
        onSuccess: () => showSuccess(MSG.experienceDeleted),
        onError: (err) => showError(errorMessage(err, MSG.experienceDeleteFailed)),
      }),
    );

  const busy = (id: number) => (update.isPending && update.variables?.id === id) || (remove.isPending && remove.variables === id);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>{text.title}</Title>
        <Text c="dimmed" size="sm">
          {text.intro}
        </Text>
      </Stack>
      {list.isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={96} radius="md" aria-hidden="true" />)}
      {list.isError && <ErrorState message={MSG.experiencesFetchFailed} />}
      {(list.isSuccess || list.isError) && items.length === 0 && (
        <Card withBorder radius="md">
          <EmptyState>{text.empty}</EmptyState>
        </Card>
      )}
      {items.map((e) => (
        <Card key={e.id} withBorder radius="md" padding="md" component="article" aria-label={`${e.name}, ${e.company}`}>
          <Group justify="space-between" align="center" gap="md" wrap="wrap">
            <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700} size="lg">
                  {e.name}
                </Text>
                <Text c="dimmed" aria-hidden="true">
                  ·
                </Text>
                <Text fw={600}>{e.company}</Text>
              </Group>
              <Group gap="xs" wrap="wrap">
                <ExperienceTypeBadge type={e.type} />
                <Text size="sm" c="dimmed">
                  Year of passing: {e.yearOfPassing}
                </Text>
              </Group>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {e.email}
                {e.linkedin && (
                  <>
                    {' · '}
                    <Anchor href={e.linkedin} target="_blank" rel="noopener noreferrer nofollow" size="sm">
                      LinkedIn
                    </Anchor>
                  </>
                )}
                {' · '}
                {status === 'pending' ? 'Submitted' : 'Approved'} {dateFormat.format(new Date(status === 'pending' ? e.createdAt : (e.reviewedAt ?? e.createdAt)))}
              </Text>
            </Stack>
            <Group gap="xs" wrap="wrap">
              <Button
                component="a"
                href={e.pdfUrl}
                target="_blank"
                rel="noopener noreferrer"
                variant="default"
                size="sm"
                leftSection={<IconExternalLink size={16} aria-hidden="true" />}
              >
                View Resume
              </Button>
              {status === 'pending' && (
                <>
                  <Button
                    color="green.8"
                    size="sm"
                    leftSection={<IconCheck size={16} aria-hidden="true" />}
                    onClick={() => review(e, 'approved')}
                    disabled={busy(e.id)}
                  >
                    Approve
                  </Button>
                  <Button
                    color="orange.9"
                    variant="light"
                    size="sm"
                    leftSection={<IconX size={16} aria-hidden="true" />}
                    onClick={() => review(e, 'rejected')}
                    disabled={busy(e.id)}
                  >
                    Reject
                  </Button>
                </>
              )}
              <Button
                color="red"
                variant="light"
                size="sm"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onDelete(e)}
                disabled={busy(e.id)}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
      {list.hasNextPage && (
        <Button variant="subtle" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
          Show more
        </Button>
      )}
    </Stack>
  );
}
