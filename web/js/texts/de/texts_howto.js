// Die Wörter der Seite Spielregeln von Kalaha (how-to-play.html). Über texts_pages.js Teil von `T`.

export const HOWTO_T = {
  howto_title: 'Spielregeln von Kalaha — Mancala',
  howto_h1: 'So spielt man Kalaha',
  howto_oware: 'Sie spielen Oware? Dafür gelten eigene Regeln: siehe <a href="oware.html">Spielregeln von Oware</a>.',
  howto_intro:
    'Kalaha ist ein Spiel für zwei, gespielt auf einem Brett mit zwei Reihen zu je sechs Mulden und einer großen Gewinnmulde, dem Kalah, an jedem Ende. Zu Beginn liegen in jeder Mulde vier Steine (wählbar sind zwei bis sechs). Ihnen gehören die Reihe, die Ihnen am nächsten ist, und das Kalah zu Ihrer Rechten. Das Ziel: am Ende mehr Steine im eigenen Kalah zu haben als der Gegner.',
  howto_sowing_h: 'Säen',
  howto_sowing:
    'Wählen Sie am Zug eine Ihrer Mulden, in der Steine liegen. Nehmen Sie alle heraus und legen Sie je einen in die folgenden Mulden, gegen den Uhrzeigersinn: Ihre Reihe entlang nach rechts, in Ihr Kalah, dann die Reihe des Gegners entlang. Das Kalah des Gegners wird übersprungen, Ihr eigenes nie. Süd (der Spieler unten) beginnt.',
  howto_extra_h: 'Im eigenen Kalah landen: noch einmal ziehen',
  howto_extra_cap:
    'Süd sät die vier Steine der dritten Mulde: je einen in die nächsten drei Mulden und den letzten in das Kalah von Süd. Der letzte Stein landete im Kalah, also zieht Süd noch einmal. Zusatzzüge können aufeinander folgen.',
  howto_capture_h: 'In einer eigenen leeren Mulde landen: schlagen',
  howto_capture_before: 'Vorher: Die zweite Mulde von Süd ist leer; in der Mulde gegenüber liegen 3 Steine. Süd sät den einzelnen Stein der ersten Mulde.',
  howto_capture_after:
    'Nachher: Der Stein landete in einer leeren Mulde von Süd, also gehen er und die 3 Steine gegenüber in das Kalah von Süd: 10 + 4 = 14. Dann ist Nord am Zug.',
  howto_empty_h: '… aber nicht, wenn die Mulde gegenüber leer ist',
  howto_empty_cap: 'Derselbe Zug, wenn die Mulde gegenüber leer ist: Nichts wird geschlagen, der Stein bleibt, wo er gelandet ist, und Nord ist am Zug.',
  howto_sweep_h: 'Das Ende: Abräumen',
  howto_sweep_before: 'Süd sät den letzten Stein auf seiner Seite in sein Kalah.',
  howto_sweep_after:
    'Die Mulden von Süd sind alle leer, also endet die Partie sofort — ohne Zusatzzug. Jeder Stein, der noch in einer Mulde liegt, geht in das Kalah des Besitzers dieser Mulde: Die 10 Steine von Nord kommen in das Kalah von Nord. Nord gewinnt 27 zu 21.',
  howto_end: 'Die Partie endet, sobald nach einem Zug eine der beiden Reihen leer ist. Das vollere Kalah gewinnt; bei Gleichstand ist es ein Remis.',
  howto_rules_h: 'Regelvarianten',
  howto_rules: 'Unter <em>Weitere Regeln</em> auf dem Startbildschirm können Sie das Brett ändern:',
  howto_rule_pits: '<strong>Mulden pro Seite</strong>: 3 bis 8 statt 6.',
  howto_rule_capture:
    '<strong>Schlagen</strong>: <em>auch gegenüber einer leeren Mulde</em> — wer in einer eigenen leeren Mulde landet, bekommt diesen einen Stein auch dann, wenn die Mulde gegenüber leer ist; <em>kein Schlagen</em> — es wird gar nicht geschlagen.',
  howto_rule_pie:
    '<strong>Kuchenregel</strong>: Nach dem ersten Zug von Süd darf Nord statt zu säen <em>die Seiten tauschen</em> und die Stellung von Süd übernehmen. So wird eine starke Eröffnung kein geschenkter Sieg.',
  howto_rule_scoring:
    '<strong>Wertung am Ende</strong>: <em>nur Geschlagenes</em> — die Steine, die am Ende in Mulden liegen, zählen für niemanden; <em>Durchhalten</em> — wer bei Spielende noch Steine auf seiner Seite hat, gewinnt.',
  howto_rule_early: '<strong>Früher enden</strong>: Die Partie endet, sobald ein Kalah mehr als die Hälfte aller Steine enthält.',
  howto_here_h: 'Spielen auf dieser Seite',
  howto_here_click: 'Klicken oder tippen Sie auf eine Ihrer Mulden; Mulden, die Sie nicht säen können, sind ausgegraut.',
  howto_here_keys: 'Tastatur: <kbd>1</kbd>–<kbd>6</kbd> säen Ihre Mulden von links, oder wählen Sie mit <kbd>←</kbd> <kbd>→</kbd> und säen Sie mit <kbd>Enter</kbd>.',
  howto_here_marks:
    'Der letzte Zug ist markiert: ein gestrichelter Ring um die gesäte Mulde, blaue Ringe, wo die Steine hinkamen, rote Ringe um geschlagene Mulden.',
  howto_here_hint: 'Gegen den Computer oder an einem gemeinsamen Gerät zeigt <em>Tipp</em>, was der stärkste Computer spielen würde.',
};
