// Menyu za mwonekano, sauti na lugha kwenye kichwa cha ukurasa. Sehemu ya `T`.

export const LOOK_T = {
  look_menu: 'Mwonekano na sauti',
  look_theme: 'Mandhari',
  look_themes: { system: 'Kama mfumo', light: 'Angavu', dark: 'Giza' },
  look_board: 'Ubao',
  look_boards: { wood: 'Mbao', flat: 'Bapa, utofautishaji mkubwa' },
  look_mute: 'Zima sauti',
  lang_menu: 'Lugha',
};
