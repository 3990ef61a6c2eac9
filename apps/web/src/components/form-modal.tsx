import { Modal, type ModalProps } from '@mantine/core';
import classes from './form-modal.module.css';

/**
 * A pop-up holding a form: centred on wide screens, full-screen on phones. Its selects open their
 * list inside the pop-up (fixed to the viewport), so the list is part of the pop-up's scroll lock
 * and cannot widen the page behind it.
 */
export function FormModal({ classNames, ...props }: ModalProps) {
  return <Modal centered {...props} classNames={{ inner: classes.inner, content: classes.content, ...classNames }} />;
}

/** For Select and Autocomplete inside a FormModal. */
export const IN_MODAL_COMBOBOX = { withinPortal: false, floatingStrategy: 'fixed', middlewares: { flip: true, shift: true, inline: false } } as const;
