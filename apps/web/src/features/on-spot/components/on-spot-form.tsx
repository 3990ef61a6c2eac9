import {
  OnSpotInputSchema,
  type Event,
  type OnSpotResponse,
  type StudentLookup,
} from '@app/shared';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  NumberInput,
  Pill,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PrintPassButton } from '../../../components/print-pass-button';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstError, zodValidate } from '../../../lib/form';
import { findStudents } from '../api/find-students';
import { useOnSpotEvents } from '../api/list-on-spot-events';
import { useRegisterOnSpot } from '../api/register-on-spot';

interface Values {
  user: {
    email: string;
    fullName: string;
    mobile: string;
    college: string;
    department: string;
    yearOfPassing: number | string;
  };
  eventIds: string[];
  paymentMethod: 'cash' | 'upi';
  reference: string;
  amount: number | string;
}

const blank: Values = {
  user: { email: '', fullName: '', mobile: '', college: '', department: '', yearOfPassing: '' },
  eventIds: [],
  paymentMethod: 'cash',
  reference: '',
  amount: 0,
};

/**
 * The walk-in's passes, one per symposium (SPEC-2 §C): registrations in both symposia bring two,
 * each printed from its symposium's first registration.
 */
function passesOf(registrations: OnSpotResponse['registrations'], byId: Map<number, Event>) {
  const passes = new Map<
    string,
    { passCode: string; registrationId: number; symposiumName: string; eventNames: string[] }
  >();
  for (const r of registrations) {
    const event = byId.get(r.eventId);
    let pass = passes.get(r.passCode);
    if (!pass) {
      pass = {
        passCode: r.passCode,
        registrationId: r.id,
        symposiumName: event?.symposiumName ?? '',
        eventNames: [],
      };
      passes.set(r.passCode, pass);
    }
    pass.eventNames.push(event?.eventName ?? `event ${r.eventId}`);
  }
  return [...passes.values()];
}

const toInput = (v: Values) => ({
  ...v,
  eventIds: v.eventIds.map(Number),
  amount: v.amount === '' ? undefined : Number(v.amount),
});

/**
 * On-spot registration (SPEC-2 §F): find the walk-in or enter them, pick events, take cash or UPI,
 * and show the entry passes (one per symposium) to photograph or print. `renderPass` draws a pass's
 * QR code with its label.
 */
