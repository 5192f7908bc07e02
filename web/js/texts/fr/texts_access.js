// Ce qu'un lecteur d'écran entend du plateau (ply_voice.js, board_table.js). Fait partie de `T`.

export const ACCESS_T = {
  side_names: { south: 'Sud', north: 'Nord' },
  voice_sowed: (side, pit) => `${side} a semé le trou ${pit}`,
  voice_swapped: (side) => `${side} a échangé les camps`,
  voice_captured: (n) => `a capturé ${n}`,
  voice_extra_turn: 'tour supplémentaire',
  voice_over: 'partie terminée',
  voice_start: 'Position de départ',
  table_caption: 'Le plateau sous forme de tableau : les graines de chaque trou et de chaque grenier',
  table_pit: (n) => `Trou ${n}`,
  table_store: 'Grenier',
};
