// The words a screen reader hears about the board (ply_voice.js, board_table.js): each ply as it
// is played, watched or stepped through, and the board read as a table. Part of `T` (texts.js).

export const ACCESS_T = {
  side_names: { south: 'South', north: 'North' },
  voice_sowed: (side, pit) => `${side} sowed pit ${pit}`,
  voice_swapped: (side) => `${side} swapped sides`,
  voice_captured: (n) => `captured ${n}`,
  voice_extra_turn: 'extra turn',
  voice_over: 'game over',
  voice_start: 'Start position',
  table_caption: 'The board as a table: seeds in each pit and store',
  table_pit: (n) => `Pit ${n}`,
  table_store: 'Store',
};
