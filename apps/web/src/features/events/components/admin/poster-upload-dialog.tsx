import { MAX_UPLOAD_BYTES, MSG, type Event } from '@app/shared';
import { Image, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ImageFileInput } from '../../../../components/file-inputs';
import { ModalActions } from '../../../../components/modal-actions';
import { errorMessage } from '../../../../lib/api-client';
import { showError, showSuccess } from '../../../../lib/notify';
import { useUploadPoster } from '../../api/upload-poster';

async function isImage(file: File): Promise<boolean> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png = b[0] === 0x89 && ascii(1, 4) === 'PNG';
  const webp = ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** Add Poster: a JPEG, PNG or WebP up to 5 MB, checked here as the server will check it. */
export function PosterUploadDialog({
  event,
  onClose,
}: {
  event: Event | null;
  onClose: () => void;
}) {
  const upload = useUploadPoster();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || error) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, error]);

  const close = () => {
    setFile(null);
    setError(null);
    onClose();
  };

  const onFile = async (f: File | null) => {
    setFile(f);
    if (!f) return setError(null);
    if (f.size > MAX_UPLOAD_BYTES) return setError('The file must be at most 5 MB.');
    setError((await isImage(f)) ? null : MSG.posterType);
  };

  const onUpload = () => {
    if (!event) return;
    if (!file) return setError(MSG.posterRequired);
    if (error) return;
    upload.mutate(
      { id: event.id, symposiumName: event.symposiumName, poster: file },
      {
        onSuccess: () => {
          showSuccess(MSG.posterUploaded);
          close();
        },
        onError: (err) =>
          showError(errorMessage(err, MSG.posterUploadFailed, MSG.posterUploadError)),
      },
    );
  };

  return (
    <Modal
      opened={!!event}
      onClose={close}
      title={event ? `Poster for ${event.eventName}` : ''}
      centered
    >
      <Stack gap="sm">
        <ImageFileInput
          label="Poster image"
          description="JPEG, PNG or WebP, at most 5 MB. It is resized for the site."
          accept="image/jpeg,image/png,image/webp"
          value={file}
          onChange={onFile}
          error={error}
        />
        {preview && (
          <Image
            src={preview}
            alt="Preview of the chosen poster"
            radius="md"
            mah={280}
            fit="contain"
          />
        )}
        {event?.posterUrl && !preview && (
          <Text size="sm" c="dimmed">
            The new poster replaces the current one.
          </Text>
        )}
        <ModalActions
          onCancel={close}
          onConfirm={onUpload}
          loading={upload.isPending}
          disabled={!!error}
          gap="sm"
        >
          Upload Poster
        </ModalActions>
      </Stack>
    </Modal>
  );
}
