import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteItem, SiteItemInput } from '@app/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { SiteContentAdmin } from '../../src/features/site-content/components/site-content-admin';
import { route, server, signedIn } from '../msw/api';
import { renderWithProviders } from '../shell/render';

// The admin's Site Content page against a stand-in for the site content API.

const bearer = (id: number, name: string, role: string, isPlaceholder = true): SiteItem => ({
  id,
  section: 'office-bearers',
  fields: { name, role },
  image: null,
  imageKey: `office-bearers/office-bearer-0${id}`,
  isPlaceholder,
});

let items: SiteItem[];
let saved: { id: string; body: SiteItemInput }[];

beforeEach(() => {
  items = [
    { id: 1, section: 'alumni', fields: { name: 'Alumnus Name (placeholder)', role: 'Role', batch: 'Batch of 20XX', quote: 'Q' }, image: null, imageKey: null, isPlaceholder: true },
    { id: 2, section: 'timeline', fields: { year: '1983', title: 'The society is founded', text: 'T' }, image: null, imageKey: null, isPlaceholder: false },
    bearer(3, 'Student Name (placeholder)', 'President'),
    bearer(4, 'Meera Iyer', 'Treasurer', false),
  ];
  saved = [];
  server.use(
    signedIn(null),
    route('GET /admin/site-content', () => items),
    route('PUT /admin/site-content/items/:id', ({ params, body }) => {
      saved.push({ id: params.id!, body });
      const item = { ...items.find((i) => i.id === Number(params.id))!, fields: body.fields, isPlaceholder: !!body.isPlaceholder };
      items = items.map((i) => (i.id === item.id ? item : i));
      return { message: 'Saved.', item };
    }),
  );
});

describe('Site Content page', () => {
  it('shows each section with its count and marks what is still a placeholder', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteContentAdmin />);
    expect(await screen.findByRole('tab', { name: 'Featured alumni (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History timeline (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Office bearers (2)' }));
    expect(await screen.findByText('2 items, 1 still placeholders to replace.')).toBeInTheDocument();
    const rows = screen.getAllByTestId('site-item');
    expect(rows.map((r) => within(r).getByTestId('site-item-label').textContent)).toEqual(['Student Name (placeholder)', 'Meera Iyer']);
    expect(within(rows[0]!).getByText('Placeholder')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Placeholder')).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: 'Move Student Name (placeholder)' })).toHaveAttribute('aria-roledescription', 'sortable');
    expect(screen.getByRole('button', { name: 'Start a new year' })).toBeEnabled();
    expect(screen.getByRole('link', { name: /View site/ })).toHaveAttribute('href', '/#members');
  });

  it("edits an office bearer: the shared rule's message for an empty name, then the save clears the placeholder mark", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteContentAdmin />);
    await user.click(await screen.findByRole('tab', { name: 'Office bearers (2)' }));
    await user.click(screen.getByRole('button', { name: 'Edit Student Name (placeholder)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit office bearers' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.type(name, 'Priya Raman');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: '3', body: { fields: { name: 'Priya Raman', role: 'President' }, isPlaceholder: false } });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('site-item-label')[0]).toHaveTextContent('Priya Raman'));
  });
});
