import { useEffect, useRef } from 'react';

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

/** The page's heading (or its main region): where focus goes when the control that opened a dialog is gone. */
function pageStart(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
  if (target && target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  return target;
}

/**
 * Whether focus is nowhere useful: on <body>, gone, or in the closing dialog, which may still hold
 * it during its exit transition. That dialog is `closing` when known; then another dialog that
 * took focus meanwhile (Login, opened from the phone menu) keeps it.
 */
function focusLost(closing?: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return true;
  const dialog = active.closest('[role="dialog"]');
  return !!dialog && (closing === undefined || dialog === closing);
}

/**
 * Puts focus back on the control that opened a dialog when focus was lost (to <body> or the
 * closing dialog): that control if it is still on the page, once it is usable again (a busy
 * button is disabled for a moment), else the page's heading (a removed cart item's button is gone).
 */
export function returnFocus(
  el: HTMLElement | null,
  closing?: Element | null,
  retries = 10,
  delayMs = 0,
) {
  setTimeout(() => {
    if (!focusLost(closing)) return;
    const busy = el?.isConnected && (el as HTMLButtonElement).disabled;
    if (busy && retries > 0) return returnFocus(el, closing, retries - 1, 50);
    (el?.isConnected && !busy ? el : pageStart())?.focus();
  }, delayMs);
}

/**
 * Gives focus back to the control that opened a dialog or drawer when it closes. Mantine does this
 * itself only when `opened` changes after mount; a dialog loaded on first use mounts already open,
 * so it uses this (with Mantine's `returnFocus={false}`).
 */
export function useReturnFocus(opened: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (opened) opener.current = lastControl;
    // The dialog closing is the one holding focus now, if any.
    else if (opener.current)
      returnFocus(opener.current, document.activeElement?.closest('[role="dialog"]') ?? null);
  }, [opened]);
}
