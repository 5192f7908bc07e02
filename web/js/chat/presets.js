// The chat's preset lines (docs/protocol.md §Chat): each is sent as its canonical English text,
// the exact text the server knows (presets are exempt from its near-copy rule), and shown to every
// reader in their own words: T.chat_presets holds one entry per preset, keyed as below.

import { T } from '../texts/texts.js';

/** [key, canonical English text] in the order the buttons show them. */
export const PRESETS = [
  ['hello', 'Hello'],
  ['good_luck', 'Good luck'],
  ['have_fun', 'Have fun'],
  ['good_game', 'Good game'],
  ['well_played', 'Well played'],
  ['thank_you', 'Thank you'],
];

const BY_TEXT = new Map(PRESETS.map(([key, text]) => [text, key]));

/** The preset key of a line's text ('good_game' for "Good game"), or null for a typed line. */
export const preset_key = (text) => BY_TEXT.get(text) ?? null;

/** A line's text as the reader sees it: a preset in the reader's words, any other text as it came. */
export function display_text(text) {
  const key = preset_key(text);
  return key === null ? text : (T.chat_presets[key] ?? text);
}
