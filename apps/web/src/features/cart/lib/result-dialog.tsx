import { showDialog } from '../../../lib/notify';

/** A dialog with a title of its own, e.g. SPEC §8's 'Registration Successful' / 'Registration Failed'. */
export function showResultDialog(title: string, message: string, kind: 'success' | 'error') {
  return showDialog({ title, message, tone: kind });
}
