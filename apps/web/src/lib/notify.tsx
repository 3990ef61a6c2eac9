import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// The spec's Success and Error dialogs (SPEC §8), the confirmation asked before deletions, and any
// titled result dialog. Callers use plain functions; one <DialogHost/> shows them. The dialog code
// (Mantine's Modal) loads on the first dialog, so pages that never show one don't download it.

// The control a person last used, tracked from the start (the dialog view loads lazily). A dialog
// often opens after its button went busy (disabled) and focus fell to <body>; on close, focus goes
// back to that control, not to the top of the page.
let lastControl: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    const el = e.target as HTMLElement;
    if (el !== document.body && !el.closest('[role="dialog"]')) lastControl = el;
  });
}
export const lastUsedControl = () => lastControl;

export interface DialogSpec {
  id: number;
  title: string;
  message: string;
  tone: 'success' | 'error' | 'info';
  confirm?: { label: string; danger?: boolean; onConfirm: () => void };
  /** Closes by itself: shown without taking focus from the page. */
  autoClose?: boolean;
}

let dialogs: DialogSpec[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function closeDialog(id: number) {
  dialogs = dialogs.filter((d) => d.id !== id);
  emit();
}

/** Opens a dialog; with autoCloseMs it closes by itself (e.g. SPEC §4's 2-second dialogs). */
export function showDialog(spec: Omit<DialogSpec, 'id'>, autoCloseMs?: number): number {
  const id = nextId++;
  dialogs = [...dialogs, { ...spec, id, autoClose: !!autoCloseMs }];
  emit();
  if (autoCloseMs) setTimeout(() => closeDialog(id), autoCloseMs);
  return id;
}

export const showSuccess = (message: string, autoCloseMs?: number) =>
  showDialog({ title: 'Success', message, tone: 'success' }, autoCloseMs);

export const showError = (message: string) =>
  showDialog({ title: 'Error', message, tone: 'error' });

/** Asks 'Are you sure you want to delete this {what}?' and runs onConfirm when confirmed. */
export function confirmDelete(what: string, onConfirm: () => void) {
  showDialog({
    title: 'Please confirm',
    message: `Are you sure you want to delete this ${what}?`,
    tone: 'info',
    confirm: { label: 'Delete', danger: true, onConfirm },
  });
}

/** A general confirmation (e.g. sending notifications twice). */
export function confirmAction(opts: {
  title: string;
  message: string;
  confirm: string;
  onConfirm: () => void;
}) {
  showDialog({
    title: opts.title,
    message: opts.message,
    tone: 'info',
    confirm: { label: opts.confirm, onConfirm: opts.onConfirm },
  });
}

const DialogView = lazy(() => import('./dialog-view'));

/** Shows the open dialogs; mounted once by the app's providers (and by component tests). */
export function DialogHost() {
  const list = useSyncExternalStore(subscribe, () => dialogs);
  const [wanted, setWanted] = useState(false);
  if (list.length > 0 && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DialogView dialogs={list} onClose={closeDialog} />
    </Suspense>
  );
}
