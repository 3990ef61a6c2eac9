import { useEffect, useRef } from 'react';

// The control a person last used, tracked from the start (the dialog view loads lazily). A dialog
// often opens after its button went busy (disabled) and focus fell to <body>; on close, focus goes
// back to that control, not to the top of the page.
let lastControl: HTMLElement | null = null;
// The control used inside a dialog since then, if any (Start in Symposium Control).
let lastInDialog: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (e) => {
    const el = e.target as HTMLElement;
    // A notice's own buttons are not where it sends focus back to.
    if (el === document.body || el.closest('[data-notice]')) return;
    if (el.closest('[role="dialog"]')) lastInDialog = el;
    else [lastControl, lastInDialog] = [el, null];
  });
}

/**
 * Where a notice (Success, Error, a confirmation) gives focus back when it closes, best first: the
 * control used in a dialog that stays open beneath it, that dialog itself (the control is gone or
 * stays disabled), then the page's control, which is all there is once that dialog has closed too.
 */
export function noticeOpeners(): HTMLElement[] {
  const dialog = lastInDialog?.closest<HTMLElement>('[role="dialog"]');
  return [lastInDialog, dialog, lastControl].filter((el): el is HTMLElement => !!el);
}

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
 * button is disabled for a moment), else the next of `el` when several are given (noticeOpeners),
 * else the page's heading (a removed cart item's button is gone).
 */
export function returnFocus(
  el: HTMLElement | null | HTMLElement[],
  closing?: Element | null,
  retries = 10,
  delayMs = 0,
) {
  const [first, ...rest] = Array.isArray(el) ? el : el ? [el] : [];
  setTimeout(() => {
    if (!focusLost(closing)) return;
    const busy = first?.isConnected && (first as HTMLButtonElement).disabled;
    if (busy && retries > 0) return returnFocus([first, ...rest], closing, retries - 1, 50);
    if (first?.isConnected && !busy) return focusOn(first);
    if (rest.length > 0) return returnFocus(rest, closing);
    pageStart()?.focus();
  }, delayMs);
}

/**
 * Focuses a control, or a dialog (made focusable for it: Mantine's may not be), without scrolling:
 * it is where it was when the dialog opened. A focus that scrolls would bring the phone menu's
 * button, in the sticky header, 'into view' by gliding the page up, and Back would then come to
 * that higher place.
 */
function focusOn(el: HTMLElement) {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = -1;
  el.focus({ preventScroll: true });
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
