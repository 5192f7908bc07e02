// Las palabras de la página Cómo se juega al oware (oware.html). Parte de `T` por texts_pages.js.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'Cómo se juega al oware — Mancala',
  oware_howto_h1: 'Cómo se juega al oware',
  oware_howto_nav: 'Oware',
  oware_howto_intro:
    'El oware (también llamado abapa o awalé) se juega en toda África occidental y en el Caribe, en el mismo tipo de tablero que el Kalah — dos filas de seis hoyos, con cuatro semillas cada uno —, pero es otro juego. No hay almacenes en el tablero: las semillas que ganas se guardan al lado. Nunca se siembra en un almacén, nunca se juega dos veces seguidas y se captura en la fila del <em>rival</em>. Quien haya capturado 25 de las 48 semillas gana.',
  oware_howto_sowing_h: 'Sembrar',
  oware_howto_sowing:
    'En tu turno toma todas las semillas de uno de tus hoyos y déjalas de una en una en los hoyos siguientes, en sentido contrario a las agujas del reloj: a lo largo de tu fila hacia la derecha, luego a lo largo de la fila del rival, y otra vez alrededor. Empieza Sur, abajo.',
  oware_howto_lap:
    'Un hoyo de 12 semillas o más da la vuelta completa. El hoyo que vaciaste se salta en cada vuelta: aquí el primer hoyo de Sur tenía 12. Once semillas dieron la vuelta al tablero y la duodécima saltó el primer hoyo vacío y cayó en el segundo, que ahora tiene 2.',
  oware_howto_capture_h: 'Capturar los 2 y los 3',
  oware_howto_capture:
    'Si tu última semilla cae en un hoyo del rival y lo deja con exactamente 2 o 3, te llevas esas semillas. Luego mira el hoyo justo anterior: si también es del rival y tiene 2 o 3, llévatelo también, y así hacia atrás — hasta que un hoyo tenga otro número o llegues al final de la fila del rival.',
  oware_howto_chain_before: 'Antes: Sur siembra las 3 semillas del quinto hoyo.',
  oware_howto_chain_after:
    'Después: la última semilla dejó el segundo hoyo de Norte en 3, así que Sur se lo lleva, y luego el anterior, que ahora tiene 2. La cadena se detiene ahí: el siguiente hacia atrás es de Sur (tiene 2, pero nunca se captura en la propia fila). Sur ha capturado 5.',
  oware_howto_four:
    'Un 4 corta la cadena. La última semilla de Sur dejó el tercer hoyo de Norte en 2 (capturado), pero el anterior pasó a tener 4, así que el 2 que hay detrás se queda. Los hoyos que siguen al de la última semilla nunca se capturan.',
  oware_howto_slam_h: 'El gran slam no captura nada',
  oware_howto_slam:
    'La jugada de Sur dejó los dos únicos hoyos de Norte con 2 y 3. Llevárselos dejaría a Norte sin ninguna semilla: un <em>gran slam</em>. La jugada está permitida, pero no captura nada: las semillas se quedan donde cayeron.',
  oware_howto_feed_h: 'Alimenta a tu rival',
  oware_howto_feed:
    'No puedes dejar a tu rival sin semillas para jugar. Cuando su fila está vacía, debes elegir un hoyo cuyas semillas lleguen a su fila, si tienes alguno. Los hoyos que no llegan se rechazan, y el juego te dice por qué.',
  oware_howto_feed_cap:
    'Norte no tiene nada. El primer y el cuarto hoyo de Sur se quedarían en la fila de Sur, así que la única jugada permitida es el sexto hoyo, cuya semilla llega a Norte.',
  oware_howto_no_feed: 'Si ninguna jugada tuya puede llegar a tu rival, la partida termina y te llevas todas las semillas que quedan en el tablero.',
  oware_howto_end_h: 'El final',
  oware_howto_end_25: 'Captura <strong>25 semillas</strong> y ganas en el acto. 24 cada uno son tablas.',
  oware_howto_end_feed: 'Si nadie puede alimentar al otro, el jugador al que le toca se lleva las semillas que quedan (ver arriba).',
  oware_howto_end_100:
    'Con pocas semillas una partida puede dar vueltas sin fin, así que tras <strong>100 jugadas seguidas sin captura</strong> se detiene: cada jugador suma las semillas de su fila a las que capturó, y gana el total mayor.',
  oware_howto_here_h: 'Jugar aquí',
  oware_howto_here_choose:
    'Elige <em>Oware</em> en <em>Juego</em> en la pantalla de inicio; todas las formas de jugar — en línea, contra la computadora, dos en un dispositivo — funcionan con él.',
  oware_howto_here_counts:
    'Tus semillas capturadas se cuentan junto a tu nombre. Tras cada jugada los hoyos capturados se marcan en rojo, y una cadena se muestra hoyo a hoyo en el orden en que se capturó.',
  oware_howto_here_kalah: '<a href="how-to-play.html">Cómo se juega al Kalah</a> explica los controles, que son los mismos.',
};
