import { ActionIcon, Badge, Button, FileButton, Group, Paper, Text } from '@mantine/core';
import type { SiteItem } from '@app/shared';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { ContentImage } from '../../../content/content-image';
import { siteImage } from '../../../content/images';
import { itemLabel, itemDetail } from '../lib/item-label';

interface Props {
  item: SiteItem;
  withImage: boolean;
  uploading: boolean;
  onEdit(): void;
  onRemove(): void;
  onImage(file: File): void;
}

/** One item of a section: drag handle (mouse, touch or keyboard), picture, text, actions. */
export function SortableRow({ item, withImage, uploading, onEdit, onRemove, onImage }: Props) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const label = itemLabel(item);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="xs"
      radius="md"
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
      data-testid="site-item"
      component="li"
    >
      <Group gap="sm" wrap="wrap" align="center">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Move ${label}`}
          style={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <IconGripVertical size={18} aria-hidden="true" />
        </ActionIcon>
        {withImage && (
          <ContentImage asset={siteImage(item)} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 8, flex: 'none' }} />
        )}
        <div style={{ minWidth: 0, flex: '1 1 160px' }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} size="sm" data-testid="site-item-label">
              {label}
            </Text>
            {item.isPlaceholder && (
              <Badge color="orange" variant="light" size="sm" c="#9a3412" style={{ flex: 'none' }}>
                Placeholder
              </Badge>
            )}
          </Group>
          {itemDetail(item) && (
            <Text size="xs" c="dimmed" truncate="end">
              {itemDetail(item)}
            </Text>
          )}
        </div>
        {/* On a phone the actions wrap under the text rather than squeezing it. */}
        <Group gap={6} wrap="nowrap" justify="flex-end" style={{ marginLeft: 'auto' }}>
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${label}`}>
            Edit
          </Button>
          {withImage && (
            <FileButton onChange={(f) => f && onImage(f)} accept="image/jpeg,image/png,image/webp">
              {(props) => (
                <Button {...props} size="xs" variant="light" loading={uploading} aria-label={`Upload a picture for ${label}`}>
                  Picture
                </Button>
              )}
            </FileButton>
          )}
          <Button size="xs" variant="light" color="red" onClick={onRemove} aria-label={`Remove ${label}`}>
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