export function OnSpotForm({
  renderPass,
  only = null,
}: {
  renderPass: (passCode: string, label: string) => ReactNode;
  /** The events a coordinator or volunteer is held to (null: all). */
  only?: ReadonlySet<number> | null;
}) {
  const events = useOnSpotEvents();
  const register = useRegisterOnSpot();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<StudentLookup | null>(null);
  const [chosen, setChosen] = useState<StudentLookup[number] | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [done, setDone] = useState<OnSpotResponse | null>(null);
  // The form and the passes take turns on the page: focus goes to what replaced the pressed button.
  const doneAlert = useRef<HTMLDivElement>(null);
  const findInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const toNextWalkIn = useRef(false);
  useEffect(() => {
    if (done) doneAlert.current?.focus();
    else if (toNextWalkIn.current) {
      toNextWalkIn.current = false;
      findInput.current?.focus();
    }
  }, [done]);
  const form = useForm<Values>({
    initialValues: blank,
    validate: (v) => zodValidate(OnSpotInputSchema)(toInput(v)),
  });

  const byId = useMemo(() => new Map((events.data ?? []).map((e) => [e.id, e])), [events.data]);
  const fees = form.values.eventIds.reduce(
    (sum, id) => sum + (byId.get(Number(id))?.registrationFees ?? 0),
    0,
  );
  const held = new Set(chosen?.registeredEventIds ?? []);
  const feeOf = (e: Event) => (e.registrationFees ? `₹${e.registrationFees}` : 'free');
  const options = (events.data ?? [])
    .filter((e) => !only || only.has(e.id))
    .map((e) => ({
      value: String(e.id),
      label: `${e.eventName} · ${feeOf(e)}${held.has(e.id) ? ' · registered' : ''}`,
      disabled: held.has(e.id),
    }));

  const lookup = async () => {
    setLookupError(null);
    try {
      const list = await findStudents(query);
      setFound(list);
      if (list.length === 0) {
        const isEmail = query.includes('@');
        setChosen(null);
        form.setFieldValue('user', {
          ...blank.user,
          email: isEmail ? query.trim() : '',
          mobile: isEmail ? '' : query.trim(),
        });
      }
    } catch (err) {
      setLookupError(errorMessage(err, 'The search failed.'));
    }
  };

  const choose = (s: StudentLookup[number]) => {
    setChosen(s);
    form.setFieldValue('user', {
      email: s.email,
      fullName: s.fullName,
      mobile: s.mobile,
      college: s.college,
      department: s.department,
      yearOfPassing: s.yearOfPassing ?? '',
    });
  };

  const submit = form.onSubmit(
    async (values) => {
      try {
        setDone(await register.mutateAsync(toInput(values) as never));
        form.reset();
        setFound(null);
        setChosen(null);
        setQuery('');
      } catch {
        // The error shows below the form.
      }
    },
    () => focusFirstError(formRef.current),
  );

  if (done) {
    const passes = passesOf(done.registrations, byId);
    return (
      <Stack gap="md" maw={560} mx="auto">
        <Alert
          ref={doneAlert}
          tabIndex={-1}
          color="green"
          title={done.message}
          data-testid="on-spot-done"
        >
          Registered for{' '}
          {done.registrations
            .map((r) => byId.get(r.eventId)?.eventName ?? `event ${r.eventId}`)
            .join(', ')}
          .{done.newAccount ? ' A mail tells them how to set a password.' : ''}
        </Alert>
        {passes.map((pass) => (
          <Card key={pass.passCode} withBorder radius="md" padding="lg" data-testid="on-spot-pass">
            <Stack align="center" gap="xs">
              <Group gap="xs" justify="center">
                <Title order={2} size="h3">
                  Entry Pass
                </Title>
                {pass.symposiumName && <Badge variant="light">{pass.symposiumName}</Badge>}
              </Group>
              {renderPass(
                pass.passCode,
                passes.length > 1
                  ? `QR code of the ${pass.symposiumName} entry pass`
                  : 'QR code of the entry pass',
              )}
              <Text
                ff="monospace"
                data-testid="on-spot-pass-code"
                style={{ letterSpacing: 1, wordBreak: 'break-all' }}
              >
                {pass.passCode}
              </Text>
              {passes.length > 1 && (
                <Text size="sm" ta="center">
                  For {pass.eventNames.join(', ')}
                </Text>
              )}
              <Text size="sm" c="dimmed" ta="center">
                Let the participant photograph this, or print it.
              </Text>
              <PrintPassButton registrationId={pass.registrationId} />
            </Stack>
          </Card>
        ))}
        <Button
          onClick={() => {
            toNextWalkIn.current = true;
            setDone(null);
          }}
          leftSection={<IconUserPlus size={18} aria-hidden="true" />}
        >
          Next walk-in
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1}>On-spot registration</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void lookup();
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            ref={findInput}
            label="Find the student by email or mobile"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            type="submit"
            variant="light"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            disabled={query.trim().length < 3}
          >
            Find
          </Button>
        </Group>
      </form>
      {lookupError && <Alert color="red">{lookupError}</Alert>}
      {found?.map((s) => (
        <Card key={s.id} withBorder padding="xs" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{s.fullName}</Text>
              <Text size="xs" c="dimmed" truncate>
                {s.email} · {s.mobile} · {s.college}
              </Text>
            </div>
            <Button
              size="xs"
              variant={chosen?.id === s.id ? 'filled' : 'light'}
              onClick={() => choose(s)}
              // The details beside it truncate; the button keeps its whole label on a phone.
              style={{ flex: 'none' }}
            >
              {chosen?.id === s.id ? 'Chosen' : 'Choose'}
            </Button>
          </Group>
        </Card>
      ))}
      {found && found.length === 0 && (
        <Text size="sm">
          No account yet: enter the student below. They will get a mail to set a password.
        </Text>
      )}

      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Email"
              required
              readOnly={!!chosen}
              {...form.getInputProps('user.email')}
            />
            <TextInput
              label="Full name"
              required
              readOnly={!!chosen}
              {...form.getInputProps('user.fullName')}
            />
            <TextInput
              label="Mobile"
              required
              inputMode="numeric"
              readOnly={!!chosen}
              {...form.getInputProps('user.mobile')}
            />
            <TextInput
              label="College"
              required
              readOnly={!!chosen}
              {...form.getInputProps('user.college')}
            />
            <TextInput
              label="Department"
              required
              readOnly={!!chosen}
              {...form.getInputProps('user.department')}
            />
            <NumberInput
              label="Year of passing"
              required
              readOnly={!!chosen}
              min={1950}
              max={2100}
              {...form.getInputProps('user.yearOfPassing')}
            />
          </SimpleGrid>
          <MultiSelect
            label="Events"
            placeholder="Choose events"
            required
            searchable
            data={options}
            // A chosen event's pill wraps on a phone rather than cut its name or fee short.
            renderPill={({ option, onRemove, disabled }) => {
              const event = byId.get(Number(option.value));
              return (
                <Pill
                  withRemoveButton
                  onRemove={onRemove}
                  disabled={disabled}
                  radius="md"
                  styles={{
                    root: {
                      flex: 'none',
                      maxWidth: '100%',
                      height: 'auto',
                      whiteSpace: 'normal',
                      paddingBlock: 3,
                    },
                    label: { lineHeight: 1.35, overflow: 'visible' },
                    remove: { flex: 'none', width: '2em' },
                  }}
                >
                  {event ? (
                    <>
                      {event.eventName}{' '}
                      <span style={{ whiteSpace: 'nowrap' }}>· {feeOf(event)}</span>
                    </>
                  ) : (
                    option.label
                  )}
                </Pill>
              );
            }}
            {...form.getInputProps('eventIds')}
            onChange={(ids) => {
              form.setFieldValue('eventIds', ids);
              form.setFieldValue(
                'amount',
                ids.reduce((sum, id) => sum + (byId.get(Number(id))?.registrationFees ?? 0), 0),
              );
            }}
          />
          <SegmentedControl
            data={[
              { value: 'cash', label: 'Cash' },
              { value: 'upi', label: 'UPI' },
            ]}
            {...form.getInputProps('paymentMethod')}
            aria-label="Payment method"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={
                form.values.paymentMethod === 'upi' ? 'UPI reference' : 'Receipt number (optional)'
              }
              required={form.values.paymentMethod === 'upi'}
              {...form.getInputProps('reference')}
            />
            <NumberInput
              label="Amount received (₹)"
              min={0}
              description={`Fees: ₹${fees}`}
              {...form.getInputProps('amount')}
            />
          </SimpleGrid>
          {register.isError && (
            <Alert color="red">{errorMessage(register.error, 'The registration failed.')}</Alert>
          )}
          <Button type="submit" size="md" loading={register.isPending}>
            Register and verify
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
