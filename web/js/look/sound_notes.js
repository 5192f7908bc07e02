// The notes of the game's sounds (sounds.js plays them), kept apart as plain data so that a test
// can tell which sound an oscillator belongs to. Each note: its start after the sound begins
// (`at`, s), frequency (`hz`, gliding to `to` when given), length (`dur`, s), waveform and peak
// gain. No frequency is shared between two sounds.

export const SOUND_NOTES = {
  // Seeds dropping into hollows: three soft wooden taps.
  sow: [
    { at: 0, hz: 520, dur: 0.05, type: 'triangle', gain: 0.09 },
    { at: 0.06, hz: 470, dur: 0.05, type: 'triangle', gain: 0.08 },
    { at: 0.12, hz: 430, dur: 0.05, type: 'triangle', gain: 0.07 },
  ],
  // Seeds swept into the store: a falling thud with a softer echo.
  capture: [
    { at: 0, hz: 300, to: 140, dur: 0.24, type: 'triangle', gain: 0.18 },
    { at: 0.04, hz: 450, to: 210, dur: 0.2, type: 'sine', gain: 0.07 },
  ],
  // Another turn: two rising notes.
  extra_turn: [
    { at: 0, hz: 660, dur: 0.12, type: 'sine', gain: 0.1 },
    { at: 0.1, hz: 880, dur: 0.2, type: 'sine', gain: 0.1 },
  ],
  // The end of the game: a rising C major arpeggio.
  end: [
    { at: 0, hz: 523.25, dur: 0.3, type: 'sine', gain: 0.1 },
    { at: 0.14, hz: 659.25, dur: 0.3, type: 'sine', gain: 0.1 },
    { at: 0.28, hz: 783.99, dur: 0.3, type: 'sine', gain: 0.1 },
    { at: 0.42, hz: 1046.5, dur: 0.55, type: 'sine', gain: 0.09 },
  ],
  // The clock's last seconds: one soft tick a second.
  low_time: [{ at: 0, hz: 1100, dur: 0.045, type: 'triangle', gain: 0.08 }],
};
