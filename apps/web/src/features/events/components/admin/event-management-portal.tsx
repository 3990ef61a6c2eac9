import { formatSiteDateTime, MSG, type Account, type Event, type SymposiumName } from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingBank, IconEdit, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DeleteButton } from '../../../../components/delete-button';
import { ModalActions } from '../../../../components/modal-actions';
import { ErrorState } from '../../../../components/page-state';
import { errorMessage } from '../../../../lib/api-client';
import { confirmDelete, showError, showSuccess } from '../../../../lib/notify';
import { useAssignAccount } from '../../api/assign-account';
import { useDeleteEventAction } from './use-delete-event-action';
import { useRemoveEventAccount } from '../../api/remove-event-account';
import { EventForm, type CoordinatorsSlot } from './event-form';
import { FeeBadge } from '../fee-badge';
import { SymposiumEventGrid, SymposiumTabs, useSymposiumEvents } from './symposium-events';

export interface PortalLinks {
  /** Where View Registrations goes for an event. */
  registrations: (eventId: number, symposium: SymposiumName) => string;
}

/**
 * Event Management Portal (SPEC §2): symposium tabs, the Add/Edit Event form, and the event list
 * with Edit, Delete, Assign Account, View Registrations and the assigned accounts with Remove.
 */
export function EventManagementPortal({
  accounts,
  accountsError,
  links,
  coordinators,
}: {
  accounts: Account[] | undefined;
  accountsError: boolean;
  links: PortalLinks;
  coordinators?: CoordinatorsSlot;
}) {
  const symposiumEvents = useSymposiumEvents();
  const { symposium, setSymposium } = symposiumEvents;
  const [form, setForm] = useState<{ editing: Event | null; symposium?: string } | null>(null);
  const [assigning, setAssigning] = useState<Event | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');

  const onDelete = useDeleteEventAction();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          Event Management Portal
        </Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setForm({ editing: null })}
        >
          Add Event
        </Button>
      </Group>
      <SymposiumTabs value={symposium} onChange={setSymposium} />
      {accountsError && <ErrorState message={MSG.accountsLoadFailed} />}

      <SymposiumEventGrid
        query={symposiumEvents}
        cols={{ base: 1, md: 2 }}
        empty="Use Add Event to create the first one."
        renderCard={(event) => (
          <AdminEventCard
            key={event.id}
            event={event}
            registrationsHref={links.registrations(event.id, event.symposiumName)}
            onEdit={() => setForm({ editing: event })}
            onDelete={() => onDelete(event)}
            onAssign={() => setAssigning(event)}
          />
        )}
      />

      <Modal
        opened={!!form}
        onClose={() => setForm(null)}
        title={form?.editing ? `Edit ${form.editing.eventName}` : `Add an event to ${form?.symposium ?? symposium}`}
        size="xl"
        fullScreen={phone}
        closeOnClickOutside={false}
      >
        {form && (
          <EventForm
            key={form.editing?.id ?? 'new'}
            symposium={symposium}
            editing={form.editing}
            onDone={() => setForm(null)}
            coordinators={coordinators}
            onSymposiumChange={(chosen) => setForm((f) => f && { ...f, symposium: chosen })}
          />
        )}
      </Modal>
      <AssignAccountDialog
        event={assigning}
        accounts={accounts}
        onClose={() => setAssigning(null)}
      />
    </Stack>
  );
}

