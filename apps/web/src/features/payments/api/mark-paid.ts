import type { CartItem } from '@app/shared';
import type { QueryClient } from '@tanstack/react-query';
import { cartKeys, registrationKeys } from '../../../api/registrations';
import { api } from '../../../lib/api-client';

type HeldEventIds = { eventIds: number[] };

/**
 * Shows a payment the server holds in what is cached: its events leave the cart (the server
 * deleted those cart lines with the payment) and count as registered. The refetch that follows may
 * fail on a bad network; the cart must still never offer paid events for payment again.
 */
export function markPaid(qc: QueryClient, eventIds: number[]) {
  qc.setQueriesData<CartItem[]>({ queryKey: cartKeys.all }, (items) =>
    items?.filter((item) => !eventIds.includes(item.eventId)),
  );
  qc.setQueriesData<HeldEventIds>({ queryKey: [...registrationKeys.all, 'by-email'] }, (held) =>
    held ? { eventIds: [...new Set([...held.eventIds, ...eventIds])] } : held,
  );
}

/**
 * The events `email` holds a live registration for (verified or awaiting verification), asked of
 * the server now, once: a payment whose answer was lost is looked up here before anyone pays twice.
 */
export function fetchHeldEventIds(qc: QueryClient, email: string): Promise<HeldEventIds> {
  return qc.fetchQuery({
    queryKey: registrationKeys.byEmail(email),
    queryFn: () => api.get<HeldEventIds>(`/registrations/by-email/${encodeURIComponent(email)}`),
    staleTime: 0,
    retry: false,
  });
}
