import { Button, type ButtonProps } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

interface DeleteButtonProps extends ButtonProps {
  onClick: () => void;
  /** The trash icon's size in pixels. */
  iconSize: number;
  /** Says what is deleted where a list repeats the button ('Delete Tech Quiz'). */
  'aria-label'?: string;
}

/** 'Delete' in red with a trash icon; the caller asks for confirmation in `onClick`. */
export function DeleteButton({ iconSize, ...props }: DeleteButtonProps) {
  return (
    <Button color="red" leftSection={<IconTrash size={iconSize} aria-hidden="true" />} {...props}>
      Delete
    </Button>
  );
}
