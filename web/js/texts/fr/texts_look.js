// Les menus d'affichage, de son et de langue de l'en-tête. Fait partie de `T`.

export const LOOK_T = {
  look_menu: 'Affichage et son',
  look_theme: 'Thème',
  look_themes: { system: 'Comme le système', light: 'Clair', dark: 'Sombre' },
  look_board: 'Plateau',
  look_boards: { wood: 'Bois', flat: 'Plat, contraste élevé' },
  look_mute: 'Couper le son',
  lang_menu: 'Langue',
};
