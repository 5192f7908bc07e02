// What the page says and shows that only Oware needs (rules/oware.md): the game choice on the
// start form, the feeding rule's filter on playable pits, and the words for a grand slam, a
// refused ply and the end of the game.

import { T, set_text } from '../texts/texts.js';

/**
 * Wires a board form's Game select: Kalah's board options do not apply to Oware. `prefix` names
 * a copy of the start form's fields (ids `${prefix}v-game`...); only the start form's title and
 * lead describe the game chosen (the catalog's start_title and start_lead).
 */
export function wire_game_choice(doc, prefix = '') {
  const game = doc.getElementById(`${prefix}v-game`);
  if (!game) return;
  const title = prefix === '' ? doc.getElementById('start-title') : null;
  const lead = prefix === '' ? doc.getElementById('start-lead') : null;
  const sync = () => {
    const oware = game.value === 'oware';
    const which = oware ? 'oware' : 'kalah';
    if (title) set_text(title, T.start_title[which]);
    if (lead) set_text(lead, T.start_lead[which]);
    for (const id of [`${prefix}v-seeds-field`, `${prefix}advanced`]) {
      const el = doc.getElementById(id);
      if (el) el.hidden = oware;
    }
    const help = doc.getElementById(`${prefix}v-game-help`);
    if (help) help.hidden = !oware;
  };
  game.addEventListener('change', sync);
  sync();
}

/**
 * The sentence for a `moved` whose capture a grand slam cancelled, or '' for any other ply.
 * `victim` is the name of the side that would have lost every seed ("You", "Computer (hard)").
 */
export function grand_slam_text(moved, victim) {
  if (moved.grand_slam !== true) return '';
  return victim === T.you ? T.grand_slam_you : T.grand_slam(victim);
}

/**
 * Why a ply was refused, in the game's own words, or null to show the server's message.
 * `state` is the position the ply was played in, `victim` the name of the side not moving.
 */
export function refusal_text(reply, variant, state, victim) {
  if (reply.code !== 'illegal_move' || !state) return null;
  return feeding_text(variant, state, victim) || null;
}

/** Why an Oware game ended where the words differ from Kalah's, or '' for the common text. */
export function end_text(state) {
  if (state.reason === 'normal') {
    return state.result === 'draw' ? T.oware_end_normal_draw : T.oware_end_normal;
  }
  if (state.reason === 'no_feed') {
    return T.oware_end_no_feed;
  }
  return '';
}

/**
 * Oware's feeding rule as a filter on the pits of the side to move: when the other row is empty
 * only pits whose seeds reach it may be sown (pit i needs 6 - i seeds). Null when it doesn't apply.
 */
export function feeding_filter(variant, state) {
  if (!variant || variant.game !== 'oware' || state.over) return null;
  const me = state.to_move === 'north' ? 1 : 0;
  if (state.pits[1 - me].some((n) => n > 0)) return null;
  const row = state.pits[me];
  return (pit) => row[pit] >= row.length - pit;
}

/** The sentence that explains greyed-out pits under the feeding rule, or ''. */
export function feeding_text(variant, state, victim) {
  if (feeding_filter(variant, state) === null) return '';
  return victim === T.you ? T.oware_feeding_you : T.oware_feeding(victim);
}
