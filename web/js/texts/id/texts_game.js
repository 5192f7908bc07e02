// Para pemain dan akhir permainan (player_name, reason_text, over_text di texts/texts.js).
// Bagian dari `T`.

export const GAME_T = {
  computer_name: (level) => `Komputer (${level})`,
  bot_levels: { easy: 'mudah', medium: 'sedang', hard: 'sulit' },
  reasons_end: {
    normal: 'Satu sisi kehabisan biji; biji yang tersisa di papan dikumpulkan.',
    aborted: 'Permainan dibatalkan sebelum kedua sisi melangkah. Tidak dihitung untuk siapa pun.',
    agreement: 'Para pemain sepakat seri.',
    no_capture_limit: 'Terlalu banyak langkah tanpa tembakan: biji di setiap sisi menjadi milik pemiliknya.',
    no_feed: 'Satu sisi tidak dapat diberi biji: pelangkah terakhir mengambil biji yang tersisa.',
  },
  reason_resign: (loser) => `${loser} menyerah.`,
  reason_timeout: (loser) => `${loser} kehabisan waktu.`,
  reason_timeout_draw: (loser) => `${loser} kehabisan waktu, tetapi sudah memegang separuh biji atau lebih, jadi permainan seri.`,
  reason_abandon: (loser) => `${loser} meninggalkan permainan dan tidak kembali tepat waktu.`,
  over_draw: 'Permainan selesai: seri.',
  over_won: (winner) => `Permainan selesai: ${winner} menang.`,
  over_aborted: 'Permainan dibatalkan.',
};
