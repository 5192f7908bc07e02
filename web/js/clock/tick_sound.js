// The soft tick of a clock in its last seconds, made with WebAudio (a short filtered click, no
// sound file), and the switch that mutes it, remembered in localStorage. Browsers start audio
// only after a gesture on the page, so the audio context is made at the player's first click or
// key; before that, and while muted, a tick is silent.

import * as storage from '../storage.js';

const TICK_GAIN = 0.08; // soft: a tap, not a beep
const TICK_HZ = 1100;
const TICK_S = 0.045;

export class TickSound {
  constructor(doc) {
    this.ctx_ = null;
    this.muted_ = storage.muted();
    const wake = () => this.wake_();
    doc.addEventListener('pointerdown', wake, { capture: true });
    doc.addEventListener('keydown', wake, { capture: true });
  }

  get muted() {
    return this.muted_;
  }

  set muted(m) {
    this.muted_ = Boolean(m);
    storage.setMuted(this.muted_);
  }

  /** One tick, unless muted or the page has had no gesture yet. */
  tick() {
    const ctx = this.ctx_;
    if (this.muted_ || !ctx || ctx.state !== 'running') return;
    const t = ctx.currentTime;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(TICK_HZ, t);
    gain.gain.setValueAtTime(TICK_GAIN, t);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + TICK_S);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + TICK_S);
  }

  wake_() {
    const AC = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!AC) return;
    try {
      this.ctx_ ??= new AC();
      if (this.ctx_.state === 'suspended') this.ctx_.resume().catch(() => {});
    } catch {
      this.ctx_ = null; // no audio device: the clock stays silent
    }
  }
}
