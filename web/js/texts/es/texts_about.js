// Las palabras de la página Acerca de (about.html). Parte de `T` por texts_pages.js.

export const ABOUT_T = {
  about_title: 'Acerca de — Mancala',
  about_h1: 'Acerca de este sitio',
  about_intro:
    'Este es un pequeño sitio para jugar al <strong>Kalah</strong>, el juego más conocido de la familia mancala, en el navegador: contra el próximo desconocido que busque partida, contra la computadora en tres niveles o con un amigo en el mismo teléfono o computadora.',
  about_no_install:
    'No hay nada que instalar ni hace falta cuenta. Elige un nombre si quieres — lo verán tu rival y los registros de las partidas — y juega; para conservar el nombre (e iniciar sesión con él en otro dispositivo), regístralo en <a href="./#account">Tu nombre</a>. Si cierras la página o pierdes la conexión en mitad de una partida, vuelve a abrir el sitio en el mismo dispositivo y la partida vuelve.',
  about_how_h: 'Cómo funciona',
  about_server:
    'Un servidor, escrito en C++, lleva todas las partidas: comprueba cada jugada según las reglas, hace jugar a la computadora, empareja a los jugadores de la cola y cuenta a ambos navegadores lo que pasó mediante un WebSocket. La página que estás viendo es HTML, CSS y JavaScript sencillos, todo servido por ese mismo servidor; no carga nada de ningún otro sitio.',
  about_levels:
    'Los niveles de la computadora: <em>fácil</em> se equivoca a propósito, <em>medio</em> mira unas cuantas jugadas por delante y <em>difícil</em> busca tan hondo como su tiempo le permite. El botón de pista muestra lo que jugaría <em>difícil</em>.',
  about_rules_h: 'Reglas',
  about_rules:
    'Mira <a href="how-to-play.html">Cómo se juega</a>. La cola pública usa el tablero estándar: seis hoyos por lado, cuatro semillas en cada uno, Sur juega primero.',
  pages_back: 'Volver al juego',
};
