// Les mots de la page Règles de l’awalé (oware.html). En Afrique de l’Ouest francophone, l’oware
// s’appelle awalé. Versés dans `T` par texts_pages.js.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'Règles de l’awalé — Mancala',
  oware_howto_h1: 'Règles de l’awalé',
  oware_howto_nav: 'Awalé',
  oware_howto_intro:
    'L’awalé (aussi appelé oware ou abapa) se joue dans toute l’Afrique de l’Ouest et aux Antilles, sur le même genre de plateau que le Kalah — deux rangées de six trous, quatre graines dans chacun — mais c’est un autre jeu. Il n’y a pas de grenier sur le plateau\u00a0: les graines gagnées sont gardées à côté. On ne sème jamais dans un grenier, on ne joue jamais deux fois de suite, et on capture dans la rangée <em>adverse</em>. Celui qui a capturé 25 des 48 graines a gagné.',
  oware_howto_sowing_h: 'Semer',
  oware_howto_sowing:
    'À votre tour, prenez toutes les graines d’un de vos trous et semez-les une à une dans les trous suivants, dans le sens inverse des aiguilles d’une montre\u00a0: vers la droite le long de votre rangée, puis le long de la rangée adverse, et ainsi de suite. Sud, en bas, commence.',
  oware_howto_lap:
    'Un trou de 12 graines ou plus fait le tour complet du plateau. Le trou que vous avez vidé est sauté à chaque tour\u00a0: ici, le premier trou de Sud contenait 12 graines. Onze ont fait le tour du plateau et la douzième a sauté le premier trou vide pour tomber dans le deuxième, qui en contient maintenant 2.',
  oware_howto_capture_h: 'Capturer les 2 et les 3',
  oware_howto_capture:
    'Si votre dernière graine tombe dans un trou adverse et que celui-ci contient alors exactement 2 ou 3 graines, vous les prenez. Regardez ensuite le trou juste avant\u00a0: s’il est aussi à l’adversaire et contient 2 ou 3 graines, prenez-le aussi, et ainsi de suite en remontant — jusqu’à un trou qui contient un autre nombre ou jusqu’au bout de la rangée adverse.',
  oware_howto_chain_before: 'Avant\u00a0: Sud sème les 3 graines du cinquième trou.',
  oware_howto_chain_after:
    'Après\u00a0: la dernière graine a porté le deuxième trou de Nord à 3, donc Sud le prend, puis le trou d’avant, qui en a maintenant 2. La rafle s’arrête là\u00a0: le trou suivant en remontant est à Sud (il en contient 2, mais on ne capture jamais dans sa propre rangée). Sud a capturé 5 graines.',
  oware_howto_four:
    'Un 4 interrompt la rafle. La dernière graine de Sud a porté le troisième trou de Nord à 2 (pris), mais le trou d’avant est passé à 4, donc le 2 derrière lui reste. Les trous situés après celui où tombe la dernière graine ne sont jamais pris.',
  oware_howto_slam_h: 'Le grand chelem ne prend rien',
  oware_howto_slam:
    'Le coup de Sud a porté les deux seuls trous garnis de Nord à 2 et à 3. Les prendre laisserait Nord sans aucune graine — un <em>grand chelem</em>. Le coup est permis, mais il ne capture rien\u00a0: les graines restent où elles sont tombées.',
  oware_howto_feed_h: 'Nourrir l’adversaire',
  oware_howto_feed:
    'Vous ne pouvez pas laisser votre adversaire sans graines à jouer. Quand sa rangée est vide, vous devez choisir un trou dont les graines atteignent sa rangée, si vous en avez un. Les trous qui ne l’atteignent pas sont refusés, et le jeu vous dit pourquoi.',
  oware_howto_feed_cap:
    'Nord n’a plus rien. Les graines du premier et du quatrième trou de Sud resteraient dans la rangée de Sud\u00a0: le seul coup permis est le sixième trou, dont la graine atteint Nord.',
  oware_howto_no_feed: 'Si aucun de vos coups ne peut atteindre votre adversaire, la partie s’arrête et vous prenez toutes les graines restées sur le plateau.',
  oware_howto_end_h: 'La fin',
  oware_howto_end_25: 'Capturez <strong>25 graines</strong> et vous gagnez aussitôt. 24 chacun, c’est une partie nulle.',
  oware_howto_end_feed: 'Si personne ne peut nourrir l’autre, le joueur qui a le trait prend les graines restantes (voir plus haut).',
  oware_howto_end_100:
    'Avec peu de graines, une partie peut tourner en rond sans fin\u00a0: après <strong>100 coups d’affilée sans capture</strong>, elle s’arrête. Chaque joueur ajoute les graines de sa rangée à ses captures, et le plus grand total gagne.',
  oware_howto_here_h: 'Jouer ici',
  oware_howto_here_choose:
    'Choisissez <em>Awalé</em> sous <em>Jeu</em> sur l’écran d’accueil\u202f; toutes les façons de jouer — en ligne, contre l’ordinateur, à deux sur un appareil — marchent avec lui.',
  oware_howto_here_counts:
    'Vos graines capturées sont comptées à côté de votre nom. Après chaque coup, les trous pris sont entourés de rouge, et une rafle est montrée trou par trou, dans l’ordre de la prise.',
  oware_howto_here_kalah: 'La page <a href="how-to-play.html">Comment jouer au Kalah</a> explique les commandes, qui sont les mêmes.',
};
