// Die Spieler einer Partie und ihr Ende (player_name, reason_text, over_text in texts/texts.js).
// Teil von `T`.

export const GAME_T = {
  computer_name: (level) => `Computer (${level})`,
  bot_levels: { easy: 'leicht', medium: 'mittel', hard: 'schwer' },
  reasons_end: {
    normal: 'Eine Seite hatte keine Steine mehr; die übrigen Steine auf dem Brett wurden eingesammelt.',
    aborted: 'Die Partie wurde abgebrochen, bevor beide Seiten gezogen hatten. Sie zählt für niemanden.',
    agreement: 'Die Spieler haben sich auf Remis geeinigt.',
    no_capture_limit: 'Zu viele Züge ohne Schlagen: Die Steine jeder Seite gingen an ihren Besitzer.',
    no_feed: 'Eine Seite konnte nicht versorgt werden: Wer zuletzt zog, nahm die übrigen Steine.',
  },
  reason_resign: (loser) => `${loser} hat aufgegeben.`,
  reason_timeout: (loser) => `${loser} hat die Zeit überschritten.`,
  reason_timeout_draw: (loser) => `${loser} hat die Zeit überschritten, hatte aber schon mindestens die Hälfte der Steine: Die Partie ist remis.`,
  reason_abandon: (loser) => `${loser} hat die Partie verlassen und ist nicht rechtzeitig zurückgekehrt.`,
  over_draw: 'Partie beendet: remis.',
  over_won: (winner) => `Partie beendet: ${winner} hat gewonnen.`,
  over_aborted: 'Partie abgebrochen.',
};
