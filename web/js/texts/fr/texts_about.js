// Les mots de la page À propos (about.html). Versés dans `T` par texts_pages.js.

export const ABOUT_T = {
  about_title: 'À propos — Mancala',
  about_h1: 'À propos de ce site',
  about_intro:
    'Ce petit site permet de jouer au <strong>Kalah</strong>, le jeu le plus connu de la famille des mancalas, dans le navigateur\u00a0: contre le prochain inconnu qui cherche une partie, contre l’ordinateur à trois niveaux, ou avec un ami sur le même téléphone ou ordinateur.',
  about_no_install:
    'Rien à installer, pas de compte nécessaire. Choisissez un nom si vous voulez — il est montré à votre adversaire et dans les comptes rendus de partie — et jouez\u202f; pour garder ce nom (et vous connecter avec lui sur un autre appareil), enregistrez-le sous <a href="./#account">Votre nom</a>. Si vous fermez la page ou perdez la connexion en pleine partie, rouvrez le site sur le même appareil\u00a0: la partie revient.',
  about_how_h: 'Comment ça marche',
  about_server:
    'Un serveur, écrit en C++, tient toutes les parties\u00a0: il vérifie chaque coup selon les règles, fait jouer l’ordinateur, apparie les joueurs de la file d’attente et dit aux deux navigateurs ce qui s’est passé, par un WebSocket. La page que vous lisez est du simple HTML, CSS et JavaScript, servi par ce même serveur\u202f; elle ne charge rien d’ailleurs.',
  about_levels:
    'Les niveaux de l’ordinateur\u00a0: <em>facile</em> se trompe exprès, <em>moyen</em> voit quelques coups à l’avance, et <em>difficile</em> cherche aussi loin que son temps le permet. Le bouton Indice montre ce que jouerait <em>difficile</em>.',
  about_rules_h: 'Règles',
  about_rules:
    'Voir <a href="how-to-play.html">Règles du jeu</a>. La file publique utilise le plateau standard\u00a0: six trous par camp, quatre graines dans chacun, Sud commence.',
  pages_back: 'Retour au jeu',
};
