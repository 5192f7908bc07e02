// The words of the look and sound switches (look/): the menu in the site header and the game
// screen's mute switch. Part of `T` (texts.js).

export const LOOK_T = {
  look_menu: 'Display and sound',
  look_theme: 'Theme',
  look_themes: { system: 'As the system', light: 'Light', dark: 'Dark' },
  look_board: 'Board',
  look_boards: { wood: 'Wood', flat: 'Flat, high contrast' },
  look_mute: 'Mute sounds',
  lang_menu: 'Language',
};
