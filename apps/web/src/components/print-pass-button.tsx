import { passPdfPath } from '@app/shared';
import { IconPrinter } from '@tabler/icons-react';
import { NewTabButton } from './link-buttons';

/** 'Print pass (PDF)': the entry pass of a registration as a PDF, in a new tab. */
export function PrintPassButton({ registrationId }: { registrationId: number }) {
  return (
    <NewTabButton href={passPdfPath(registrationId)} variant="light" icon={IconPrinter}>
      Print pass (PDF)
    </NewTabButton>
  );
}
