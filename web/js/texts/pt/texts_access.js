// O que um leitor de ecrã ou de tela diz do tabuleiro (ply_voice.js, board_table.js). Parte de `T`.

export const ACCESS_T = {
  side_names: { south: 'Sul', north: 'Norte' },
  voice_sowed: (side, pit) => `${side} semeou a casa ${pit}`,
  voice_swapped: (side) => `${side} trocou de lado`,
  voice_captured: (n) => `capturou ${n}`,
  voice_extra_turn: 'jogada extra',
  voice_over: 'fim da partida',
  voice_start: 'Posição inicial',
  table_caption: 'O tabuleiro em tabela: sementes em cada casa e armazém',
  table_pit: (n) => `Casa ${n}`,
  table_store: 'Armazém',
};
