import {
  DEFAULT_MAX_TEAM_SIZE,
  DEFAULT_MIN_TEAM_SIZE,
  DEFAULT_WAITLIST_OFFER_HOURS,
  SEATS_MSG,
  CreateEventInputSchema,
  DEFAULT_ROUNDS,
  EVENT_CATEGORIES,
  MAX_ROUNDS,
  MSG,
  SITE_TIME_ZONE,
  SYMPOSIA,
  TEAM_OR_INDIVIDUAL,
  toSiteDateTimeInput,
  type CreateEventInput,
  type Event,
  type SymposiumName,
} from '@app/shared';
import {
  Alert,
  Card,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { ModalActions } from '../../../../components/modal-actions';
import { WholeNumberInput } from '../../../../components/whole-number-input';
import { errorMessage } from '../../../../lib/api-client';
import { focusFirstError, zodValidate } from '../../../../lib/form';
import { showError, showSuccess } from '../../../../lib/notify';
import { useCreateEvent } from '../../api/create-event';
import { useUpdateEvent } from '../../api/update-event';

interface RoundValues {
  roundDetails: string;
  roundDateTime: string;
}

export interface EventFormValues {
  eventName: string;
  eventCategory: string;
  eventDescription: string;
  numberOfRounds: number | string;
  teamOrIndividual: string;
  location: string;
  registrationFees: number | string;
  coordinatorName: string;
  coordinatorContactNo: string;
  coordinatorMail: string;
  lastDateForRegistration: string;
  isOpenForNonMIT: boolean;
  symposiumName: string;
  registrationLink: string;
  rounds: RoundValues[];
  /** Empty for no limit. */
  capacity: number | string;
  waitlistOfferHours: number | string;
  minTeamSize: number | string;
  maxTeamSize: number | string;
}

const emptyRound = (): RoundValues => ({ roundDetails: '', roundDateTime: '' });

/**
 * For the date and time fields: Tab is left to the browser, unseen by the dialog's focus trap. The
 * trap lets the browser move focus out of such a field (Tab first steps through its day, month,
 * year and time) and checks where it went a moment later; a second Tab pressed before that check
 * (the form re-renders when a field first takes focus, and the browser serves keys before timers)
 * was undone, focus going back to the field after the date. These fields are never the first or
 * last in the dialog, so the browser's order is the trap's.
 */
function leaveTabToBrowser(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'Tab') event.stopPropagation();
}

export function initialEventValues(
  symposium: SymposiumName,
  event?: Event | null,
): EventFormValues {
  if (!event) {
    return {
      eventName: '',
      eventCategory: '',
      eventDescription: '',
      numberOfRounds: DEFAULT_ROUNDS,
      teamOrIndividual: 'Individual',
      location: '',
      registrationFees: 0,
      coordinatorName: '',
      coordinatorContactNo: '',
      coordinatorMail: '',
      lastDateForRegistration: '',
      isOpenForNonMIT: true,
      symposiumName: symposium,
      registrationLink: '',
      rounds: Array.from({ length: DEFAULT_ROUNDS }, emptyRound),
      capacity: '',
      waitlistOfferHours: DEFAULT_WAITLIST_OFFER_HOURS,
      minTeamSize: DEFAULT_MIN_TEAM_SIZE,
      maxTeamSize: DEFAULT_MAX_TEAM_SIZE,
    };
  }
  return {
    eventName: event.eventName,
    eventCategory: event.eventCategory,
    eventDescription: event.eventDescription,
    numberOfRounds: event.numberOfRounds,
    teamOrIndividual: event.teamOrIndividual,
    location: event.location,
    registrationFees: event.registrationFees,
    coordinatorName: event.coordinatorName,
    coordinatorContactNo: event.coordinatorContactNo,
    coordinatorMail: event.coordinatorMail,
    lastDateForRegistration: toSiteDateTimeInput(event.lastDateForRegistration),
    isOpenForNonMIT: event.isOpenForNonMIT,
    symposiumName: event.symposiumName,
    registrationLink: event.registrationLink ?? '',
    rounds: event.rounds.map((r) => ({
      roundDetails: r.roundDetails,
      roundDateTime: toSiteDateTimeInput(r.roundDateTime),
    })),
    capacity: event.capacity ?? '',
    waitlistOfferHours: event.waitlistOfferHours,
    minTeamSize: event.minTeamSize,
    maxTeamSize: event.maxTeamSize,
  };
}

