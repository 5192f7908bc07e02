// Los jugadores de una partida y su final (player_name, reason_text, over_text de texts/texts.js).
// Parte de `T`.

export const GAME_T = {
  computer_name: (level) => `Computadora (${level})`,
  bot_levels: { easy: 'fácil', medium: 'medio', hard: 'difícil' },
  reasons_end: {
    normal: 'Un lado se quedó sin semillas; las semillas que quedaban en el tablero se recogieron.',
    aborted: 'La partida se anuló antes de que ambos lados jugaran. No cuenta para nadie.',
    agreement: 'Los jugadores acordaron tablas.',
    no_capture_limit: 'Demasiadas jugadas sin captura: las semillas de cada lado fueron para su dueño.',
    no_feed: 'No se pudo alimentar a un lado: el último en jugar se llevó las semillas restantes.',
  },
  reason_resign: (loser) => `${loser} abandonó.`,
  reason_timeout: (loser) => `${loser} se quedó sin tiempo.`,
  reason_timeout_draw: (loser) => `${loser} se quedó sin tiempo, pero ya tenía la mitad de las semillas o más, así que la partida es tablas.`,
  reason_abandon: (loser) => `${loser} dejó la partida y no volvió a tiempo.`,
  over_draw: 'Fin de la partida: tablas.',
  over_won: (winner) => `Fin de la partida: ganó ${winner}.`,
  over_aborted: 'Partida anulada.',
};
