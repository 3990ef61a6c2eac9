import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AttendancePanel } from '../../src/features/check-in/components/attendance-panel';
import { atTime } from '../../src/features/check-in/lib/use-desk';
import { route, server, signedIn } from '../msw/api';
import { aStudent } from '../msw/fixtures';
import { renderWithProviders } from '../shell/render';

// The desk's Attendance on a phone: name and college wrap, but the 'In at' heading and each time
// ('9:40 pm') stay on one line, never 'In' over 'at' or '9:40' over 'pm'.

const AT = '2031-03-04T16:10:00.000Z';

describe('the attendance list on a phone', () => {
  it("keeps 'In at' and each check-in time on one line", async () => {
    server.use(
      signedIn(aStudent({ id: 31, role: 'organizer', name: 'Devi Desk' })),
      route('GET /events/:id/attendance', () => ({
        registered: 1,
        checkedIn: 1,
        attendees: [
          {
            registrationId: 1,
            name: 'Asha Verified',
            email: 'asha@example.com',
            college: 'Madras Institute of Technology, Anna University',
            teamName: null,
            checkedInAt: AT,
          },
        ],
      })),
    );
    renderWithProviders(<AttendancePanel eventId={7} teamEvent={false} version="1" />);
    const table = await screen.findByRole('table');
    const heading = within(table).getByRole('columnheader', { name: 'In at' });
    const time = within(table).getByRole('cell', { name: atTime(AT) });
    for (const cell of [heading, time]) expect(getComputedStyle(cell).whiteSpace).toBe('nowrap');
    // The name and college still wrap, so the table fits the phone's width.
    const college = within(table).getByRole('cell', { name: /Madras Institute/ });
    expect(getComputedStyle(college).whiteSpace).not.toBe('nowrap');
    const name = within(table).getByRole('cell', { name: 'Asha Verified' });
    for (const cell of [name, college])
      expect(getComputedStyle(cell).overflowWrap).toBe('anywhere');
  });
});
