import { useEffect, useId, useRef } from 'react';
import type { DialogSpec } from './dialog-view';
import { noticeOpeners, returnFocus } from './last-control';

// The dialogs drawn with plain elements, for when the dialog view's code (Mantine's Modal, loaded
// on the first dialog) could not be downloaded: offline, the first error of a visit would otherwise
// take the whole app off the screen. Inline styles, since Mantine's stylesheet may be missing too.

const box: React.CSSProperties = {
  position: 'fixed',
  left: 16,
  right: 16,
  bottom: 16,
  zIndex: 400,
  maxWidth: 480,
  margin: '0 auto',
  padding: 16,
  background: '#fff',
  color: '#1a1b1e',
  border: '1px solid #adb5bd',
  borderRadius: 8,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.25)',
  fontFamily: 'system-ui, sans-serif',
};
const button: React.CSSProperties = {
  minHeight: 40,
  padding: '0 16px',
  borderRadius: 6,
  font: 'inherit',
  cursor: 'pointer',
};
const primary: React.CSSProperties = {
  ...button,
  border: 'none',
  background: '#1c5d99',
  color: '#fff',
};
const secondary: React.CSSProperties = {
  ...button,
  border: '1px solid #adb5bd',
  background: '#fff',
  color: '#1a1b1e',
};

/** The newest open dialog, as a box at the bottom of the page; closing it reveals the one beneath. */
export function PlainDialogView({
  dialogs,
  onClose,
}: {
  dialogs: DialogSpec[];
  onClose: (id: number) => void;
}) {
  const top = dialogs[dialogs.length - 1];
  const id = useId();
  const action = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement[]>([]);
  const open = !!top;
  const autoClose = !!top?.autoClose;
  useEffect(() => {
    // Like the real dialog: one that closes by itself leaves focus where the person is working.
    if (open && !autoClose) {
      opener.current = noticeOpeners();
      action.current?.focus();
    }
    if (!open) returnFocus(opener.current);
  }, [open, autoClose, top?.id]);
  if (!top) return null;
  return (
    <div role="dialog" data-notice aria-labelledby={`${id}-title`} style={box}>
      <h2 id={`${id}-title`} style={{ margin: '0 0 8px', fontSize: '1.125rem' }}>
        {top.title}
      </h2>
      <p
        role={top.tone === 'error' ? 'alert' : 'status'}
        style={{ margin: 0, color: top.tone === 'error' ? '#c92a2a' : undefined }}
      >
        {top.message}
      </p>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 16 }}>
        {top.confirm ? (
          <>
            <button type="button" style={secondary} onClick={() => onClose(top.id)}>
              {top.confirm.dismiss ?? 'Cancel'}
            </button>
            <button
              type="button"
              ref={action}
              style={top.confirm.danger ? { ...primary, background: '#c92a2a' } : primary}
              onClick={() => {
                onClose(top.id);
                top.confirm!.onConfirm();
              }}
            >
              {top.confirm.label}
            </button>
          </>
        ) : (
          <button type="button" ref={action} style={primary} onClick={() => onClose(top.id)}>
            OK
          </button>
        )}
      </div>
    </div>
  );
}
