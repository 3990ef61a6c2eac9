import { Burger } from '@mantine/core';

/** The phone menu's button (hidden from tablet width up); it says whether the menu is open. */
export function MenuBurger({ opened, onClick }: { opened: boolean; onClick: () => void }) {
  return (
    <Burger
      opened={opened}
      onClick={onClick}
      hiddenFrom="md"
      aria-label="Open menu"
      aria-expanded={opened}
    />
  );
}
