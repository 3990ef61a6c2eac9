import type { LooseKeys, UseFormReturnType } from '@mantine/form';

/*
 * A field checked as the person leaves it shows its error line under it, which pushes everything
 * below down by a line. Pressing a button below (Sign Up, say) is what makes the field lose focus:
 * the press begins on the button, the line appears, and the press ends on whatever moved under
 * it, so the button gets no click. A phone's tap does the same, its press and release coming
 * together. So a field left by a mouse press or a tap is checked once that press has ended (and
 * its click is done); a field left by Tab is checked at once.
 */

let pressing = false;
let waiting: (() => void)[] = [];

function whenReleased() {
  if (!pressing) return;
  pressing = false;
  // The click follows its mouseup in the same task: this runs after it.
  setTimeout(() => {
    const due = waiting;
    waiting = [];
    for (const check of due) check();
  });
}

// Listened to from the start: a field can lose focus during the very first press on the page.
if (typeof window !== 'undefined') {
  // A tap on a phone also sends mousedown and mouseup, before the focus moves.
  window.addEventListener(
    'mousedown',
    (e) => {
      if (e.button === 0) pressing = true;
    },
    true,
  );
  window.addEventListener('mouseup', whenReleased, true);
  window.addEventListener('dragend', whenReleased, true);
}

/** Runs `check` now, or once the mouse press or tap under way has ended. */
export function afterPress(check: () => void) {
  if (pressing) waiting.push(check);
  else check();
}

/**
 * For `useForm`'s `enhanceGetInputProps`: checks each field as the person leaves it, after the
 * press that moved focus away (see above); with `onceChanged`, only a field they changed, so a
 * field left as it was (the first one, focused as a pop-up opens) shows no 'required' error.
 * A submit still checks every field.
 */
export function checkOnBlur({ onceChanged = false }: { onceChanged?: boolean } = {}) {
  return <Values>({ field, form }: FieldOfForm<Values>) => ({
    onBlur: () => {
      if (onceChanged && !form.isDirty(field)) return;
      afterPress(() => form.validateField(field));
    },
  });
}

interface FieldOfForm<Values> {
  field: LooseKeys<Values>;
  form: UseFormReturnType<Values>;
}
