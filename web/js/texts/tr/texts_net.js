// Oyun sırasında açılan bağlantılar ve sunucu bağlantısı. `T`'nin parçası.

export const NET_T = {
  link_offer: (what) => `Bir oyundasınız ve ayrılırsanız oyun sizsiz sürer. Açılsın mı: ${what}?`,
  link_views: {
    friend: 'davet',
    watch: 'izlenecek oyun',
    replay: 'tekrar',
    review: 'oyun incelemesi',
    player: 'oyuncu sayfası',
    tournament: 'turnuva',
    leaderboard: 'sıralama',
    bots: 'botlar sayfası',
    account: 'hesabınız',
    analysis: 'analiz tahtası',
    mod: 'moderasyon sayfası',
    other: 'bağlantı',
  },
  link_open: 'Aç',
  link_stay: 'Kal',
  link_silent: (when) => `Sunucu yanıt vermiyor. ${when} sonra yeniden bağlanılacak…`,
  ply_offline: 'Çevrimdışısınız: hamleniz gönderilmedi. Bağlantı gelince yeniden oynayın.',
  ply_unconfirmed: 'Sunucu hamlenizi onaylamadan bağlantı koptu.',
  ply_not_played: 'Hamleniz sunucuya ulaşmadı: yeniden oynayın.',
};
