// Sayfa sayfa uzayan oyun listeleri (games_pager.js). `T`'nin parçası.

export const LISTS_T = {
  more_games: 'Daha fazla oyun',
  more_games_loading: 'Yükleniyor…',
  more_games_failed: 'Sonraki oyunlar yüklenemedi. Yeniden deneyin.',
};
