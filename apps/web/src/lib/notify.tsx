import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { DialogSpec } from './dialog-view';
// Starts tracking the control a person last used, so a closing dialog can give focus back to it.
import './last-control';
import { withPageStyles } from './page-styles';
import { PlainDialogView } from './plain-dialog-view';

// The spec's Success and Error dialogs (SPEC §8), the confirmation asked before deletions, and any
// titled result dialog. Callers use plain functions; one <DialogHost/> shows them. The dialog code
// (Mantine's Modal) loads on the first dialog, so pages that never show one don't download it.

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

// Escape closes the topmost dialog only. Every Mantine Modal listens for Escape on the window, so a
// notice over a dialog that stays open (Symposium Control after Start, a form after an error) would
// close both at once. This listener, added before any dialog mounts, comes first: it closes the
// notice and keeps the key from the dialogs beneath; the next Escape reaches them.
if (typeof window !== 'undefined') {
  window.addEventListener(
    'keydown',
    (e) => {
      const top = dialogs[dialogs.length - 1];
      if (e.key !== 'Escape' || e.isComposing || !top) return;
      e.stopImmediatePropagation();
      closeDialog(top.id);
    },
    { capture: true },
  );
}

/** Closes every open dialog (the component tests start each case with none). */
export function closeAllDialogs() {
  dialogs = [];
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

/**
 * Asks 'Are you sure you want to delete this {what}?', followed by `warning` when there is one,
 * and runs onConfirm when confirmed.
 */
export function confirmDelete(what: string, onConfirm: () => void, warning?: string) {
  showDialog({
    title: 'Please confirm',
    message: `Are you sure you want to delete this ${what}?${warning ? ` ${warning}` : ''}`,
    tone: 'info',
    confirm: { label: 'Delete', danger: true, onConfirm },
  });
}

/**
 * A general confirmation (e.g. sending notifications twice). `dismiss` names the button that backs
 * out (default 'Cancel'): give it when the action itself is a 'Cancel …', so the two read apart;
 * `danger` makes the action's button red (it undoes something).
 */
export function confirmAction(opts: {
  title: string;
  message: string;
  confirm: string;
  dismiss?: string;
  danger?: boolean;
  onConfirm: () => void;
}) {
  showDialog({
    title: opts.title,
    message: opts.message,
    tone: 'info',
    confirm: { label: opts.confirm, dismiss: opts.dismiss, danger: opts.danger, onConfirm: opts.onConfirm },
  });
}

// Offline, the first dialog's code may not download: a rejected lazy import would throw through
// the whole tree and blank the app, so the dialogs are drawn plainly instead (for the rest of the
// visit: React keeps a lazy component's first result).
const loadDialogView = withPageStyles(() => import('./dialog-view'));
const DialogView = lazy(() => loadDialogView().catch(() => ({ default: PlainDialogView })));

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
