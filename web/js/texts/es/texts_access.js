// Lo que un lector de pantalla dice del tablero (ply_voice.js, board_table.js). Parte de `T`.

export const ACCESS_T = {
  side_names: { south: 'Sur', north: 'Norte' },
  voice_sowed: (side, pit) => `${side} sembró el hoyo ${pit}`,
  voice_swapped: (side) => `${side} cambió de lado`,
  voice_captured: (n) => `capturó ${n}`,
  voice_extra_turn: 'turno extra',
  voice_over: 'fin de la partida',
  voice_start: 'Posición inicial',
  table_caption: 'El tablero como tabla: semillas en cada hoyo y almacén',
  table_pit: (n) => `Hoyo ${n}`,
  table_store: 'Almacén',
};
