import { Group, Text, type MantineSpacing, type StyleProp } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One detail of an event or slot on a line of its own: a brand-coloured icon, then the text, which
 * a screen reader hears after its `label` ("Venue: ", "Date: ") since the icon says it to the eye.
 */
export function IconDetail({
  icon: DetailIcon,
  label,
  gap,
  mt,
  fw,
  children,
}: {
  icon: Icon;
  label: string;
  gap: number;
  mt?: StyleProp<MantineSpacing>;
  fw?: number;
  children: ReactNode;
}) {
  return (
    <Group gap={gap} wrap="nowrap" mt={mt}>
      <DetailIcon size={16} aria-hidden="true" color="var(--mantine-color-brand-8)" />
      <Text size="sm" fw={fw}>
        <span className="visually-hidden">{label}</span>
        {children}
      </Text>
    </Group>
  );
}