/** Adding or trimming round entries to match the number of rounds (SPEC §4 event form). */
export function resizeRounds(rounds: RoundValues[], count: number): RoundValues[] {
  const n = Math.max(0, Math.min(MAX_ROUNDS, Math.floor(count) || 0));
  return n <= rounds.length
    ? rounds.slice(0, n)
    : [...rounds, ...Array.from({ length: n - rounds.length }, emptyRound)];
}

/** A field the admin's page puts in the form: the coordinators, composed from another feature. */
export interface CoordinatorsSlot {
  /** `fillContact` puts a person's contact in the form's coordinator fields. */
  render: (ctx: {
    eventId: number | null;
    fillContact: (c: { name: string; mobile: string; email: string }) => void;
  }) => ReactNode;
  /** Saves the chosen coordinators once the event itself is saved (its id is known then). */
  save: (eventId: number, editingId: number | null) => Promise<void>;
}

/**
 * Add / Edit Event (SPEC §4, §5): choosing Workshop sets rounds to 0, disables the rounds input
 * and hides the round forms; changing the number of rounds adds or trims round entries.
 */
export function EventForm({
  symposium,
  editing,
  onDone,
  coordinators,
  onSymposiumChange,
}: {
  symposium: SymposiumName;
  editing: Event | null;
  onDone: () => void;
  coordinators?: CoordinatorsSlot;
  /** The symposium chosen in the form (the dialog's title names it). */
  onSymposiumChange?: (symposium: string) => void;
}) {
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: initialEventValues(symposium, editing),
    validate: zodValidate(CreateEventInputSchema),
    onValuesChange: (values, previous) => {
      if (values.symposiumName !== previous.symposiumName) onSymposiumChange?.(values.symposiumName);
    },
  });
  const workshop = form.values.eventCategory === 'Workshop';
  // Made free, the event loses its payment accounts when saved (a free event takes no payment).
  const droppedAccounts =
    form.values.registrationFees === 0 ? (editing?.assignedAccounts ?? []) : [];

  const onCategory = (value: string | null) => {
    const next = value ?? '';
    form.setFieldValue('eventCategory', next);
    if (next === 'Workshop') {
      form.setFieldValue('numberOfRounds', 0);
      form.setFieldValue('rounds', []);
    } else if (workshop) {
      form.setFieldValue('numberOfRounds', DEFAULT_ROUNDS);
      form.setFieldValue('rounds', resizeRounds([], DEFAULT_ROUNDS));
    }
  };

  const onRounds = (value: number | string) => {
    form.setFieldValue('numberOfRounds', value);
    if (typeof value === 'number')
      form.setFieldValue('rounds', resizeRounds(form.values.rounds, value));
  };

  const formRef = useRef<HTMLFormElement>(null);
  const onSubmit = form.onSubmit(
    (values) => {
      const input = values as unknown as CreateEventInput;
      const handlers = {
        onSuccess: async (res: { message: string; event: Event }) => {
          try {
            await coordinators?.save(res.event.id, editing?.id ?? null);
          } catch (err) {
            showError(errorMessage(err, MSG.eventSaveFailed));
            return;
          }
          showSuccess(res.message);
          onDone();
        },
        onError: (err: Error) => showError(errorMessage(err, MSG.eventSaveFailed)),
      };
      if (editing) update.mutate({ id: editing.id, input }, handlers);
      else create.mutate(input, handlers);
    },
    () => focusFirstError(formRef.current),
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label="Event name" withAsterisk {...form.getInputProps('eventName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Category"
            placeholder="Choose a category"
            data={[...EVENT_CATEGORIES]}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('eventCategory')}
            onChange={onCategory}
          />
          <Select
            label="Symposium"
            data={[...SYMPOSIA]}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('symposiumName')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          withAsterisk
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('eventDescription')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Location" withAsterisk {...form.getInputProps('location')} />
          <WholeNumberInput
            label="Registration fees"
            description="Whole rupees; 0 makes the event free"
            prefix="₹"
            min={0}
            thousandSeparator=","
            withAsterisk
            {...form.getInputProps('registrationFees')}
          />
        </SimpleGrid>
        {droppedAccounts.length > 0 && (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="sm">
              {MSG.freeEventDropsAccounts(droppedAccounts.map((a) => a.accountName).join(', '))}
            </Text>
          </Alert>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Participation
          </Text>
          <SegmentedControl
            data={[...TEAM_OR_INDIVIDUAL]}
            {...form.getInputProps('teamOrIndividual')}
          />
        </Stack>
        {form.values.teamOrIndividual === 'Team' && (
          <SimpleGrid cols={2} spacing="sm">
            <WholeNumberInput
              label="Smallest team"
              min={1}
              max={10}
              {...form.getInputProps('minTeamSize')}
            />
            <WholeNumberInput
              label="Largest team"
              min={1}
              max={10}
              {...form.getInputProps('maxTeamSize')}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <WholeNumberInput
            label="Seats"
            description={
              form.values.teamOrIndividual === 'Team'
                ? `${SEATS_MSG.seatsHint}; counts teams`
                : SEATS_MSG.seatsHint
            }
            min={1}
            {...form.getInputProps('capacity')}
          />
          <WholeNumberInput
            label="Offer hours"
            description="How long a freed seat is held for the next on the waitlist (1 to 168)"
            min={1}
            max={168}
            {...form.getInputProps('waitlistOfferHours')}
          />
        </SimpleGrid>
        <TextInput
          type="datetime-local"
          label="Last date for registration"
          description={`India time (${SITE_TIME_ZONE})`}
          withAsterisk
          onKeyDown={leaveTabToBrowser}
          {...form.getInputProps('lastDateForRegistration')}
        />
        <Switch
          label="Open to students of other colleges (non-MIT)"
          {...form.getInputProps('isOpenForNonMIT', { type: 'checkbox' })}
        />
        <TextInput
          label="Registration link"
          placeholder="https:// (optional)"
          {...form.getInputProps('registrationLink')}
        />

        <Title order={3} size="h5" mt="xs">
          Coordinator
        </Title>
        {coordinators?.render({
          eventId: editing?.id ?? null,
          fillContact: (c) =>
            form.setValues({
              coordinatorName: c.name,
              coordinatorContactNo: c.mobile,
              coordinatorMail: c.email,
            }),
        })}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Name" withAsterisk {...form.getInputProps('coordinatorName')} />
          <TextInput
            label="Contact number"
            type="tel"
            withAsterisk
            {...form.getInputProps('coordinatorContactNo')}
          />
          <TextInput
            label="Email"
            type="email"
            withAsterisk
            {...form.getInputProps('coordinatorMail')}
          />
        </SimpleGrid>

        <Title order={3} size="h5" mt="xs">
          Rounds
        </Title>
        <WholeNumberInput
          label="Number of rounds"
          description={workshop ? 'Workshops have no rounds.' : `0 to ${MAX_ROUNDS}`}
          min={0}
          max={MAX_ROUNDS}
          disabled={workshop}
          withAsterisk
          maw={220}
          {...form.getInputProps('numberOfRounds')}
          onChange={onRounds}
        />
        {!workshop &&
          form.values.rounds.map((_, i) => (
            <Card key={i} withBorder padding="sm" bg="var(--mantine-color-gray-0)">
              <Stack gap="xs">
                <Text size="sm" fw={700}>
                  Round {i + 1}
                </Text>
                <Textarea
                  label="Details"
                  withAsterisk
                  autosize
                  minRows={2}
                  {...form.getInputProps(`rounds.${i}.roundDetails`)}
                />
                <TextInput
                  type="datetime-local"
                  label="Date and time"
                  description="India time (optional)"
                  onKeyDown={leaveTabToBrowser}
                  {...form.getInputProps(`rounds.${i}.roundDateTime`)}
                />
              </Stack>
            </Card>
          ))}
        {form.errors.rounds && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.rounds}
          </Text>
        )}

        <ModalActions
          onCancel={onDone}
          loading={create.isPending || update.isPending}
          gap="sm"
          mt="sm"
        >
          {editing ? 'Update Event' : 'Create Event'}
        </ModalActions>
      </Stack>
    </form>
  );
}
