import { Image, Skeleton } from '@mantine/core';
import { passPath } from '@app/shared';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The QR code of `{site}/check-in/{passCode}`, drawn in the browser. */
export function PassQr({
  passCode,
  size = 220,
  label,
}: {
  passCode: string;
  size?: number;
  label: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const url = new URL(passPath(passCode), window.location.origin).toString();
    void QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: size * 2 }).then(
      (data) => live && setSrc(data),
    );
    return () => {
      live = false;
    };
  }, [passCode, size]);
  if (!src) return <Skeleton w={size} h={size} />;
  return (
    <Image
      src={src}
      w={size}
      h={size}
      alt={label}
      style={{ imageRendering: 'pixelated', background: '#fff' }}
    />
  );
}
