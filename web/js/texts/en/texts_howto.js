// The words of the text page How to play Kalah (how-to-play.html): its headings, paragraphs,
// the pictures' captions and the lists, by `data-text` and `data-html` (the entries' own markup:
// <strong>, <em>, <kbd>, a link). Spread into `T` through texts_pages.js.

export const HOWTO_T = {
  howto_title: 'How to play Kalah — Mancala',
  howto_h1: 'How to play Kalah',
  howto_oware: 'Playing Oware? It has rules of its own: see <a href="oware.html">How to play Oware</a>.',
  howto_intro:
    'Kalah is a game for two, played on a board of two rows of six pits with a large store at each end. Each pit starts with four seeds (you can choose two to six). You own the row nearest to you and the store on your right. The aim: have more seeds in your store than your opponent when the game ends.',
  howto_sowing_h: 'Sowing',
  howto_sowing:
    'On your turn pick one of your own pits that holds seeds. Lift them all and drop one in each following hollow, going counterclockwise: along your row to the right, into your store, then along your opponent’s row. You skip your opponent’s store, never your own. South (the player at the bottom) starts.',
  howto_extra_h: 'Land in your store: move again',
  howto_extra_cap:
    'South sows the third pit’s four seeds: one each into the next three pits and the last into South’s store. The last seed landed in the store, so South moves again. Extra turns can follow each other.',
  howto_capture_h: 'Land in an empty pit of yours: capture',
  howto_capture_before: 'Before: South’s second pit is empty; the pit opposite it holds 3 seeds. South sows the single seed of the first pit.',
  howto_capture_after:
    'After: the seed landed in South’s own empty pit, so it and the 3 seeds opposite go to South’s store: 10 + 4 = 14. Then it is North’s turn.',
  howto_empty_h: '…but not when the opposite pit is empty',
  howto_empty_cap: 'The same move when the opposite pit is empty: nothing is captured, the seed stays where it landed, and it is North’s turn.',
  howto_sweep_h: 'The end: the sweep',
  howto_sweep_before: 'South sows the last seed on South’s side into the store.',
  howto_sweep_after:
    'South’s pits are all empty, so the game ends at once — no extra turn. Every seed still in a pit goes to the store of that pit’s owner: North’s 10 seeds go to North’s store. North wins 27 to 21.',
  howto_end: 'The game ends as soon as either row is empty after a move. The larger store wins; equal stores are a draw.',
  howto_rules_h: 'Rule choices',
  howto_rules: 'Under <em>More rules</em> on the start screen you can change the board:',
  howto_rule_pits: '<strong>Pits per side</strong>: 3 to 8 instead of 6.',
  howto_rule_capture:
    '<strong>Capture</strong>: <em>also opposite an empty pit</em> — landing in your own empty pit scores that one seed even when the opposite pit is empty; <em>no captures</em> — no stealing at all.',
  howto_rule_pie:
    '<strong>Pie rule</strong>: after South’s first turn, North may <em>swap sides</em> instead of sowing, taking over South’s position. It keeps a strong opening from being a free win.',
  howto_rule_scoring:
    '<strong>Scoring</strong>: <em>captured only</em> — the seeds left in pits at the end count for nobody; <em>outlast</em> — whoever still has seeds on their side when the game ends wins.',
  howto_rule_early: '<strong>End early</strong>: the game stops as soon as one store holds more than half of all seeds.',
  howto_here_h: 'Playing here',
  howto_here_click: 'Click or tap one of your pits; pits you can’t sow are greyed out.',
  howto_here_keys: 'Keyboard: <kbd>1</kbd>–<kbd>6</kbd> sow your pits from your left, or move with <kbd>←</kbd> <kbd>→</kbd> and sow with <kbd>Enter</kbd>.',
  howto_here_marks:
    'The last move is outlined: a dashed ring on the pit that was sown, blue rings where the seeds went, red rings on captured pits.',
  howto_here_hint: 'Against the computer or on a shared device, <em>Hint</em> shows what the strongest computer would play.',
};
