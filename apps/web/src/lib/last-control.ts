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
