// The game's sounds — a sow, a capture, an extra turn, the game's end and the clock's low-time
// tick — synthesised with the Web Audio API from sound_notes.js (an oscillator per note shaped
// by a gain envelope; no sound file). Browsers start audio only after a gesture on the page, so
// the audio context is made at the player's first click or key; before that, and while muted, a
// sound is silent. Muting is remembered (storage.js) and shared by every mute switch on the
// page: each follows the `mancala:muted` event on the document.

import * as storage from '../net/storage.js';
import { SOUND_NOTES } from './sound_notes.js';

const MUTED_EVENT = 'mancala:muted';
const ATTACK_S = 0.005; // a click-free start
const SILENT = 0.0001; // exponential ramps cannot reach 0

/** Mutes or unmutes every sound, remembers it, and tells the page's mute switches. */
export function set_muted(doc, muted) {
  storage.setMuted(muted);
  doc.dispatchEvent(new CustomEvent(MUTED_EVENT, { detail: Boolean(muted) }));
}

/** Makes checkbox `box` (ticked: muted) a mute switch that stays in step with the others. */
export function wire_mute_switch(doc, box) {
  box.checked = storage.muted();
  box.addEventListener('change', () => set_muted(doc, box.checked));
  doc.addEventListener(MUTED_EVENT, (ev) => (box.checked = ev.detail));
}

/** Plays the sounds named in SOUND_NOTES. */
export class Sounds {
  constructor(doc) {
    this.ctx_ = null;
    const wake = () => this.wake_();
    doc.addEventListener('pointerdown', wake, { capture: true });
    doc.addEventListener('keydown', wake, { capture: true });
  }

  /** Plays sound `name` ('sow', 'capture', 'extra_turn', 'end', 'low_time') unless muted. */
  play(name) {
    const ctx = this.ctx_;
    const notes = SOUND_NOTES[name];
    if (!notes || storage.muted() || !ctx || ctx.state !== 'running') return;
    const t0 = ctx.currentTime;
    for (const note of notes) this.note_(ctx, t0 + note.at, note);
  }

  note_(ctx, t, { hz, to, dur, type, gain }) {
    const osc = ctx.createOscillator();
    const env = ctx.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(hz, t);
    if (to) osc.frequency.exponentialRampToValueAtTime(to, t + dur);
    env.gain.setValueAtTime(SILENT, t);
    env.gain.exponentialRampToValueAtTime(gain, t + ATTACK_S);
    env.gain.exponentialRampToValueAtTime(SILENT, t + dur);
    osc.connect(env).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + dur);
  }

  wake_() {
    const AC = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!AC) return;
    try {
      this.ctx_ ??= new AC();
      if (this.ctx_.state === 'suspended') this.ctx_.resume().catch(() => {});
    } catch {
      this.ctx_ = null; // no audio device: the game stays silent
    }
  }
}
