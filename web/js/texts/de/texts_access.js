// Was ein Screenreader über das Brett sagt (ply_voice.js, board_table.js). Teil von `T`.

export const ACCESS_T = {
  side_names: { south: 'Süd', north: 'Nord' },
  voice_sowed: (side, pit) => `${side} hat Mulde ${pit} verteilt`,
  voice_swapped: (side) => `${side} hat die Seiten getauscht`,
  voice_captured: (n) => `${n} geschlagen`,
  voice_extra_turn: 'noch ein Zug',
  voice_over: 'Partie beendet',
  voice_start: 'Ausgangsstellung',
  table_caption: 'Das Brett als Tabelle: Steine in jeder Mulde und jedem Kalah',
  table_pit: (n) => `Mulde ${n}`,
  table_store: 'Kalah',
};
