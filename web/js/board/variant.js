// The `variant` object of PROTOCOL.md: read from the start form, described in words, and the
// numbers the board needs (pits per side, whether stores are on the sowing path).

import { T } from '../texts/texts.js';

/** The rule book's defaults (rules/kalah.md §Options): the live public board. */
export const KALAH_DEFAULTS = Object.freeze({
  game: 'kalah', pits: 6, seeds: 4, capture: 'standard', pie: false, scoring: 'store', early_end: false,
});

/** Full variant from a possibly partial one (the server may omit defaults). */
export function complete(v) {
  if (v && v.game === 'oware') return { pits: 6, seeds: 4, ...v, game: 'oware' };
  return { ...KALAH_DEFAULTS, ...(v || {}) };
}

/** Oware captures beside the board: its stores are not on the sowing path. */
export const has_stores = (v) => complete(v).game !== 'oware';

/**
 * The variant chosen on the start form (or on a copy of its fields whose ids start with
 * `prefix`); only options that differ from the defaults are sent.
 */
export function from_form(doc, prefix = '') {
  const $ = (id) => doc.getElementById(prefix + id);
  if ($('v-game')?.value === 'oware') return { game: 'oware' };
  const v = {
    game: 'kalah',
    pits: Number($('v-pits').value),
    seeds: Number($('v-seeds').value),
    capture: $('v-capture').value,
    pie: $('v-pie').checked,
    scoring: $('v-scoring').value,
    early_end: $('v-early').checked,
  };
  return v;
}

/** Puts a remembered variant back on the form (unknown values are left at the form's default). */
export function to_form(doc, v, prefix = '') {
  if (!v) return;
  const set = (id, value) => {
    const el = doc.getElementById(prefix + id);
    if (value === undefined || el === null) return;
    if (el.type === 'checkbox') el.checked = Boolean(value);
    else if ([...el.options].some((o) => o.value === String(value))) el.value = String(value);
  };
  set('v-game', v.game);
  if (v.game === 'oware') return; // Kalah's options keep their defaults
  set('v-pits', v.pits);
  set('v-seeds', v.seeds);
  set('v-capture', v.capture);
  set('v-pie', v.pie);
  set('v-scoring', v.scoring);
  set('v-early', v.early_end);
  const d = KALAH_DEFAULTS;
  const more = doc.getElementById(`${prefix}advanced`);
  if (more && (v.pits !== d.pits || v.capture !== d.capture || v.pie || v.scoring !== d.scoring || v.early_end)) more.open = true;
}

/** The variant as sent to the server: Oware's has no options. */
export const wire = (v) => (complete(v).game === 'oware' ? { game: 'oware' } : complete(v));

/** Seeds on a board of this variant: every pit's at the start, both sides. */
export function total_seeds(v) {
  const c = complete(v);
  return c.pits * c.seeds * 2;
}

/** A short description, e.g. "Kalah 6 × 4, pie rule". */
export function describe(v) {
  const c = complete(v);
  if (c.game === 'oware') return T.game_names.oware;
  const parts = [T.kalah_board(c.pits, c.seeds)];
  if (c.capture === 'empty') parts.push(T.variant_parts.capture_empty);
  if (c.capture === 'none') parts.push(T.variant_parts.capture_none);
  if (c.pie) parts.push(T.variant_parts.pie);
  if (c.scoring === 'captured') parts.push(T.variant_parts.captured);
  if (c.scoring === 'outlast') parts.push(T.variant_parts.outlast);
  if (c.early_end) parts.push(T.variant_parts.early_end);
  return parts.join(', ');
}

/** The same string for the same rules, however the variant was spelled (keys sorted, defaults filled). */
export function key(v) {
  const c = complete(v);
  return JSON.stringify(Object.keys(c).sort().map((k) => [k, c[k]]));
}
