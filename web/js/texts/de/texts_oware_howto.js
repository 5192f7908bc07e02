// Die Wörter der Seite Spielregeln von Oware (oware.html). Über texts_pages.js Teil von `T`.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'Spielregeln von Oware — Mancala',
  oware_howto_h1: 'So spielt man Oware',
  oware_howto_nav: 'Oware',
  oware_howto_intro:
    'Oware (auch Abapa genannt) wird in ganz Westafrika und in der Karibik auf derselben Art Brett gespielt wie Kalaha — zwei Reihen zu sechs Mulden, vier Steine in jeder —, ist aber ein anderes Spiel. Es gibt keine Kalahs auf dem Brett: Gewonnene Steine werden daneben gesammelt. Man sät nie in ein Kalah, zieht nie zweimal hintereinander und schlägt in der Reihe des <em>Gegners</em>. Wer 25 der 48 Steine geschlagen hat, hat gewonnen.',
  oware_howto_sowing_h: 'Säen',
  oware_howto_sowing:
    'Nehmen Sie am Zug alle Steine einer Ihrer Mulden und legen Sie sie einzeln in die folgenden Mulden, gegen den Uhrzeigersinn: Ihre Reihe entlang nach rechts, dann die Reihe des Gegners entlang und wieder herum. Süd, unten, beginnt.',
  oware_howto_lap:
    'Eine Mulde mit 12 oder mehr Steinen geht einmal ganz herum. Die geleerte Mulde wird bei jeder Runde übersprungen: Hier hatte die erste Mulde von Süd 12 Steine. Elf gingen einmal um das Brett, und der zwölfte übersprang die leere erste Mulde und kam in die zweite, in der jetzt 2 liegen.',
  oware_howto_capture_h: '2er und 3er schlagen',
  oware_howto_capture:
    'Landet Ihr letzter Stein in einer Mulde des Gegners und liegen darin dann genau 2 oder 3 Steine, nehmen Sie diese Steine. Dann sehen Sie auf die Mulde direkt davor: Gehört auch sie dem Gegner und liegen darin 2 oder 3, nehmen Sie auch sie, und so weiter rückwärts — bis eine Mulde eine andere Zahl enthält oder Sie das Ende der gegnerischen Reihe erreichen.',
  oware_howto_chain_before: 'Vorher: Süd sät die 3 Steine der fünften Mulde.',
  oware_howto_chain_after:
    'Nachher: Der letzte Stein machte die zweite Mulde von Nord zu einer 3, also schlägt Süd sie, dann die Mulde davor, jetzt eine 2. Dort endet die Kette: Die nächste Mulde rückwärts gehört Süd selbst (sie enthält 2, aber in der eigenen Reihe wird nie geschlagen). Süd hat 5 Steine geschlagen.',
  oware_howto_four:
    'Eine 4 unterbricht die Kette. Der letzte Stein von Süd machte die dritte Mulde von Nord zu einer 2 (geschlagen), aber die Mulde davor wurde zu einer 4, also bleibt die 2 dahinter liegen. Mulden nach der, in der der letzte Stein landete, werden nie geschlagen.',
  oware_howto_slam_h: 'Der Grand Slam schlägt nichts',
  oware_howto_slam:
    'Der Zug von Süd machte die einzigen zwei Mulden von Nord zu einer 2 und einer 3. Sie zu schlagen ließe Nord ganz ohne Steine — ein <em>Grand Slam</em>. Der Zug ist erlaubt, schlägt aber nichts: Die Steine bleiben, wo sie hingefallen sind.',
  oware_howto_feed_h: 'Den Gegner versorgen',
  oware_howto_feed:
    'Sie dürfen den Gegner nicht ohne spielbare Steine lassen. Ist seine Reihe leer, müssen Sie eine Mulde wählen, deren Steine seine Reihe erreichen, falls Sie eine haben. Mulden, die nicht hinreichen, werden abgelehnt, und das Spiel sagt Ihnen, warum.',
  oware_howto_feed_cap:
    'Nord hat nichts. Die erste und die vierte Mulde von Süd blieben in der Reihe von Süd, also ist der einzige erlaubte Zug die sechste Mulde, deren Stein Nord erreicht.',
  oware_howto_no_feed: 'Kann keiner Ihrer Züge den Gegner erreichen, endet die Partie, und Sie nehmen alle Steine, die noch auf dem Brett liegen.',
  oware_howto_end_h: 'Das Ende',
  oware_howto_end_25: 'Schlagen Sie <strong>25 Steine</strong>, und Sie haben sofort gewonnen. 24 zu 24 ist ein Remis.',
  oware_howto_end_feed: 'Kann keiner den anderen versorgen, nimmt der Spieler am Zug die übrigen Steine (siehe oben).',
  oware_howto_end_100:
    'Mit wenigen Steinen kann eine Partie endlos kreisen, deshalb endet sie nach <strong>100 Zügen in Folge ohne Schlagen</strong>: Jeder zählt die Steine seiner Reihe zu seinen geschlagenen hinzu, und die größere Summe gewinnt.',
  oware_howto_here_h: 'Spielen auf dieser Seite',
  oware_howto_here_choose:
    'Wählen Sie auf dem Startbildschirm unter <em>Spiel</em> den Eintrag <em>Oware</em>; jede Art zu spielen — online, gegen den Computer, zu zweit an einem Gerät — geht auch damit.',
  oware_howto_here_counts:
    'Ihre geschlagenen Steine werden neben Ihrem Namen gezählt. Nach jedem Zug sind die geschlagenen Mulden rot umrandet, und eine Kette wird Mulde für Mulde in der Reihenfolge gezeigt, in der sie geschlagen wurde.',
  oware_howto_here_kalah: '<a href="how-to-play.html">Spielregeln von Kalaha</a> erklärt die Bedienung, die gleich ist.',
};
