import { Button, Group, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconBrandWhatsapp, IconCheck, IconLink, IconShare } from '@tabler/icons-react';
import { useId, useState } from 'react';

export interface ShareTarget {
  title: string;
  text: string;
  url: string;
}

/** The link WhatsApp opens with the message filled in (its documented click-to-chat form). */
export const whatsappLink = ({ text, url }: ShareTarget) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * 'Share': the device's own share sheet where the browser has one (the Web Share API, on phones),
 * else it shows WhatsApp and 'Copy link' beside it, and says so once the link is copied.
 */
export function ShareButton({ target }: { target: ShareTarget }) {
  const clipboard = useClipboard({ timeout: 4000 });
  const [open, setOpen] = useState(false);
  const id = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const onShare = () => {
    if (canShare) {
      // A closed share sheet rejects (AbortError): nothing to report.
      navigator.share(target).catch(() => undefined);
    } else {
      setOpen((o) => !o);
    }
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant="light"
        leftSection={<IconShare size={16} aria-hidden="true" />}
        onClick={onShare}
        {...(canShare ? {} : { 'aria-expanded': open, 'aria-controls': id })}
      >
        Share
      </Button>
      {!canShare && open && (
        <Group id={id} gap="xs" wrap="wrap">
          <Button
            component="a"
            href={whatsappLink(target)}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden="true" color="#128c7e" />}
          >
            WhatsApp
          </Button>
          <Button variant="default" leftSection={<IconLink size={16} aria-hidden="true" />} onClick={() => clipboard.copy(target.url)}>
            Copy link
          </Button>
        </Group>
      )}
      <Text role="status" size="sm" component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {clipboard.copied && (
          <>
            <IconCheck size={16} aria-hidden="true" color="var(--mantine-color-teal-8)" />
            Link copied.
          </>
        )}
        {clipboard.error && !clipboard.copied && `Could not copy. The link is ${target.url}`}
      </Text>
    </Group>
  );
}
