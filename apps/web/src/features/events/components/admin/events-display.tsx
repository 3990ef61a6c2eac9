import { MSG, SYMPOSIA, type Event, type SymposiumName } from '@app/shared';
import {
  ActionIcon,
  Badge,
  Card,
  Collapse,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconDots,
  IconListDetails,
  IconPhotoOff,
  IconPhotoPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState, PageLoader } from '../../../../components/page-state';
import { confirmDelete, showError, showSuccess } from '../../../../lib/notify';
import { useDeleteEventAction } from './use-delete-event-action';
import { useEvents } from '../../../../api/events';
import { useRemovePoster } from '../../api/remove-poster';
import { DeadlineCountdown } from '../deadline-countdown';
import { PosterImage } from '../poster-image';
import type { PortalLinks } from './event-management-portal';
import { PosterUploadDialog } from './poster-upload-dialog';
import { FeeBadge } from '../fee-badge';

/**
 * All Events (SPEC §2): a grid per symposium; each card's menu has Add Poster, Remove Poster,
 * Delete Event and View/Hide Registrations (shown in the card through `renderRegistrations`
 * when given, else a link to the registrations page).
 */
export function EventsDisplay({
  links,
  renderRegistrations,
}: {
  links: PortalLinks;
  renderRegistrations?: (event: Event) => ReactNode;
}) {
  const events = useEvents();
  const [symposium, setSymposium] = useState<SymposiumName>('Enigma');
  const [posterFor, setPosterFor] = useState<Event | null>(null);
  const list = (events.data ?? []).filter((e) => e.symposiumName === symposium);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        All Events
      </Title>
      <Tabs
        value={symposium}
        onChange={(v) => v && setSymposium(v as SymposiumName)}
        variant="pills"
        radius="xl"
      >
        <Tabs.List aria-label="Symposium">
          {SYMPOSIA.map((name) => (
            <Tabs.Tab key={name} value={name} fw={600}>
              {name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {events.isPending ? (
        <PageLoader label="Loading events..." />
      ) : events.isError ? (
        <ErrorState message={MSG.eventsLoadFailed} />
      ) : list.length === 0 ? (
        <EmptyState title={`No ${symposium} events yet`}>
          Events added in the Event Management Portal appear here.
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {list.map((event) => (
            <DisplayCard
              key={event.id}
              event={event}
              onAddPoster={() => setPosterFor(event)}
              registrationsHref={links.registrations(event.id, event.symposiumName)}
              renderRegistrations={renderRegistrations}
            />
          ))}
        </SimpleGrid>
      )}
      <PosterUploadDialog event={posterFor} onClose={() => setPosterFor(null)} />
    </Stack>
  );
}

function DisplayCard({
  event,
  onAddPoster,
  registrationsHref,
  renderRegistrations,
}: {
  event: Event;
  onAddPoster: () => void;
  registrationsHref: string;
  renderRegistrations?: (event: Event) => ReactNode;
}) {
  const removePoster = useRemovePoster();
  const [showRegistrations, setShowRegistrations] = useState(false);

  const onRemovePoster = () =>
    confirmDelete('poster', () =>
      removePoster.mutate(
        { id: event.id, symposiumName: event.symposiumName },
        {
          onSuccess: () => showSuccess(MSG.posterRemoved),
          onError: () => showError(MSG.posterRemoveFailed),
        },
      ),
    );

  const deleteEvent = useDeleteEventAction();
  const onDelete = () => deleteEvent(event);

  return (
    <Card
      withBorder
      padding={0}
      radius="md"
      component="article"
      aria-labelledby={`display-event-${event.id}`}
    >
      <PosterImage event={event} size="small" />
      <Stack gap={6} p="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" id={`display-event-${event.id}`} lh={1.3}>
            {event.eventName}
          </Title>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray.8"
                aria-label={`Actions for ${event.eventName}`}
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPhotoPlus size={16} />} onClick={onAddPoster}>
                {event.posterUrl ? 'Replace Poster' : 'Add Poster'}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconPhotoOff size={16} />}
                onClick={onRemovePoster}
                disabled={!event.posterUrl}
              >
                Remove Poster
              </Menu.Item>
              {renderRegistrations ? (
                <Menu.Item
                  leftSection={<IconListDetails size={16} />}
                  onClick={() => setShowRegistrations((v) => !v)}
                >
                  {showRegistrations ? 'Hide Registrations' : 'View Registrations'}
                </Menu.Item>
              ) : (
                <Menu.Item
                  leftSection={<IconListDetails size={16} />}
                  component={Link}
                  to={registrationsHref}
                >
                  View Registrations
                </Menu.Item>
              )}
              <Menu.Divider />
              <Menu.Item color="red.8" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Delete Event
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group gap={6}>
          <Badge size="sm" variant="light">
            {event.eventCategory}
          </Badge>
          <FeeBadge fees={event.registrationFees} size="sm" />
          {!event.posterUrl && (
            <Badge size="sm" variant="outline" color="gray.7">
              No poster
            </Badge>
          )}
        </Group>
        <DeadlineCountdown deadline={event.lastDateForRegistration} size="xs" />
        {renderRegistrations && (
          <Collapse expanded={showRegistrations}>
            {showRegistrations && <Text component="div">{renderRegistrations(event)}</Text>}
          </Collapse>
        )}
      </Stack>
    </Card>
  );
}
