// Die Menüs für Darstellung, Ton und Sprache in der Kopfzeile. Teil von `T`.

export const LOOK_T = {
  look_menu: 'Darstellung und Ton',
  look_theme: 'Farbschema',
  look_themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  look_board: 'Brett',
  look_boards: { wood: 'Holz', flat: 'Flach, hoher Kontrast' },
  look_mute: 'Töne aus',
  lang_menu: 'Sprache',
};
