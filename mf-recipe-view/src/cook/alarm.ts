// The sound and buzz of a timer that ended. Browsers only let a page play sound after the person has interacted
// with it, so the audio context is made ready when a timer is started (a click) and reused when one ends.

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

/** Call from a click: creates (or wakes) the audio context so the alarm may sound later. */
export function prepareAlarm(): void {
  const Context = audioContextClass();
  if (!Context) return;
  try {
    context ??= new Context();
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
  } catch {
    context = null; // no sound on this device; the timer still says so on screen
  }
}

/** Three short beeps where sound is allowed, and a vibration where there is one. */
export function ringAlarm(): void {
  if (typeof navigator.vibrate === 'function') navigator.vibrate([300, 150, 300, 150, 300]);
  if (!context || context.state !== 'running') return;
  try {
    const start = context.currentTime;
    for (let beep = 0; beep < 3; beep += 1) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      const at = start + beep * 0.45;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.32);
    }
  } catch {
    // Sound is a bonus; the alert on screen is what counts.
  }
}
