import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuilding, IconCheck, IconExternalLink, IconX } from '@tabler/icons-react';
import { MSG, type AdminExperience } from '@app/shared';
import { useState } from 'react';
import { DeleteButton } from '../../../components/delete-button';
import { SkeletonCards } from '../../../components/skeleton-cards';
import { ShowMoreButton } from '../../../components/show-more-button';
import { ErrorState } from '../../../components/page-state';
import { errorMessage } from '../../../lib/api-client';
import { confirmDelete, showError, showSuccess } from '../../../lib/notify';
import { useDeleteExperience } from '../api/delete-experience';
import { useReviewExperiences, type ReviewStatus } from '../api/list-review-experiences';
import { useUpdateExperienceStatus } from '../api/update-experience-status';
import { ExperienceTypeBadge } from './experience-card';
import { NewTabButton } from '../../../components/link-buttons';
import { ArticleCard, EmptyStateCard } from '../../../components/bordered-card';

const TEXT = {
  pending: {
    title: 'Review Pending Experiences',
    intro:
      'Approve an experience to publish it on Placement Details; the submitter is told by mail either way.',
    empty: 'No pending experiences to review.',
  },
  approved: {
    title: 'Manage Approved Experiences',
    intro: 'These experiences are public on Placement Details.',
    empty: 'No approved experiences to display.',
  },
} as const;

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeZone: 'Asia/Kolkata',
});

/** Review Pending Experiences and Manage Approved Experiences (SPEC §2). */
export function ReviewExperiences({ status }: { status: ReviewStatus }) {
  const list = useReviewExperiences(status);
  const update = useUpdateExperienceStatus();
  const remove = useDeleteExperience();
  const items = list.data?.pages.flat() ?? [];
  const text = TEXT[status];
  // Approving many in a row should not need a dialog closed each time: the outcome shows inline.
  const [done, setDone] = useState<string | null>(null);

  const review = (e: AdminExperience, to: 'approved' | 'rejected') =>
    update.mutate(
      { id: e.id, status: to },
      {
        onSuccess: (res) => setDone(`${res.message} (${e.name}, ${e.company})`),
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

  const busy = (id: number) =>
    (update.isPending && update.variables?.id === id) ||
    (remove.isPending && remove.variables === id);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{text.title}</Title>
        <Text c="gray.7" size="sm">
          {text.intro}
        </Text>
      </Stack>
      {done && (
        <Alert
          color="teal"
          title="Success"
          role="status"
          withCloseButton
          closeButtonLabel="Dismiss"
          styles={{ title: { color: 'var(--mantine-color-teal-9)' } }}
          onClose={() => setDone(null)}
        >
          {done}
        </Alert>
      )}
      {list.isPending && <SkeletonCards count={3} height={96} />}
      {list.isLoadingError && <ErrorState message={MSG.experiencesFetchFailed} read={list} />}
      {(list.isSuccess || list.isLoadingError) && items.length === 0 && (
        <EmptyStateCard>{text.empty}</EmptyStateCard>
      )}
      {items.map((e) => (
        <ArticleCard key={e.id} aria-label={`${e.name}, ${e.company}`}>
          <Group justify="space-between" align="center" gap="md" wrap="wrap">
            <Stack gap={6} style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Text fw={700} size="lg">
                {e.name}
              </Text>
              <Group gap={6} wrap="nowrap">
                <IconBuilding size={16} aria-hidden="true" style={{ flex: 'none' }} />
                <Text fw={600}>
                  <span className="visually-hidden">Company: </span>
                  {e.company}
                </Text>
              </Group>
              <Group gap="xs" wrap="wrap">
                <ExperienceTypeBadge type={e.type} />
                <Text size="sm" c="gray.7">
                  Year of passing: {e.yearOfPassing}
                </Text>
              </Group>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {e.email}
                {e.linkedin && (
                  <>
                    {' · '}
                    <Anchor
                      href={e.linkedin}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      size="sm"
                      underline="always"
                    >
                      LinkedIn
                    </Anchor>
                  </>
                )}
                {' · '}
                {status === 'pending' ? 'Submitted' : 'Approved'}{' '}
                {dateFormat.format(
                  new Date(status === 'pending' ? e.createdAt : (e.reviewedAt ?? e.createdAt)),
                )}
              </Text>
            </Stack>
            <SimpleGrid
              cols={{ base: 2, sm: status === 'pending' ? 4 : 2 }}
              spacing="xs"
              style={{ flex: '0 1 auto' }}
              w={{ base: '100%', sm: 'auto' }}
            >
              <NewTabButton
                href={e.pdfUrl}
                rel="noopener noreferrer"
                variant="default"
                size="sm"
                px="xs"
                icon={IconExternalLink}
                iconSize={16}
                aria-label={`View Resume of ${e.name} (${e.company})`}
              >
                View Resume
              </NewTabButton>
              {status === 'pending' && (
                <>
                  <Button
                    color="teal.9"
                    size="sm"
                    px="xs"
                    leftSection={<IconCheck size={16} aria-hidden="true" />}
                    onClick={() => review(e, 'approved')}
                    disabled={busy(e.id)}
                    aria-label={`Approve the experience of ${e.name} (${e.company})`}
                  >
                    Approve
                  </Button>
                  <Button
                    variant="default"
                    size="sm"
                    px="xs"
                    leftSection={
                      <IconX size={16} color="var(--mantine-color-red-9)" aria-hidden="true" />
                    }
                    onClick={() => review(e, 'rejected')}
                    disabled={busy(e.id)}
                    aria-label={`Reject the experience of ${e.name} (${e.company})`}
                  >
                    Reject
                  </Button>
                </>
              )}
              <DeleteButton
                color="red.9"
                variant="outline"
                size="sm"
                px="xs"
                iconSize={16}
                onClick={() => onDelete(e)}
                disabled={busy(e.id)}
                aria-label={`Delete the experience of ${e.name} (${e.company})`}
              />
            </SimpleGrid>
          </Group>
        </ArticleCard>
      ))}
      <ShowMoreButton query={list} />
    </Stack>
  );
}
