// Las palabras de la página Privacidad (privacy.html): qué guarda el sitio, dónde y cuánto tiempo. Los
// nombres de las entradas (mancala.token, …) quedan en el HTML. Parte de `T` por texts_pages.js.

export const POLICY_T = {
  policy_title: 'Privacidad — Mancala',
  policy_h1: 'Privacidad',
  policy_intro:
    'Esta página enumera todo lo que este sitio guarda sobre ti, dónde y durante cuánto tiempo. Describe lo que hace el código; si alguna vez no coinciden, es un error que corregimos.',
  policy_no_third:
    'Las cuentas son opcionales, y no hay publicidad, ni analítica, ni terceros: cada archivo de este sitio viene de nuestro propio servidor, y la página solo habla con él. Su única cookie guarda el idioma que elijas (más abajo).',
  policy_browser_h: 'En tu navegador',
  policy_browser:
    'La página guarda estas entradas en el <em>almacenamiento local</em> de tu navegador para este sitio. Se quedan hasta que borres los datos del sitio en tu navegador:',
  policy_col_entry: 'Entrada',
  policy_col_what: 'Qué contiene',
  policy_col_why: 'Para qué',
  policy_token_what: 'un secreto aleatorio que el servidor dio a este navegador',
  policy_token_why: 'para que al recargar la página, o al volver tras perder la conexión, vuelvas a tu partida en curso',
  policy_name_what: 'el nombre que escribiste',
  policy_name_why: 'para rellenarlo la próxima vez',
  policy_prefs_what: 'tus últimas elecciones de tablero, nivel y lado',
  policy_prefs_why: 'para rellenarlas la próxima vez',
  policy_match_what: 'el marcador de tu encuentro actual',
  policy_match_why: 'para que una recarga no lo pierda',
  policy_player_what: 'tu id de jugador (el id aleatorio que el servidor dio a tu jugador)',
  policy_player_why: 'para listar tus últimas partidas en la página de inicio',
  policy_seats_what: 'los ids de tus últimas 50 partidas y el lado que jugaste en cada una',
  policy_seats_why: 'para mostrar cada resultado desde tu lado',
  policy_chat_off_what: 'que desactivaste el chat (solo en ese caso)',
  policy_chat_off_why: 'para mantenerlo desactivado la próxima vez',
  policy_chat_muted_what: 'los ids de hasta 200 jugadores que silenciaste en el chat',
  policy_chat_muted_why: 'para seguir ocultando sus mensajes en este navegador',
  policy_muted_what: 'que silenciaste los sonidos del juego (solo en ese caso)',
  policy_muted_why: 'para mantenerlos apagados la próxima vez',
  policy_notify_what: 'que pediste que te avisen cuando una partida espera tu jugada (solo en ese caso)',
  policy_notify_why: 'para seguir avisándote la próxima vez',
  policy_theme_what: 'el tema que elegiste, claro u oscuro (no se guarda mientras sigue a tu sistema)',
  policy_theme_why: 'para mostrar la página así la próxima vez',
  policy_board_what: 'que elegiste el tablero plano (solo en ese caso)',
  policy_board_why: 'para dibujar el tablero así la próxima vez',
  policy_lang_what: 'el idioma que elegiste en el menú Idioma (solo en ese caso)',
  policy_lang_why: 'para mostrar las páginas en él la próxima vez',
  policy_cookie:
    'Una <em>cookie</em>, <code>mancala_lang</code>, guarda ese mismo idioma, y solo si eliges uno en el menú Idioma: el servidor la lee para enviar cada página ya en ese idioma. Dura un año, o hasta que borres los datos del sitio.',
  policy_offline_what: 'las partidas que terminaste sin red (tablero, rival, lado y jugadas), solo hasta que se envían',
  policy_offline_why: 'para añadirlas a tus partidas cuando estés en línea',
  policy_offline_current_what: 'la partida que juegas sin red (tablero, rival, lado y jugadas), hasta que termina o la abandonas',
  policy_offline_current_why: 'para que una recarga o una pestaña cerrada te devuelva a ella',
  policy_cache:
    'Para abrirse sin red, el sitio también guarda una copia de sus propios archivos (páginas, scripts, estilos, iconos y el motor del juego) en el <em>almacenamiento de caché</em> de tu navegador, mediante un <em>service worker</em>. No contiene nada sobre ti; una nueva versión del sitio la sustituye.',
  policy_login:
    'Al iniciar sesión se guardan un token nuevo y tu id de jugador en esas mismas dos entradas; al cerrar sesión se borran (junto con tu nombre y el marcador del encuentro). Tu contraseña nunca se guarda en el navegador.',
  policy_session:
    'Mientras esperas a que un amigo abra tu enlace de invitación, la página también guarda esa invitación (su código, el tablero y tu lado) en el <em>almacenamiento de sesión</em> de la pestaña, para que una recarga vuelva a mostrar la pantalla de espera. Desaparece cuando tu amigo se une, cuando cancelas, cuando el enlace caduca o cuando cierras la pestaña.',
  policy_db_h: 'En el servidor: la base de datos de partidas',
  policy_db: 'El servidor guarda una base de datos (un archivo SQLite) con:',
  policy_db_players:
    '<strong>Jugadores</strong>: un id de jugador aleatorio, el nombre que elegiste (o el nombre de <em>Invitado</em> que inventamos), un hash SHA-256 de tu token (no el token en sí) y cuándo se vio al jugador por primera vez.',
  policy_db_accounts:
    '<strong>Cuentas</strong>, solo si eliges <em>Conservar tu nombre</em>: el nombre de usuario, un hash Argon2id de tu contraseña (nunca la contraseña en sí), el idioma de la página cuando eliges uno (para que tus otros dispositivos también lo muestren) y un hash SHA-256 del token que cada inicio de sesión da a un navegador. Cerrar sesión solo hace que este navegador olvide su token y su id de jugador; la cuenta se queda.',
  policy_db_games:
    '<strong>Partidas</strong>: un id de partida aleatorio, las reglas usadas, cómo empezó la partida (en línea, contra la computadora o en el mismo dispositivo), los ids y nombres de ambos jugadores (o el nivel de la computadora), el resultado, el motivo del final, el marcador final y cuándo empezó y terminó.',
  policy_db_moves: '<strong>Jugadas</strong>: cada jugada de cada partida, con la hora en que se jugó.',
  policy_db_ratings:
    '<strong>Puntuaciones</strong>: tu puntuación en cada tablero y ritmo en que jugaste partidas puntuables, y su valor tras cada partida puntuable (el gráfico de tu página de jugador); y, en cuanto intentas un problema, tu puntuación de problemas, qué problemas intentaste y si tu primer intento resolvió cada uno.',
  policy_db_chat:
    '<strong>Líneas de chat</strong>, solo si chateas en una partida: la sala (la de los jugadores o la de los espectadores de una partida), tu id de jugador y tu nombre, las palabras, cuándo y cuántas jugadas tenía entonces la partida. Una sala guarda sus <strong>últimas 200 líneas</strong>; las más antiguas se borran a medida que llegan nuevas. La sala de los jugadores se muestra junto a las jugadas en la repetición de la partida.',
  policy_db_blocks:
    '<strong>Bloqueos</strong>, solo si pulsas <em>Bloquear</em> en la página de un jugador: tu id de jugador y el suyo. <em>Desbloquear</em> lo elimina. La lista no se publica; el jugador bloqueado solo nota que los desafíos y las búsquedas de partida entre ustedes dos se rechazan, y que Jugar en línea nunca los empareja.',
  policy_db_reports:
    '<strong>Denuncias</strong>, solo si denuncias a un jugador: tu id de jugador, el suyo, el motivo, la partida y las palabras que escribiste, y cuándo. Solo los moderadores del sitio las leen; al jugador denunciado no se le dice quién lo denunció. El propio servidor presenta algunas denuncias (insultos repetidos en el chat, una partida puntuable de muy pocas jugadas), sin denunciante.',
  policy_db_moderation:
    '<strong>Moderación</strong>: si una cuenta es de moderador, y qué hicieron los moderadores (o las reglas de juego limpio) respecto a un jugador: pausas de chat, vetos de chat, vetos de juego, cuentas cerradas, denuncias desestimadas, cada una con quién, por qué y cuándo (el registro de moderación, que cualquier moderador puede leer).',
  policy_db_offences:
    '<strong>Faltas de juego limpio</strong>, en partidas públicas entre dos personas: anular una partida, dejar que se agote el tiempo de la primera jugada o dejar que una partida perdida acabe por tiempo; la partida, qué pasó y cuándo. Tres en un día suponen un veto de juego (10 minutos, más largo si se repite).',
  policy_db_seeks:
    '<strong>Búsquedas de partida por correspondencia abiertas</strong>, solo si tienes cuenta y ofreces en el vestíbulo una partida de días por jugada: sus condiciones (tablero, reloj, lado, puntuable, rango de puntuación) con tu id de jugador, tu nombre y tu puntuación, visibles para todos en el vestíbulo hasta que alguien la acepte o la canceles; entonces se borra.',
  policy_public:
    '<strong>Los registros de las partidas son públicos.</strong> Cualquiera puede leer una partida — nombres de los jugadores, jugadas, resultado y horas — en <code>/api/games/&lt;id&gt;</code>, repetirla en <code>/#game=&lt;id&gt;</code>, y las partidas más recientes se listan en <code>/api/games</code>. Las partidas de un jugador se listan en <code>/api/players/&lt;id de jugador&gt;/games</code>. Las partidas en curso contra la computadora o de la cola pública aparecen en <em>Jugando ahora</em>, y cualquiera que tenga el id de una partida puede verla en directo (también una partida entre amigos: no se lista, pero su id no es secreto). Elige un nombre que no te importe mostrar.',
  policy_how_long:
    '<strong>Cuánto tiempo:</strong> aparte de las salas de chat, que guardan sus últimas 200 líneas, el servidor no borra nada por sí solo: jugadores, partidas, jugadas, puntuaciones, denuncias, el registro de moderación y las faltas se quedan hasta que elimines tu jugador (más abajo) o el operador del sitio los borre. El hash del token es lo que une un navegador con su jugador; borrar los datos del sitio en tu navegador rompe ese vínculo para siempre (inicia sesión de nuevo para recuperarlo, si tienes cuenta).',
  policy_not_stored: 'No se guarda en la base de datos: tu dirección IP, los datos de tu navegador ni nada que no hayas escrito o jugado.',
  policy_yours_h: 'Tus datos: descárgalos o elimínalos',
  policy_download:
    'En la pantalla de la cuenta (<em>Tu nombre</em>), <strong>Descargar mis datos</strong> guarda un archivo, <code>mancala-&lt;id de jugador&gt;.json</code>, con todo lo anterior que se refiere a tu jugador: tu jugador y tu cuenta (nunca la contraseña ni su hash), tus puntuaciones y su historial, tu puntuación de problemas y los problemas que intentaste, todas las partidas que jugaste, tus líneas de chat, las denuncias que presentaste, los jugadores que bloqueas y tu situación (pausa de chat, veto de juego) con las entradas de moderación y las faltas de juego limpio sobre ti. Deja fuera los datos de otras personas: quién te denunció y qué moderador actuó.',
  policy_delete:
    '<strong>Eliminar mi cuenta</strong> (<em>Eliminar mi jugador</em> para un invitado) te pide que escribas tu nombre y luego borra para siempre: tu nombre, tu cuenta y el hash de tu contraseña, todos los tokens de inicio de sesión, tus líneas de chat, tus puntuaciones y su historial (sales de la clasificación), tus bloqueos (en ambos sentidos), tus búsquedas abiertas, tus faltas de juego limpio y tu situación (pausa de chat, veto de juego). Tu conexión se cierra y este navegador sigue jugando como un invitado nuevo.',
  policy_stays:
    'Lo que se queda: <strong>tus partidas</strong>, con tu puesto mostrado como <em>jugador eliminado</em> (tus rivales conservan sus partidas), y, bajo tu antiguo id de jugador, que ya no lleva a ningún nombre, las denuncias que presentaste o que se presentaron sobre ti y el registro de moderación (lo que anotaron los moderadores de lo que hicieron). Los registros del servidor descritos abajo no se reescriben.',
  policy_logs_h: 'En el servidor: registros',
  policy_logs: 'El servidor escribe un registro continuo en su salida estándar, una línea con fecha y hora por suceso. Una línea del registro puede contener:',
  policy_log_ip:
    'la dirección IP de la que vino una conexión, cuando se abre la conexión y cuando se rechaza una conexión (entonces también la dirección de la página web de la que vino, el <em>Origin</em>);',
  policy_log_ids: 'ids de jugador, cuando se cierra una conexión, cuando otra nueva la sustituye o cuando se cierra por enviar demasiado rápido o leer demasiado despacio;',
  policy_log_accounts: 'un nombre de usuario y su id de jugador cuando se crea una cuenta, y con la dirección IP en cada inicio de sesión (un inicio de sesión rechazado registra solo la dirección);',
  policy_log_reports: 'los ids de jugador de una denuncia y su motivo, y el id de un jugador que eliminó sus datos;',
  policy_log_games: 'ids de partida, los nombres de ambos jugadores al empezar una partida, y cómo y cuándo terminó (resultado, marcador, abandonos, tiempos agotados, jugadores que no volvieron).',
  policy_logs_not: 'No registra lo que envías, tus jugadas una a una, tu token ni tu contraseña (un inicio de sesión rechazado registra solo la dirección de la que vino).',
  policy_logs_kept:
    'El servidor no guarda archivos de registro: el registro va a donde lo envíe su operador (por ejemplo, el diario del contenedor o del sistema) y se guarda mientras ese sistema lo guarde. El archivo Compose que distribuimos (<code>docker/compose.yaml</code>) guarda como mucho cinco archivos de 10 MB cada uno, borrando primero el más antiguo, así que una línea desaparece cuando se han escrito unos 50 MB de líneas más recientes; las líneas también se borran con el contenedor.',
  policy_memory_h: 'Solo en memoria',
  policy_memory:
    'Mientras funciona, el servidor también guarda, solo en memoria, quién está conectado, quién espera en la cola, quién mira qué partida, las invitaciones entre amigos abiertas (el código aleatorio, tu id de jugador y tu nombre, el tablero y tu lado, hasta que el enlace se usa, se cancela o caduca: 30 minutos salvo que el operador haya fijado otro tiempo; quien tenga el enlace ve tu nombre) y contadores de mensajes por conexión para frenar los abusos. Todo esto desaparece cuando el servidor se reinicia.',
};
