import type { AssignmentList } from '@app/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAssignments } from '../../src/features/coordinators/api/list-assignments';
import { useDeleteEvent } from '../../src/features/events/api/delete-event';
import { useRemoveOrganizer } from '../../src/features/organizers/api/remove-organizer';
import { route, server } from '../msw/api';

// The organizers page lists who coordinates which event. Deleting an event or removing an organizer
// takes assignments away on the server, so the list must load again at once, not after 30 s.

const asha = { id: 7, eventName: 'Code Relay', symposiumName: 'Enigma' };
const bala = { id: 8, eventName: 'Quiz', symposiumName: 'Enigma' };

function setUp(after: AssignmentList) {
  let current: AssignmentList = [
    { userId: 1, events: [asha] },
    { userId: 2, events: [bala] },
  ];
  server.use(
    route('GET /coordinators/assignments', () => current),
    route('DELETE /events/:id', () => {
      current = after;
      return { message: 'Event deleted successfully.' };
    }),
    route('DELETE /organizers/:id', () => {
      current = after;
      return { message: 'Organizer removed.' };
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => ({ assignments: useAssignments(), deleteEvent: useDeleteEvent(), removeOrganizer: useRemoveOrganizer() }), { wrapper });
}

describe('event assignments on the organizers page', () => {
  it('show at once that a deleted event left its coordinator with none', async () => {
    const { result } = setUp([{ userId: 2, events: [bala] }]);
    await waitFor(() => expect(result.current.assignments.data).toHaveLength(2));
    await act(() => result.current.deleteEvent.mutateAsync({ id: 7, symposiumName: 'Enigma' }));
    await waitFor(() => expect(result.current.assignments.data).toEqual([{ userId: 2, events: [bala] }]));
  });

  it('show at once that a removed organizer is gone', async () => {
    const { result } = setUp([{ userId: 1, events: [asha] }]);
    await waitFor(() => expect(result.current.assignments.data).toHaveLength(2));
    await act(() => result.current.removeOrganizer.mutateAsync(2));
    await waitFor(() => expect(result.current.assignments.data).toEqual([{ userId: 1, events: [asha] }]));
  });
});
