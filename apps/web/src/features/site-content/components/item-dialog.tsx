import { Checkbox, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  SITE_FIELD_LABELS,
  SITE_SECTION_LABELS,
  SiteFieldsSchemas,
  type SiteItem,
  type SiteSection,
} from '@app/shared';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { ModalActions } from '../../../components/modal-actions';
import { errorMessage } from '../../../lib/api-client';
import { zodValidate } from '../../../lib/form';
import { showError, showSuccess } from '../../../lib/notify';
import { useSaveSiteItem } from '../api/save-site-item';

const LONG_FIELDS = new Set(['quote', 'text']);

interface Props {
  section: SiteSection;
  /** The item being edited, or null to add one. */
  item: SiteItem | null;
  opened: boolean;
  onClose(): void;
}

/** Add or edit one item; the fields and their rules come from the section's shared schema. */
export function ItemDialog({ section, item, opened, onClose }: Props) {
  const save = useSaveSiteItem();
  const labels = SITE_FIELD_LABELS[section];
  const empty = Object.fromEntries(Object.keys(labels).map((k) => [k, '']));
  const form = useForm<Record<string, string>>({
    mode: 'controlled',
    initialValues: empty,
    validate: zodValidate(SiteFieldsSchemas[section]),
  });
  const placeholder = useForm({ initialValues: { isPlaceholder: false } });

  useEffect(() => {
    if (!opened) return;
    form.setValues(item ? { ...empty, ...item.fields } : empty);
    form.clearErrors();
    // An edit clears the placeholder mark unless the admin keeps it.
    placeholder.setValues({ isPlaceholder: false });
    // Only when the dialog opens for another item.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, item?.id, section]);

  const onSubmit = form.onSubmit((fields) =>
    save.mutate(
      { id: item?.id, section, input: { fields, isPlaceholder: placeholder.values.isPlaceholder } },
      {
        onSuccess: (res) => {
          showSuccess(res.message);
          onClose();
        },
        onError: (err) => showError(errorMessage(err, 'Could not save. Please try again.')),
      },
    ),
  );

  const title = `${item ? 'Edit' : 'Add to'} ${SITE_SECTION_LABELS[section].toLowerCase()}`;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {Object.entries(labels).map(([key, label], i) =>
            LONG_FIELDS.has(key) ? (
              <Textarea
                key={key}
                label={label}
                withAsterisk
                autosize
                minRows={3}
                {...form.getInputProps(key)}
              />
            ) : (
              <TextInput
                key={key}
                label={label}
                withAsterisk
                data-autofocus={i === 0 || undefined}
                {...form.getInputProps(key)}
              />
            ),
          )}
          {item?.isPlaceholder && (
            <Checkbox
              label="Still a placeholder (keep the mark until the real name and picture are in)"
              {...placeholder.getInputProps('isPlaceholder', { type: 'checkbox' })}
            />
          )}
          <ModalActions onCancel={onClose} loading={save.isPending} mt="xs">
            Save
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
