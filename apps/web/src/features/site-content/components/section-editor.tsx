import { Button, Group, Stack, Text } from '@mantine/core';
import { SECTIONS_WITH_IMAGE, SITE_SECTION_LABELS, SITE_SECTION_MAX, MAX_UPLOAD_BYTES, type SiteItem, type SiteSection } from '@app/shared';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { confirmDelete, showError, showSuccess } from '../../../lib/notify';
import { useDeleteSiteItem } from '../api/delete-site-item';
import { useReorderSiteSection } from '../api/reorder-site-section';
import { useUploadSiteImage } from '../api/upload-site-image';
import { itemLabel } from '../lib/item-label';
import { ItemDialog } from './item-dialog';
import { NewYearDialog } from './new-year-dialog';
import { SortableRow } from './sortable-row';

const SIZE_HINT: Partial<Record<SiteSection, string>> = {
  alumni: 'Portraits are cropped square around the face.',
  faculty: 'Portraits are cropped square around the face.',
  'office-bearers': 'Photos are cropped square around the face.',
  sponsors: 'Logos keep their shape, best about 5:1 wide on a transparent background.',
  gallery: 'Pictures keep their shape; the grid shows them 4:3.',
};

/** One section of the site content: its items in order, with add, edit, picture, remove, reorder. */
export function SectionEditor({ section, items }: { section: SiteSection; items: SiteItem[] }) {
  const [editing, setEditing] = useState<SiteItem | null>(null);
  const [adding, setAdding] = useState(false);
  const [newYear, setNewYear] = useState(false);
  const reorder = useReorderSiteSection();
  const remove = useDeleteSiteItem();
  const upload = useUploadSiteImage();
  const withImage = SECTIONS_WITH_IMAGE.includes(section);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = useMemo(() => {
    const byId = new Map(items.map((i) => [i.id, itemLabel(i)]));
    return (id: string | number) => byId.get(Number(id)) ?? 'item';
  }, [items]);
  const positionOf = (id: string | number) => items.findIndex((i) => i.id === Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `${labelOf(active.id)} is over position ${positionOf(over.id)} of ${items.length}.` : undefined),
    onDragEnd: ({ active, over }) => (over ? `${labelOf(active.id)} dropped at position ${positionOf(over.id)} of ${items.length}.` : `${labelOf(active.id)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    const next = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    reorder.mutate(
      { section, ids: next },
      { onError: (err) => showError(errorMessage(err, 'The new order could not be saved. Please try again.')) },
    );
  };

  const onRemove = (item: SiteItem) =>
    confirmDelete(`item ('${itemLabel(item)}')`, () =>
      remove.mutate(item.id, {
        onSuccess: (res) => showSuccess(res.message),
        onError: (err) => showError(errorMessage(err, 'Could not remove it. Please try again.')),
      }),
    );

  const onImage = (item: SiteItem, file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) return showError('The picture must be at most 5 MB.');
    upload.mutate(
      { id: item.id, file },
      {
        onSuccess: (res) => showSuccess(res.message),
        onError: (err) => showError(errorMessage(err, 'The picture could not be uploaded. Please try again.')),
      },
    );
  };

  const placeholders = items.filter((i) => i.isPlaceholder).length;
  const full = items.length >= SITE_SECTION_MAX[section];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <div>
          <Text size="sm">
            {items.length} {items.length === 1 ? 'item' : 'items'}
            {placeholders > 0 && `, ${placeholders} still placeholders to replace`}.
          </Text>
          <Text size="xs" c="dimmed">
            Drag the handle to reorder, or focus it, press Space, move with the arrow keys and press Space again.
            {withImage && ` JPEG, PNG or WebP up to 5 MB. ${SIZE_HINT[section] ?? ''}`}
          </Text>
        </div>
        <Group gap="xs">
          {section === 'office-bearers' && (
            <Button variant="light" color="orange" onClick={() => setNewYear(true)} disabled={items.length === 0}>
              Start a new year
            </Button>
          )}
          <Button onClick={() => setAdding(true)} disabled={full} title={full ? `At most ${SITE_SECTION_MAX[section]} items` : undefined}>
            Add to {SITE_SECTION_LABELS[section].toLowerCase()}
          </Button>
        </Group>
      </Group>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements }}>
        <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={SITE_SECTION_LABELS[section]}>
            {items.map((item) => (
              <SortableRow
                key={item.id}
                item={item}
                withImage={withImage}
                uploading={upload.isPending && upload.variables?.id === item.id}
                onEdit={() => setEditing(item)}
                onRemove={() => onRemove(item)}
                onImage={(file) => onImage(item, file)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <ItemDialog section={section} item={editing ?? null} opened={adding || !!editing} onClose={() => (setAdding(false), setEditing(null))} />
      {section === 'office-bearers' && <NewYearDialog opened={newYear} onClose={() => setNewYear(false)} />}
    </Stack>
  );
}
