// Başlıktaki görünüm, ses ve dil menüleri. `T`'nin parçası.

export const LOOK_T = {
  look_menu: 'Görünüm ve ses',
  look_theme: 'Tema',
  look_themes: { system: 'Sistemdeki gibi', light: 'Açık', dark: 'Koyu' },
  look_board: 'Tahta',
  look_boards: { wood: 'Ahşap', flat: 'Düz, yüksek karşıtlık' },
  look_mute: 'Sesleri kapat',
  lang_menu: 'Dil',
};
