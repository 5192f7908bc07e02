// Daftar permainan yang bertambah per halaman (games_pager.js). Bagian dari `T`.

export const LISTS_T = {
  more_games: 'Permainan lainnya',
  more_games_loading: 'Memuat…',
  more_games_failed: 'Permainan berikutnya tidak dapat dimuat. Coba lagi.',
};
