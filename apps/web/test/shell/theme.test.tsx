import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../src/app/theme';

// The theme names every dialog's and drawer's close button (its defaults are plain objects, so
// the landing page does not download Modal and Drawer just to configure them).

describe('theme defaults', () => {
  it('announces a dialog close button as Close and a drawer close button as Close menu', async () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => {}} title="A dialog">
          Body
        </Modal>
        <Drawer opened onClose={() => {}} title="A drawer">
          Menu
        </Drawer>
      </MantineProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Close menu' })).toBeTruthy();
  });
});
