// Les joueurs d'une partie et sa fin (player_name, reason_text, over_text de texts/texts.js).
// Fait partie de `T`.

export const GAME_T = {
  computer_name: (level) => `Ordinateur (${level})`,
  bot_levels: { easy: 'facile', medium: 'moyen', hard: 'difficile' },
  reasons_end: {
    normal: 'Un camp n’avait plus de graines ; les graines restées sur le plateau ont été ramassées.',
    aborted: 'La partie a été annulée avant que les deux camps aient joué. Elle ne compte pour personne.',
    agreement: 'Les joueurs se sont mis d’accord sur la nulle.',
    no_capture_limit: 'Trop de coups sans capture : les graines de chaque camp sont allées à leur propriétaire.',
    no_feed: 'Un camp ne pouvait pas être nourri : le dernier à jouer a pris les graines restantes.',
  },
  reason_resign: (loser) => `${loser} a abandonné.`,
  reason_timeout: (loser) => `${loser} a dépassé son temps.`,
  reason_timeout_draw: (loser) => `${loser} a dépassé son temps, mais avait déjà la moitié des graines ou plus : la partie est nulle.`,
  reason_abandon: (loser) => `${loser} a quitté la partie et n’est pas revenu à temps.`,
  over_draw: 'Partie terminée : match nul.',
  over_won: (winner) => `Partie terminée : ${winner} a gagné.`,
  over_aborted: 'Partie annulée.',
};
