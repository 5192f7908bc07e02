// Tautan yang dibuka selama permainan dan koneksi ke server. Bagian dari `T`.

export const NET_T = {
  link_offer: (what) => `Anda sedang bermain, dan permainan berlanjut tanpa Anda jika Anda pergi. Buka ${what}?`,
  link_views: {
    friend: 'undangan',
    watch: 'permainan untuk ditonton',
    replay: 'tayangan ulang',
    review: 'ulasan permainan',
    player: 'halaman pemain',
    tournament: 'turnamen',
    leaderboard: 'papan peringkat',
    bots: 'halaman bot',
    account: 'akun Anda',
    analysis: 'papan analisis',
    mod: 'halaman moderasi',
    other: 'tautan',
  },
  link_open: 'Buka',
  link_stay: 'Tetap di sini',
  link_silent: (when) => `Server berhenti menjawab. Menyambung ulang dalam ${when}…`,
  ply_offline: 'Anda luring: langkah Anda tidak terkirim. Mainkan lagi setelah koneksi kembali.',
  ply_unconfirmed: 'Koneksi terputus sebelum server mengonfirmasi langkah Anda.',
  ply_not_played: 'Langkah Anda tidak sampai ke server: mainkan lagi.',
};
