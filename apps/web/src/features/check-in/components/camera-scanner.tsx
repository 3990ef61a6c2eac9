import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconBolt, IconBoltOff, IconCameraRotate } from '@tabler/icons-react';
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { useEffect, useRef, useState } from 'react';

// Continuous scanning with the phone's camera. Loaded only when the desk turns the camera on, so
// the decoder (ZXing compiled to WebAssembly, served from this site, cached for offline use) never
// reaches the visitor's bundle.

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
});

type Facing = 'environment' | 'user';
type TorchTrack = Omit<MediaStreamTrack, 'getCapabilities'> & {
  getCapabilities?: () => MediaTrackCapabilities & { torch?: boolean };
};

export function CameraScanner({ onCode }: { onCode: (text: string, at: number) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [facing, setFacing] = useState<Facing>('environment');
  const [track, setTrack] = useState<TorchTrack | null>(null);
  const [torch, setTorch] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer = 0;
    const detector = new BarcodeDetector({ formats: ['qr_code'] });
    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: facing } },
          audio: false,
        });
      } catch {
        setError('The camera could not be opened. Allow camera access, or type the code below.');
        return;
      }
      if (stopped) return stream.getTracks().forEach((t) => t.stop());
      const v = video.current!;
      v.srcObject = stream;
      await v.play().catch(() => undefined);
      setTrack((stream.getVideoTracks()[0] ?? null) as TorchTrack | null);
      setError(null);
      const tick = async () => {
        if (stopped) return;
        if (v.readyState >= 2) {
          try {
            // The frame's time, so the desk's 'answered in' includes decoding it.
            const frameAt = performance.now();
            const [code] = await detector.detect(v);
            if (code?.rawValue) onCodeRef.current(code.rawValue, frameAt);
          } catch {
            // A frame that cannot be read: try the next one.
          }
        }
        timer = window.setTimeout(() => void tick(), 120);
      };
      void tick();
    }
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
      setTrack(null);
      setTorch(false);
    };
  }, [facing]);

  const torchSupported = !!track?.getCapabilities?.().torch;
  const toggleTorch = async () => {
    if (!track) return;
    await track
      .applyConstraints({ advanced: [{ torch: !torch } as MediaTrackConstraintSet] })
      .catch(() => undefined);
    setTorch(!torch);
  };

  return (
    <div>
      <div
        style={{
          position: 'relative',
          borderRadius: 8,
          overflow: 'hidden',
          background: '#000',
          aspectRatio: '4 / 3',
        }}
      >
        <video
          ref={video}
          muted
          playsInline
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          aria-label="Camera view"
          data-testid="camera-view"
        />
      </div>
      <Group justify="space-between" mt="xs">
        <Text size="sm" c={error ? 'red' : 'dimmed'}>
          {error ?? 'Hold the pass QR code in the frame.'}
        </Text>
        <Group gap="xs">
          <Tooltip
            label={facing === 'environment' ? 'Use the front camera' : 'Use the back camera'}
          >
            <ActionIcon
              variant="light"
              size="lg"
              onClick={() => setFacing(facing === 'environment' ? 'user' : 'environment')}
              aria-label="Switch camera"
            >
              <IconCameraRotate size={20} />
            </ActionIcon>
          </Tooltip>
          {torchSupported && (
            <Tooltip label={torch ? 'Torch off' : 'Torch on'}>
              <ActionIcon
                variant="light"
                size="lg"
                onClick={() => void toggleTorch()}
                aria-label={torch ? 'Torch off' : 'Torch on'}
              >
                {torch ? <IconBoltOff size={20} /> : <IconBolt size={20} />}
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
    </div>
  );
}
