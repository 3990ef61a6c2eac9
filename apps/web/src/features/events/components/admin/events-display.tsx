import { MSG, type Event } from '@app/shared';
import { ActionIcon, Badge, Card, Collapse, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconDots,
  IconListDetails,
  IconPhotoOff,
  IconPhotoPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { confirmDelete, showError, showSuccess } from '../../../../lib/notify';
import { useDeleteEventAction } from './use-delete-event-action';
import { useRemovePoster } from '../../api/remove-poster';
import { DeadlineCountdown } from '../deadline-countdown';
import { PosterImage } from '../../../../components/poster-image';
import type { PortalLinks } from './event-management-portal';
import { PosterUploadDialog } from './poster-upload-dialog';
import { FeeBadge } from '../fee-badge';
import { SymposiumEventGrid, SymposiumTabs, useSymposiumEvents } from './symposium-events';

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
  const symposiumEvents = useSymposiumEvents();
  const { symposium, setSymposium } = symposiumEvents;
  const [posterFor, setPosterFor] = useState<Event | null>(null);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        All Events
      </Title>
      <SymposiumTabs value={symposium} onChange={setSymposium} />
      <SymposiumEventGrid
        query={symposiumEvents}
        cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
        empty="Events added in the Event Management Portal appear here."
        renderCard={(event) => (
          <DisplayCard
            key={event.id}
            event={event}
            onAddPoster={() => setPosterFor(event)}
            registrationsHref={links.registrations(event.id, event.symposiumName)}
            renderRegistrations={renderRegistrations}
          />
        )}
      />
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
