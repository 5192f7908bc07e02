// Os menus de aparência, som e idioma do cabeçalho. Parte de `T`.

export const LOOK_T = {
  look_menu: 'Aparência e som',
  look_theme: 'Tema',
  look_themes: { system: 'Como o sistema', light: 'Claro', dark: 'Escuro' },
  look_board: 'Tabuleiro',
  look_boards: { wood: 'Madeira', flat: 'Plano, alto contraste' },
  look_mute: 'Silenciar sons',
  lang_menu: 'Idioma',
};
