import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../src/app/theme';
import { CoordinatorsField, type Contact, type Person } from '../../src/features/coordinators/components/coordinators-field';
import { route, server } from '../msw/api';

// The event form's Coordinators field against a stand-in for GET /api/events/{id}/coordinators.

const people: Person[] = [
  { id: 1, name: 'Asha Coordinator', email: 'asha@example.com', mobile: '9876543210', role: 'organizer' },
  { id: 2, name: 'Vel Volunteer', email: 'vel@example.com', mobile: null, role: 'volunteer' },
  { id: 3, name: 'Bala Second', email: 'bala@example.com', mobile: '9012345678', role: 'organizer' },
];

let urls: string[];
beforeEach(() => {
  urls = [];
  server.use(
    route('GET /events/:id/coordinators', ({ url }) => {
      urls.push(url.pathname);
      return [people[0]!, people[1]!];
    }),
  );
});

function Harness({ eventId, onFill }: { eventId: number | null; onFill: (c: Contact) => void }) {
  const [value, setValue] = useState<number[] | null>(null);
  return (
    <>
      <CoordinatorsField eventId={eventId} people={people} value={value} onChange={setValue} onFillContact={onFill} />
      <output data-testid="picked">{value === null ? 'unchanged' : value.join(',')}</output>
    </>
  );
}

const renderField = (eventId: number | null, onFill = vi.fn()) =>
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness eventId={eventId} onFill={onFill} />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('CoordinatorsField', () => {
  it("shows the event's saved coordinators and offers only those with a mobile number as the contact", async () => {
    const onFill = vi.fn();
    renderField(7, onFill);
    await screen.findByText('Asha Coordinator (organizer, asha@example.com)');
    expect(screen.getByText('Vel Volunteer (volunteer, vel@example.com)')).toBeTruthy();
    expect(urls.some((u) => u.endsWith('/api/events/7/coordinators'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Use Vel Volunteer as the coordinator contact' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Use Asha Coordinator as the coordinator contact' }));
    expect(onFill).toHaveBeenCalledWith({ name: 'Asha Coordinator', mobile: '9876543210', email: 'asha@example.com' });
    expect(screen.getByTestId('picked').textContent).toBe('unchanged');
  });

  it('asks nothing of the server for a new event, and reports what the admin picks', async () => {
    renderField(null);
    await userEvent.click(screen.getByRole('combobox', { name: 'Coordinators' }));
    await userEvent.click(await screen.findByRole('option', { name: /Bala Second/, hidden: true }));
    expect(screen.getByTestId('picked').textContent).toBe('3');
    expect(urls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Use Bala Second as the coordinator contact' })).toBeTruthy();
  });
});
