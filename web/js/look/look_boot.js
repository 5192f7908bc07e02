// Puts the stored theme and board style on <html> before the page is first drawn, so that a
// player who chose the dark theme never sees the light page flash by. A classic script in
// <head>, not a module: modules run only once the whole document is parsed. The keys are
// storage.js's; look_menu.js sets the same attributes when the player switches.
(function () {
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem('mancala.theme');
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
    if (localStorage.getItem('mancala.board') === 'flat') root.dataset.board = 'flat';
  } catch {
    // storage disabled: the system's theme and the wooden board
  }
})();
