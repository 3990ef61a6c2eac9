import { Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/** A QR code of a upi:// link, drawn in the browser (no third-party service sees the payment). */
export function UpiQr({ link, size = 200, label }: { link: string; size?: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(link, { width: size * 2, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [link, size]);
  if (!src) return <Skeleton w={size} h={size} radius="sm" />;
  return <Image src={src} w={size} h={size} alt={label} radius="sm" />;
}
