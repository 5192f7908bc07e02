// Los menús de aspecto, sonido e idioma de la cabecera. Parte de `T`.

export const LOOK_T = {
  look_menu: 'Aspecto y sonido',
  look_theme: 'Tema',
  look_themes: { system: 'Como el sistema', light: 'Claro', dark: 'Oscuro' },
  look_board: 'Tablero',
  look_boards: { wood: 'Madera', flat: 'Plano, alto contraste' },
  look_mute: 'Silenciar sonidos',
  lang_menu: 'Idioma',
};
