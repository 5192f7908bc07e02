// Menu tampilan, suara, dan bahasa di kepala halaman. Bagian dari `T`.

export const LOOK_T = {
  look_menu: 'Tampilan dan suara',
  look_theme: 'Tema',
  look_themes: { system: 'Ikuti sistem', light: 'Terang', dark: 'Gelap' },
  look_board: 'Papan',
  look_boards: { wood: 'Kayu', flat: 'Datar, kontras tinggi' },
  look_mute: 'Matikan suara',
  lang_menu: 'Bahasa',
};
