// Os jogadores de uma partida e o seu fim (player_name, reason_text, over_text de texts/texts.js).
// Parte de `T`.

export const GAME_T = {
  computer_name: (level) => `Computador (${level})`,
  bot_levels: { easy: 'fácil', medium: 'médio', hard: 'difícil' },
  reasons_end: {
    normal: 'Um lado ficou sem sementes; as sementes que restavam no tabuleiro foram recolhidas.',
    aborted: 'A partida foi anulada antes de os dois lados jogarem. Não conta para ninguém.',
    agreement: 'Os jogadores concordaram com o empate.',
    no_capture_limit: 'Jogadas demais sem captura: as sementes de cada lado foram para o seu dono.',
    no_feed: 'Um lado não pôde ser alimentado: quem jogou por último ficou com as sementes restantes.',
  },
  reason_resign: (loser) => `${loser} desistiu.`,
  reason_timeout: (loser) => `${loser} ficou sem tempo.`,
  reason_timeout_draw: (loser) => `${loser} ficou sem tempo, mas já tinha metade das sementes ou mais, por isso a partida é empate.`,
  reason_abandon: (loser) => `${loser} saiu da partida e não voltou a tempo.`,
  over_draw: 'Fim da partida: empate.',
  over_won: (winner) => `Fim da partida: ${winner} ganhou.`,
  over_aborted: 'Partida anulada.',
};
