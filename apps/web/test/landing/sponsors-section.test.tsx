import type { SiteItem } from '@app/shared';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';
import { SponsorsSection } from '../../src/features/landing/components/sponsors-section';

const sponsors: SiteItem[] = [1, 2, 3].map((n) => ({
  id: n,
  section: 'sponsors',
  fields: { name: `Sponsor ${n}` },
  image: null,
  imageKey: `sponsors/sponsor-${n}`,
  isPlaceholder: false,
}));

const renderStrip = () =>
  render(
    <MantineProvider theme={theme}>
      <SponsorsSection sponsors={sponsors} />
    </MantineProvider>,
  );

describe('sponsor strip', () => {
  it('pauses and plays with its button, which says what it will do', async () => {
    renderStrip();
    const strip = screen.getByTestId('sponsor-marquee');
    expect(strip).not.toHaveAttribute('data-paused');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Pause the sponsor logos' }));
    expect(strip).toHaveAttribute('data-paused');
    expect(screen.getByRole('button', { name: 'Play the sponsor logos' })).toHaveTextContent('Play');
    await user.click(screen.getByRole('button', { name: 'Play the sponsor logos' }));
    expect(strip).not.toHaveAttribute('data-paused');
  });

  it('loads every logo, the looping copy too, with the page rather than when it slides in', () => {
    renderStrip();
    const images = screen.getByTestId('sponsor-marquee').querySelectorAll('img');
    expect(images).toHaveLength(6);
    for (const img of images) expect(img).toHaveAttribute('loading', 'eager');
    // Named once for assistive tech: the copy is hidden.
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Sponsor 1', 'Sponsor 2', 'Sponsor 3']);
  });
});
