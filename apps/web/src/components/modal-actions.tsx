import { Button, Group, type MantineColor, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface ModalActionsProps {
  /** The confirming button's text. */
  children: ReactNode;
  /** Without it there is no Cancel button. */
  onCancel?: () => void;
  /** Without it the confirming button submits its form. */
  onConfirm?: () => void;
  loading?: boolean;
  disabled?: boolean;
  color?: MantineColor;
  gap?: MantineSpacing;
  mt?: MantineSpacing;
}

/** The foot of a pop-up or form: Cancel, then the button that confirms, at the right. */
export function ModalActions({
  children,
  onCancel,
  onConfirm,
  loading,
  disabled,
  color,
  gap,
  mt,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap={gap} mt={mt}>
      {onCancel && (
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button
        type={onConfirm ? 'button' : 'submit'}
        onClick={onConfirm}
        color={color}
        loading={loading}
        disabled={disabled}
      >
        {children}
      </Button>
    </Group>
  );
}
