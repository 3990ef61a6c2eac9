// A sound and a vibration per result, so the volunteer need not look at the screen for every pass:
// one high beep for in, two for already in, one low long tone for a refusal, and a middle tone for
// a pass that cannot be checked yet (no roster on the device): neither in nor refused.

export type Tone = 'ok' | 'warn' | 'error' | 'unchecked';

let audio: AudioContext | null = null;

function beep(freq: number, startMs: number, lengthMs: number) {
  if (!audio) return;
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.frequency.value = freq;
  gain.gain.value = 0.15;
  osc.connect(gain).connect(audio.destination);
  const t = audio.currentTime + startMs / 1000;
  osc.start(t);
  osc.stop(t + lengthMs / 1000);
}

export function feedback(tone: Tone) {
  try {
    audio ??= new AudioContext();
    if (tone === 'ok') beep(1046, 0, 120);
    if (tone === 'warn') {
      beep(660, 0, 110);
      beep(660, 180, 110);
    }
    if (tone === 'error') beep(196, 0, 450);
    if (tone === 'unchecked') beep(440, 0, 250);
  } catch {
    // No audio (autoplay rules, old browser): vibration and the card still tell.
  }
  navigator.vibrate?.({ ok: 80, warn: [60, 60, 60], error: 400, unchecked: [200, 100, 200] }[tone]);
}