function AdminEventCard({
  event,
  registrationsHref,
  onEdit,
  onDelete,
  onAssign,
}: {
  event: Event;
  registrationsHref: string;
  onEdit: () => void;
  onDelete: () => void;
  onAssign: () => void;
}) {
  const removeLink = useRemoveEventAccount();
  const assigned = event.assignedAccounts ?? [];

  const onRemove = (account: Account) => {
    if (!event.id || !account.id) {
      showError(MSG.accountRemoveInvalid);
      return;
    }
    confirmDelete('account from the event', () =>
      removeLink.mutate(
        { eventId: event.id, accountId: account.id },
        {
          onSuccess: () => showSuccess(MSG.accountRemoved),
          onError: (err) => showError(MSG.accountRemoveFailed(err.message)),
        },
      ),
    );
  };

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`admin-event-${event.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" id={`admin-event-${event.id}`} lh={1.25}>
            {event.eventName}
          </Title>
          <FeeBadge fees={event.registrationFees} />
        </Group>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {event.eventCategory}
          </Badge>
          <Badge variant="outline" size="sm" color="gray.7">
            {event.numberOfRounds === 1 ? '1 round' : `${event.numberOfRounds} rounds`}
          </Badge>
          <Badge variant="outline" size="sm" color="gray.7">
            {event.teamOrIndividual}
          </Badge>
          {!event.isOpenForNonMIT && (
            <Badge variant="light" size="sm" color="grape" c="grape.9">
              MIT only
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          Registration closes {formatSiteDateTime(event.lastDateForRegistration)} (IST) ·{' '}
          {event.location}
        </Text>

        <Stack gap={6}>
          <Text size="sm" fw={600}>
            Payment accounts
          </Text>
          {assigned.length === 0 ? (
            event.registrationFees > 0 ? (
              <Alert color="yellow" variant="light" p="xs">
                <Text size="sm">No account assigned: students cannot pay for this event yet.</Text>
              </Alert>
            ) : (
              <Text size="sm" c="dimmed">
                None (free event)
              </Text>
            )
          ) : (
            assigned.map((a) => (
              <Group
                key={a.id}
                gap="xs"
                wrap="nowrap"
                justify="space-between"
                px="xs"
                py={4}
                bg="var(--mantine-color-gray-0)"
                style={{ borderRadius: 8 }}
              >
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconBuildingBank size={16} aria-hidden="true" />
                  <Text size="sm" truncate>
                    {a.accountName} · {a.bankName}
                  </Text>
                </Group>
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${a.accountName} from ${event.eventName}`}
                  onClick={() => onRemove(a)}
                />
              </Group>
            ))
          )}
        </Stack>

        <Group gap="xs" mt="xs">
          <CardAction icon={IconEdit} label="Edit" name={`Edit ${event.eventName}`} onClick={onEdit} />
          {/* A free event takes no payment, so it has no account to assign. */}
          {event.registrationFees > 0 && (
            <CardAction
              icon={IconBuildingBank}
              label="Assign Account"
              name={`Assign Account to ${event.eventName}`}
              onClick={onAssign}
            />
          )}
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={registrationsHref}
            leftSection={<IconListDetails size={14} aria-hidden="true" />}
            aria-label={`View Registrations of ${event.eventName}`}
          >
            View Registrations
          </Button>
          <DeleteButton
            size="xs"
            variant="light"
            c="red.9"
            iconSize={14}
            onClick={onDelete}
            aria-label={`Delete ${event.eventName}`}
          />
        </Group>
      </Stack>
    </Card>
  );
}

/** An action of an event's card: its words, and a name that says which event it acts on. */
function CardAction({
  icon: Icon,
  label,
  name,
  onClick,
}: {
  icon: typeof IconEdit;
  label: string;
  name: string;
  onClick: () => void;
}) {
  return (
    <Button size="xs" variant="light" leftSection={<Icon size={14} aria-hidden="true" />} onClick={onClick} aria-label={name}>
      {label}
    </Button>
  );
}

function AssignAccountDialog({
  event,
  accounts,
  onClose,
}: {
  event: Event | null;
  accounts: Account[] | undefined;
  onClose: () => void;
}) {
  const assign = useAssignAccount();
  const [accountId, setAccountId] = useState<string | null>(null);
  const taken = new Set((event?.assignedAccounts ?? []).map((a) => a.id));
  const choices = (accounts ?? []).filter((a) => !taken.has(a.id));

  const onAssign = () => {
    if (!event || !accountId) return;
    assign.mutate(
      { eventId: event.id, accountId: Number(accountId) },
      {
        onSuccess: () => {
          showSuccess(MSG.accountAssigned);
          setAccountId(null);
          onClose();
        },
        onError: (err) => showError(errorMessage(err, MSG.accountAssignFailed)),
      },
    );
  };

  return (
    <Modal
      opened={!!event}
      onClose={onClose}
      title={event ? `Assign an account to ${event.eventName}` : ''}
      centered
    >
      <Stack gap="sm">
        {choices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {(accounts ?? []).length === 0
              ? 'There are no accounts yet. Add one under Account Details first.'
              : 'Every account is already assigned to this event.'}
          </Text>
        ) : (
          <Select
            label="Account"
            placeholder="Choose an account"
            data={choices.map((a) => ({
              value: String(a.id),
              label: `${a.accountName} · ${a.bankName} (${a.accountNumber})`,
            }))}
            value={accountId}
            onChange={setAccountId}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <ModalActions
          onCancel={onClose}
          onConfirm={onAssign}
          disabled={!accountId}
          loading={assign.isPending}
          gap="sm"
        >
          Assign
        </ModalActions>
      </Stack>
    </Modal>
  );
}
