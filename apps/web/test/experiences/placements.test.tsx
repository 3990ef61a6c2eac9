import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG, type Company, type PublicExperience } from '@app/shared';
import { PlacementDetails } from '../../src/features/experiences/components/placement-details';
import { filterCompanies } from '../../src/features/experiences/lib/companies';
import { fail, offline, route, server, signedIn, withStatus, type Call, type Outcome } from '../msw/api';
import { renderRoutes } from '../shell/render';

const COMPANIES: Company[] = [
  { name: 'Amazon', key: 'amazon', count: 2 },
  { name: 'Barclays', key: 'barclays', count: 1 },
  { name: 'Zoho', key: 'zoho', count: 3 },
];
const ZOHO: PublicExperience[] = [
  {
    id: 7,
    name: 'Kavya Srinivasan',
    company: 'Zoho',
    type: 'Placement',
    yearOfPassing: 2024,
    linkedin: null,
    pdfUrl: '/api/placements/experiences/7/pdf',
  },
];

/** The API as the page sees it; `submit` decides how the submission is answered. Returns the calls made. */
function stubApi(submit: () => Outcome<'POST /placements/submit-experience'> = () => withStatus(201, { message: MSG.experienceSubmitted })) {
  const calls = { experiences: [] as URL[], submitted: [] as Call<'POST /placements/submit-experience'>[] };
  server.use(
    signedIn(null),
    route('GET /placements/companies', () => ({ companies: COMPANIES, years: [2025, 2024] })),
    route('GET /placements/experiences', ({ url }) => {
      calls.experiences.push(url);
      return url.searchParams.get('company') === 'zoho' ? ZOHO : [];
    }),
    route('POST /placements/submit-experience', (call) => {
      calls.submitted.push(call);
      return submit();
    }),
  );
  return calls;
}

const renderPage = () =>
  renderRoutes([{ path: '/placements', element: <PlacementDetails /> }], '/placements');

describe('filterCompanies', () => {
  it('matches without regard to case or surrounding spaces and keeps the alphabetical order', () => {
    expect(filterCompanies(COMPANIES, '  ZOH ').map((c) => c.name)).toEqual(['Zoho']);
    expect(filterCompanies(COMPANIES, 'a').map((c) => c.name)).toEqual(['Amazon', 'Barclays']);
    expect(filterCompanies(COMPANIES, '')).toEqual(COMPANIES);
  });
});

// Mantine's modal and combobox are slow to render in jsdom on a busy machine.
describe('Placement Details', { timeout: 45_000 }, () => {
  it('filters the company list and shows the picked company’s experiences with a PDF link in a new tab', async () => {
    const calls = stubApi();
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Companies' }, { timeout: 5000 });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Amazon2', 'Barclays1', 'Zoho3']);

    fireEvent.change(screen.getByPlaceholderText('Search companies...'), {
      target: { value: ' zOH' },
    });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Zoho3']);

    fireEvent.click(within(nav).getByRole('button', { name: /Zoho/ }));
    const card = await screen.findByRole(
      'article',
      { name: 'Kavya Srinivasan, Placement' },
      { timeout: 5000 },
    );
    expect(within(card).getByText('Year of passing: 2024')).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'View Experience (PDF)' });
    expect(link).toHaveAttribute('href', '/api/placements/experiences/7/pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(calls.experiences.some((u) => u.searchParams.get('company') === 'zoho')).toBe(true);
  });

  it('says on a phone that the companies are loading, then offers to choose one', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    stubApi();
    server.use(
      route('GET /placements/companies', async () => {
        await answered;
        return { companies: COMPANIES, years: [2025, 2024] };
      }),
    );
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('max-width') })) as typeof window.matchMedia;
    try {
      renderPage();
      expect(await screen.findByText('Loading companies...')).toBeInTheDocument();
      answer();
      expect(await screen.findByText('Pick a company')).toBeInTheDocument();
      expect(screen.queryByText('Loading companies...')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  async function fillAndSubmit() {
    renderPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Post Experiences here' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share Your Experience' });
    const user = userEvent.setup();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MSG.pdfRequired)).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required.')).toBeInTheDocument();

    const fill = (label: RegExp, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fill(/^Name/, 'Kavya');
    fill(/^Email/, 'kavya@example.com');
    fireEvent.change(within(dialog).getAllByLabelText(/^Company/)[0]!, { target: { value: 'Zoho' } });
    fill(/^LinkedIn profile/, 'linkedin kavya');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['%PDF-1.4 test'], 'exp.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(MSG.invalidLinkedin)).toBeInTheDocument();
    fill(/^LinkedIn profile/, '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    return dialog;
  }

  it('submits the form and shows the spec’s success message', async () => {
    const calls = stubApi();
    await fillAndSubmit();
    expect(await screen.findByText(MSG.experienceSubmitted)).toBeInTheDocument();
    expect(calls.submitted).toHaveLength(1);
    const body = calls.submitted[0]!.body;
    expect(
      Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      name: 'Kavya',
      email: 'kavya@example.com',
      type: 'Placement',
      year: String(new Date().getFullYear()),
      company: 'Zoho',
    });
    // jsdom's File loses its bytes on the way through Node's fetch; its type arrives.
    expect(body.get('pdf')).toHaveProperty('type', 'application/pdf');
  });

  it('shows "Error: {server message}" when the server refuses', async () => {
    stubApi(() => fail(415, 'Please upload a PDF file.'));
    const dialog = await fillAndSubmit();
    expect(await within(dialog).findByText('Error: Please upload a PDF file.')).toBeInTheDocument();
  });

  it('shows the generic message when the network fails', async () => {
    stubApi(() => offline());
    const dialog = await fillAndSubmit();
    await waitFor(() =>
      expect(within(dialog).getByText(MSG.experienceSubmitFailed)).toBeInTheDocument(),
    );
  });
});
