import { findClashes, isRegistrationOpen, type Clash } from '@app/shared';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useEvents } from '../../../api/events';
import { useAuth } from '../../../lib/auth';
import { useCart } from '../api/get-cart';
import { useRegisteredEventIds } from '../api/get-registered-event-ids';

/**
 * The clashes of one event with what the signed-in student holds: live registrations and the
 * cart, the event itself left out (SPEC-2 §J; the rule is shared with the server). A cart line
 * whose registration has closed can never be registered, so it holds nothing; nor does an event
 * that closed without being registered have a clash to warn of. The deadlines are read on each
 * render (only the event map is memoised): a page that re-renders as a deadline passes (an event
 * card's countdown) updates its warnings then, others when next drawn.
 */
export function useClashes(eventId: number): Clash[] {
  const { user } = useAuth();
  const student = user && user.role !== 'admin' ? user : null;
  const events = useEvents();
  const cart = useCart(student?.id);
  const registered = useRegisteredEventIds(student?.email);
  const byId = useMemo(() => new Map((events.data ?? []).map((e) => [e.id, e])), [events.data]);
  const target = byId.get(eventId);
  if (!student || !target) return [];
  const registeredIds = registered.data ?? new Set<number>();
  if (!isRegistrationOpen(target) && !registeredIds.has(eventId)) return [];
  const openCartIds = (cart.data ?? []).filter((c) => isRegistrationOpen(c.eventDetails)).map((c) => c.eventId);
  const heldIds = new Set([...registeredIds, ...openCartIds]);
  const held = [...heldIds].map((id) => byId.get(id)).filter((e) => e !== undefined);
  return findClashes(target, held);
}

/** 'Clashes with {eventName} at {time}.' under a card's button or a cart line; nothing when none. */
export function ClashWarning({ eventId }: { eventId: number }) {
  const clashes = useClashes(eventId);
  if (clashes.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      p="xs"
      icon={<IconAlertTriangle size={18} aria-hidden="true" color="var(--mantine-color-orange-9)" />}
      data-testid="clash-warning"
    >
      <Stack gap={2}>
        {clashes.map((c) => (
          <Text key={c.eventId} size="sm" c="#7c2d0a" fw={600}>
            {c.message}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
