// Les mots de la page Comment jouer au Kalah (how-to-play.html). Versés dans `T` par texts_pages.js.

export const HOWTO_T = {
  howto_title: 'Comment jouer au Kalah — Mancala',
  howto_h1: 'Comment jouer au Kalah',
  howto_oware: 'Vous jouez à l’awalé\u202f? Il a ses propres règles\u00a0: voir <a href="oware.html">Règles de l’awalé</a>.',
  howto_intro:
    'Le Kalah se joue à deux, sur un plateau de deux rangées de six trous avec un grand grenier à chaque bout. Chaque trou contient au départ quatre graines (vous pouvez en choisir de deux à six). La rangée la plus proche de vous est la vôtre, ainsi que le grenier à votre droite. Le but\u00a0: avoir plus de graines dans votre grenier que votre adversaire à la fin de la partie.',
  howto_sowing_h: 'Semer',
  howto_sowing:
    'À votre tour, choisissez un de vos trous qui contient des graines. Prenez-les toutes et semez-en une dans chaque case suivante, dans le sens inverse des aiguilles d’une montre\u00a0: vers la droite le long de votre rangée, dans votre grenier, puis le long de la rangée adverse. Vous sautez le grenier de l’adversaire, jamais le vôtre. Sud (le joueur du bas) commence.',
  howto_extra_h: 'Finir dans son grenier\u00a0: rejouer',
  howto_extra_cap:
    'Sud sème les quatre graines du troisième trou\u00a0: une dans chacun des trois trous suivants et la dernière dans son grenier. La dernière graine est tombée dans le grenier, donc Sud rejoue. Les tours supplémentaires peuvent s’enchaîner.',
  howto_capture_h: 'Finir dans un de ses trous vides\u00a0: capturer',
  howto_capture_before: 'Avant\u00a0: le deuxième trou de Sud est vide\u202f; le trou d’en face contient 3 graines. Sud sème la graine unique du premier trou.',
  howto_capture_after:
    'Après\u00a0: la graine est tombée dans un trou vide de Sud, donc elle et les 3 graines d’en face vont dans le grenier de Sud\u00a0: 10 + 4 = 14. C’est ensuite au tour de Nord.',
  howto_empty_h: '… mais pas quand le trou d’en face est vide',
  howto_empty_cap: 'Le même coup quand le trou d’en face est vide\u00a0: rien n’est capturé, la graine reste où elle est tombée, et c’est au tour de Nord.',
  howto_sweep_h: 'La fin\u00a0: le ramassage',
  howto_sweep_before: 'Sud sème dans son grenier la dernière graine de son camp.',
  howto_sweep_after:
    'Les trous de Sud sont tous vides\u00a0: la partie s’arrête aussitôt, sans tour supplémentaire. Chaque graine encore dans un trou va au grenier du propriétaire de ce trou\u00a0: les 10 graines de Nord vont dans le grenier de Nord. Nord gagne 27 à 21.',
  howto_end: 'La partie s’arrête dès qu’une des deux rangées est vide après un coup. Le grenier le plus rempli gagne\u202f; à égalité, c’est une partie nulle.',
  howto_rules_h: 'Variantes des règles',
  howto_rules: 'Sous <em>Plus de règles</em>, sur l’écran d’accueil, vous pouvez changer le plateau\u00a0:',
  howto_rule_pits: '<strong>Trous par camp</strong>\u00a0: de 3 à 8 au lieu de 6.',
  howto_rule_capture:
    '<strong>Capture</strong>\u00a0: <em>aussi en face d’un trou vide</em> — finir dans un de vos trous vides rapporte cette graine même si le trou d’en face est vide\u202f; <em>pas de capture</em> — aucune prise.',
  howto_rule_pie:
    '<strong>Règle du gâteau</strong>\u00a0: après le premier tour de Sud, Nord peut <em>échanger les camps</em> au lieu de semer, et reprendre la position de Sud. Ainsi, une ouverture forte n’offre pas la victoire d’avance.',
  howto_rule_scoring:
    '<strong>Décompte</strong>\u00a0: <em>captures seulement</em> — les graines restées dans les trous à la fin ne comptent pour personne\u202f; <em>survie</em> — celui qui a encore des graines dans son camp à la fin gagne.',
  howto_rule_early: '<strong>Finir plus tôt</strong>\u00a0: la partie s’arrête dès qu’un grenier contient plus de la moitié de toutes les graines.',
  howto_here_h: 'Jouer ici',
  howto_here_click: 'Cliquez ou touchez un de vos trous\u202f; ceux que vous ne pouvez pas semer sont grisés.',
  howto_here_keys: 'Au clavier\u00a0: <kbd>1</kbd>–<kbd>6</kbd> sèment vos trous en partant de votre gauche, ou déplacez-vous avec <kbd>←</kbd> <kbd>→</kbd> et semez avec <kbd>Entrée</kbd>.',
  howto_here_marks:
    'Le dernier coup est mis en évidence\u00a0: un cercle en pointillés sur le trou semé, des cercles bleus là où les graines sont allées, des cercles rouges sur les trous capturés.',
  howto_here_hint: 'Contre l’ordinateur ou sur un appareil partagé, <em>Indice</em> montre ce que jouerait l’ordinateur le plus fort.',
};
