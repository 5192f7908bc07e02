// Bir oyunun oyuncuları ve sonu (texts/texts.js'teki player_name, reason_text, over_text).
// `T`'nin parçası.

export const GAME_T = {
  computer_name: (level) => `Bilgisayar (${level})`,
  bot_levels: { easy: 'kolay', medium: 'orta', hard: 'zor' },
  reasons_end: {
    normal: 'Bir tarafın taşı bitti; tahtada kalan taşlar toplandı.',
    aborted: 'Oyun, iki taraf da hamle yapmadan iptal edildi. Kimse için sayılmaz.',
    agreement: 'Oyuncular beraberlikte anlaştı.',
    no_capture_limit: 'Taş kazanılmadan çok fazla hamle yapıldı: her taraftaki taşlar sahibine gitti.',
    no_feed: 'Bir taraf beslenemedi: son hamleyi yapan kalan taşları aldı.',
  },
  reason_resign: (loser) => `Terk eden: ${loser}.`,
  reason_timeout: (loser) => `Süresi biten: ${loser}.`,
  reason_timeout_draw: (loser) => `Süresi biten: ${loser}. Ama taşların yarısı ya da fazlası zaten ondaydı, bu yüzden oyun berabere.`,
  reason_abandon: (loser) => `Oyundan ayrılıp zamanında dönmeyen: ${loser}.`,
  over_draw: 'Oyun bitti: berabere.',
  over_won: (winner) => `Oyun bitti, kazanan: ${winner}.`,
  over_aborted: 'Oyun iptal edildi.',
};
