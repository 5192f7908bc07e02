// The words of the text page How to play Oware (oware.html): its headings, paragraphs, the
// pictures' captions and the lists, by `data-text` and `data-html` (the entries' own markup).
// Spread into `T` through texts_pages.js.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'How to play Oware — Mancala',
  oware_howto_h1: 'How to play Oware',
  oware_howto_nav: 'Oware',
  oware_howto_intro:
    'Oware (also called abapa) is played across West Africa and the Caribbean on the same kind of board as Kalah — two rows of six pits, four seeds in each — but it is a different game. There are no stores on the board: seeds you win are kept beside it. You never sow into a store, you never move twice in a row, and you capture on your <em>opponent’s</em> row. Whoever has captured 25 of the 48 seeds has won.',
  oware_howto_sowing_h: 'Sowing',
  oware_howto_sowing:
    'On your turn take all the seeds of one of your pits and drop them one by one into the following pits, counterclockwise: along your row to the right, then along your opponent’s row, and round again. South, at the bottom, starts.',
  oware_howto_lap:
    'A pit of 12 seeds or more goes all the way round. The pit you emptied is skipped on every lap: here South’s first pit held 12. Eleven seeds went round the board and the twelfth passed over the empty first pit into the second, which now holds 2.',
  oware_howto_capture_h: 'Capturing 2s and 3s',
  oware_howto_capture:
    'If your last seed lands in one of your opponent’s pits and makes it hold exactly 2 or 3, you take those seeds. Then look at the pit just before it: if it is also your opponent’s and holds 2 or 3, take it too, and so on backwards — until a pit holds some other number or you reach the end of your opponent’s row.',
  oware_howto_chain_before: 'Before: South sows the 3 seeds of the fifth pit.',
  oware_howto_chain_after:
    'After: the last seed made North’s second pit a 3, so South takes it, then the pit before it, now a 2. The chain stops there: the next pit back is South’s own (it holds 2, but you never capture from your own row). South has captured 5.',
  oware_howto_four:
    'A 4 breaks the chain. South’s last seed made North’s third pit a 2 (taken), but the pit before it became a 4, so the 2 behind that stays. Pits after the one where the last seed landed are never taken.',
  oware_howto_slam_h: 'The grand slam takes nothing',
  oware_howto_slam:
    'South’s move made North’s only two pits a 2 and a 3. Taking them would leave North with no seeds at all — a <em>grand slam</em>. The move is allowed, but it captures nothing: the seeds stay where they fell.',
  oware_howto_feed_h: 'Feed your opponent',
  oware_howto_feed:
    'You may not leave your opponent without seeds to play. When their row is empty, you must choose a pit whose seeds reach their row, if you have one. Pits that don’t reach are refused, and the game tells you why.',
  oware_howto_feed_cap:
    'North has nothing. South’s first and fourth pits would stay on South’s row, so the only move allowed is the sixth pit, whose seed reaches North.',
  oware_howto_no_feed: 'If no move of yours can reach your opponent, the game ends and you take every seed still on the board.',
  oware_howto_end_h: 'The end',
  oware_howto_end_25: 'Capture <strong>25 seeds</strong> and you win at once. 24 each is a draw.',
  oware_howto_end_feed: 'If nobody can feed the other, the player to move takes the seeds left (see above).',
  oware_howto_end_100:
    'Games can circle forever with few seeds left, so after <strong>100 moves in a row without a capture</strong> the game stops: each player adds the seeds on their own row to what they captured, and the larger total wins.',
  oware_howto_here_h: 'Playing here',
  oware_howto_here_choose:
    'Choose <em>Oware</em> under <em>Game</em> on the start screen; every way to play — online, against the computer, two on one device — works for it.',
  oware_howto_here_counts:
    'Your captured seeds are counted beside your name. After each move the pits it took are outlined in red, and a chain is shown pit by pit in the order it was taken.',
  oware_howto_here_kalah: '<a href="how-to-play.html">How to play Kalah</a> explains the controls, which are the same.',
};
