import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileTypePdf, IconPhoto } from '@tabler/icons-react';

/** Picks one image (a poster, a payment screenshot); the caller says which types it takes. */
export function ImageFileInput(props: FileInputProps<false>) {
  return (
    <FileInput
      placeholder="Choose an image"
      clearable
      leftSection={<IconPhoto size={18} aria-hidden="true" />}
      {...props}
    />
  );
}

/** Picks one PDF file (an experience write-up, a QR code). */
export function PdfFileInput(props: FileInputProps<false>) {
  return (
    <FileInput
      placeholder="Choose a PDF file"
      accept="application/pdf"
      clearable
      leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
      {...props}
    />
  );
}
