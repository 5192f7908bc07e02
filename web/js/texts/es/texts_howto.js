// Las palabras de la página Cómo se juega al Kalah (how-to-play.html). Parte de `T` por texts_pages.js.

export const HOWTO_T = {
  howto_title: 'Cómo se juega al Kalah — Mancala',
  howto_h1: 'Cómo se juega al Kalah',
  howto_oware: '¿Juegas al oware? Tiene sus propias reglas: mira <a href="oware.html">Cómo se juega al oware</a>.',
  howto_intro:
    'El Kalah es un juego para dos, en un tablero de dos filas de seis hoyos con un gran almacén en cada extremo. Al principio cada hoyo tiene cuatro semillas (puedes elegir de dos a seis). Tuya es la fila más cercana a ti y el almacén a tu derecha. El objetivo: tener más semillas en tu almacén que tu rival cuando termine la partida.',
  howto_sowing_h: 'Sembrar',
  howto_sowing:
    'En tu turno elige uno de tus hoyos que tenga semillas. Tómalas todas y deja una en cada casilla siguiente, en sentido contrario a las agujas del reloj: a lo largo de tu fila hacia la derecha, en tu almacén y luego a lo largo de la fila del rival. Te saltas el almacén del rival, nunca el tuyo. Empieza Sur (el jugador de abajo).',
  howto_extra_h: 'Acaba en tu almacén: vuelve a jugar',
  howto_extra_cap:
    'Sur siembra las cuatro semillas del tercer hoyo: una en cada uno de los tres hoyos siguientes y la última en su almacén. La última semilla cayó en el almacén, así que Sur vuelve a jugar. Los turnos extra pueden encadenarse.',
  howto_capture_h: 'Acaba en un hoyo tuyo vacío: captura',
  howto_capture_before: 'Antes: el segundo hoyo de Sur está vacío; el de enfrente tiene 3 semillas. Sur siembra la única semilla del primer hoyo.',
  howto_capture_after:
    'Después: la semilla cayó en un hoyo vacío de Sur, así que ella y las 3 semillas de enfrente van al almacén de Sur: 10 + 4 = 14. Después le toca a Norte.',
  howto_empty_h: '… pero no si el hoyo de enfrente está vacío',
  howto_empty_cap: 'La misma jugada cuando el hoyo de enfrente está vacío: no se captura nada, la semilla se queda donde cayó y le toca a Norte.',
  howto_sweep_h: 'El final: la recogida',
  howto_sweep_before: 'Sur siembra en su almacén la última semilla de su lado.',
  howto_sweep_after:
    'Los hoyos de Sur están todos vacíos, así que la partida termina en el acto, sin turno extra. Cada semilla que queda en un hoyo va al almacén del dueño de ese hoyo: las 10 semillas de Norte van al almacén de Norte. Norte gana 27 a 21.',
  howto_end: 'La partida termina en cuanto una de las dos filas queda vacía tras una jugada. Gana el almacén más lleno; si son iguales, son tablas.',
  howto_rules_h: 'Variantes de las reglas',
  howto_rules: 'En <em>Más reglas</em>, en la pantalla de inicio, puedes cambiar el tablero:',
  howto_rule_pits: '<strong>Hoyos por lado</strong>: de 3 a 8 en vez de 6.',
  howto_rule_capture:
    '<strong>Captura</strong>: <em>también frente a un hoyo vacío</em> — acabar en un hoyo tuyo vacío te da esa semilla aunque el de enfrente esté vacío; <em>sin capturas</em> — no se roba nada.',
  howto_rule_pie:
    '<strong>Regla del pastel</strong>: tras el primer turno de Sur, Norte puede <em>cambiar de lado</em> en vez de sembrar y quedarse con la posición de Sur. Así una apertura fuerte no es una victoria regalada.',
  howto_rule_scoring:
    '<strong>Recuento</strong>: <em>solo capturas</em> — las semillas que quedan en los hoyos al final no cuentan para nadie; <em>resistencia</em> — gana quien aún tenga semillas en su lado cuando termine la partida.',
  howto_rule_early: '<strong>Terminar antes</strong>: la partida se detiene en cuanto un almacén tiene más de la mitad de todas las semillas.',
  howto_here_h: 'Jugar aquí',
  howto_here_click: 'Haz clic o toca uno de tus hoyos; los que no puedes sembrar aparecen en gris.',
  howto_here_keys: 'Teclado: <kbd>1</kbd>–<kbd>6</kbd> siembran tus hoyos empezando por tu izquierda, o muévete con <kbd>←</kbd> <kbd>→</kbd> y siembra con <kbd>Intro</kbd>.',
  howto_here_marks:
    'La última jugada queda marcada: un anillo discontinuo en el hoyo sembrado, anillos azules donde fueron las semillas y anillos rojos en los hoyos capturados.',
  howto_here_hint: 'Contra la computadora o en un dispositivo compartido, <em>Pista</em> muestra lo que jugaría la computadora más fuerte.',
};
