// The words of the text page About this site (about.html), by `data-text` and `data-html` (the
// entries' own markup). Spread into `T` through texts_pages.js.

export const ABOUT_T = {
  about_title: 'About — Mancala',
  about_h1: 'About this site',
  about_intro:
    'This is a small place to play <strong>Kalah</strong>, the best-known game of the mancala family, in the browser: against the next stranger who is looking for a game, against the computer at three levels, or with a friend on the same phone or computer.',
  about_no_install:
    'There is nothing to install and no account needed. Pick a name if you like — it is shown to your opponent and in the game records — and play; to keep the name (and log in with it on another device), register it under <a href="./#account">Your name</a>. If you close the page or lose your connection in the middle of a game, open the site again on the same device and the game comes back.',
  about_how_h: 'How it works',
  about_server:
    'One server, written in C++, keeps every game: it checks each move against the rules, runs the computer opponent, pairs players from the queue, and tells both browsers what happened over a WebSocket. The page you are looking at is plain HTML, CSS and JavaScript, all served by that same server; it loads nothing from anywhere else.',
  about_levels:
    'The computer’s levels: <em>easy</em> makes mistakes on purpose, <em>medium</em> looks a few moves ahead, and <em>hard</em> searches as deep as its time allows. The hint button shows what <em>hard</em> would play.',
  about_rules_h: 'Rules',
  about_rules:
    'See <a href="how-to-play.html">How to play</a>. The public queue uses the standard board: six pits a side, four seeds each, South moves first.',
  pages_back: 'Back to the game',
};
