// Les mots de la page Confidentialité (privacy.html) : ce que le site garde, où et combien de temps.
// Les noms des entrées (mancala.token, …) restent dans le HTML. Versés dans `T` par texts_pages.js.

export const POLICY_T = {
  policy_title: 'Confidentialité — Mancala',
  policy_h1: 'Confidentialité',
  policy_intro:
    'Cette page énumère tout ce que ce site garde sur vous, où, et pendant combien de temps. Elle décrit ce que fait le code\u202f; si les deux ne concordent pas, c’est un bogue que nous corrigeons.',
  policy_no_third:
    'Les comptes sont facultatifs, et il n’y a ni publicité, ni mesure d’audience, ni tiers\u00a0: chaque fichier de ce site vient de notre propre serveur, et la page ne parle qu’à lui. Son seul cookie garde la langue que vous choisissez (plus bas).',
  policy_browser_h: 'Dans votre navigateur',
  policy_browser:
    'La page garde ces entrées dans le <em>stockage local</em> de votre navigateur pour ce site. Elles y restent jusqu’à ce que vous effaciez les données du site dans votre navigateur\u00a0:',
  policy_col_entry: 'Entrée',
  policy_col_what: 'Ce qu’elle contient',
  policy_col_why: 'Pourquoi',
  policy_token_what: 'un secret aléatoire donné par le serveur à ce navigateur',
  policy_token_why: 'pour que recharger la page, ou revenir après une coupure, vous ramène à votre partie en cours',
  policy_name_what: 'le nom que vous avez saisi',
  policy_name_why: 'pour le préremplir la prochaine fois',
  policy_prefs_what: 'vos derniers choix de plateau, de niveau et de camp',
  policy_prefs_why: 'pour les préremplir la prochaine fois',
  policy_match_what: 'le score en cours de votre match',
  policy_match_why: 'pour qu’un rechargement ne le perde pas',
  policy_player_what: 'votre identifiant de joueur (l’identifiant aléatoire que le serveur a donné à votre joueur)',
  policy_player_why: 'pour lister vos dernières parties sur la page d’accueil',
  policy_seats_what: 'les identifiants de vos 50 dernières parties et le camp que vous y avez joué',
  policy_seats_why: 'pour montrer chaque résultat de votre point de vue',
  policy_chat_off_what: 'que vous avez coupé le chat (seulement dans ce cas)',
  policy_chat_off_why: 'pour le laisser coupé la prochaine fois',
  policy_chat_muted_what: 'les identifiants de 200 joueurs au plus que vous avez rendus muets dans le chat',
  policy_chat_muted_why: 'pour continuer à masquer leurs messages dans ce navigateur',
  policy_muted_what: 'que vous avez coupé les sons du jeu (seulement dans ce cas)',
  policy_muted_why: 'pour les laisser coupés la prochaine fois',
  policy_notify_what: 'que vous avez demandé à être prévenu quand une partie attend votre coup (seulement dans ce cas)',
  policy_notify_why: 'pour continuer à vous prévenir la prochaine fois',
  policy_theme_what: 'le thème choisi, clair ou sombre (rien n’est gardé tant qu’il suit votre système)',
  policy_theme_why: 'pour afficher la page ainsi la prochaine fois',
  policy_board_what: 'que vous avez choisi le plateau plat (seulement dans ce cas)',
  policy_board_why: 'pour dessiner le plateau ainsi la prochaine fois',
  policy_lang_what: 'la langue choisie dans le menu Langue (seulement dans ce cas)',
  policy_lang_why: 'pour afficher les pages dans cette langue la prochaine fois',
  policy_cookie:
    'Un <em>cookie</em>, <code>mancala_lang</code>, garde cette même langue, et seulement si vous en choisissez une dans le menu Langue\u00a0: le serveur le lit pour envoyer chaque page déjà dans cette langue. Il dure un an, ou jusqu’à ce que vous effaciez les données du site.',
  policy_offline_what: 'les parties terminées sans réseau (plateau, adversaire, camp et coups), seulement jusqu’à leur envoi',
  policy_offline_why: 'pour les ajouter à vos parties une fois en ligne',
  policy_offline_current_what: 'la partie que vous jouez sans réseau (plateau, adversaire, camp et coups), jusqu’à ce qu’elle se termine ou que vous la quittiez',
  policy_offline_current_why: 'pour qu’un rechargement ou un onglet fermé vous y ramène',
  policy_cache:
    'Pour s’ouvrir sans réseau, le site garde aussi une copie de ses propres fichiers (pages, scripts, styles, icônes et moteur de jeu) dans le <em>stockage de cache</em> de votre navigateur, par un <em>service worker</em>. Elle ne contient rien sur vous\u202f; une nouvelle version du site la remplace.',
  policy_login:
    'Se connecter enregistre un nouveau jeton et votre identifiant de joueur dans les deux mêmes entrées\u202f; se déconnecter les supprime (ainsi que votre nom et le score du match). Votre mot de passe n’est jamais gardé dans le navigateur.',
  policy_session:
    'Pendant que vous attendez qu’un ami ouvre votre lien d’invitation, la page garde aussi cette invitation (son code, le plateau et votre camp) dans le <em>stockage de session</em> de l’onglet, pour qu’un rechargement réaffiche l’écran d’attente. Elle disparaît quand l’ami vous rejoint, quand vous annulez, quand le lien expire ou quand vous fermez l’onglet.',
  policy_db_h: 'Sur le serveur\u00a0: la base de données des parties',
  policy_db: 'Le serveur tient une base de données (un fichier SQLite) avec\u00a0:',
  policy_db_players:
    '<strong>Joueurs</strong>\u00a0: un identifiant de joueur aléatoire, le nom choisi (ou le nom d’<em>Invité</em> que nous avons inventé), une empreinte SHA-256 de votre jeton (pas le jeton lui-même), et la date de première apparition du joueur.',
  policy_db_accounts:
    '<strong>Comptes</strong>, seulement si vous choisissez <em>Garder votre nom</em>\u00a0: le nom d’utilisateur, une empreinte Argon2id de votre mot de passe (jamais le mot de passe lui-même), la langue de la page une fois que vous en choisissez une (pour que vos autres appareils l’affichent aussi) et une empreinte SHA-256 du jeton que chaque connexion donne à un navigateur. Se déconnecter fait seulement oublier à ce navigateur son jeton et son identifiant de joueur\u202f; le compte reste.',
  policy_db_games:
    '<strong>Parties</strong>\u00a0: un identifiant de partie aléatoire, les règles utilisées, la façon dont la partie a commencé (en ligne, contre l’ordinateur ou sur le même appareil), les identifiants et noms des deux joueurs (ou le niveau de l’ordinateur), le résultat, la raison de la fin, le score final, et les heures de début et de fin.',
  policy_db_moves: '<strong>Coups</strong>\u00a0: chaque coup de chaque partie, avec l’heure à laquelle il a été joué.',
  policy_db_ratings:
    '<strong>Classements</strong>\u00a0: votre classement pour chaque plateau et chaque cadence où vous avez joué des parties classées, et sa valeur après chaque partie classée (le graphique de votre page de joueur)\u202f; et, dès que vous essayez un problème, votre classement aux problèmes, les problèmes essayés et si votre premier essai a résolu chacun d’eux.',
  policy_db_chat:
    '<strong>Lignes de chat</strong>, seulement si vous écrivez dans une partie\u00a0: le salon (celui des joueurs ou celui des spectateurs d’une partie), votre identifiant et votre nom, les mots, l’heure, et le nombre de coups joués à ce moment. Un salon garde ses <strong>200 dernières lignes</strong>\u202f; les plus anciennes sont supprimées à mesure que les nouvelles arrivent. Le salon des joueurs s’affiche à côté des coups dans la relecture de la partie.',
  policy_db_blocks:
    '<strong>Blocages</strong>, seulement si vous cliquez sur <em>Bloquer</em> sur la page d’un joueur\u00a0: votre identifiant et le sien. <em>Débloquer</em> le supprime. La liste n’est pas publiée\u202f; le joueur bloqué constate seulement que les défis et les propositions de partie entre vous deux sont refusés, et que Jouer en ligne ne vous apparie jamais.',
  policy_db_reports:
    '<strong>Signalements</strong>, seulement si vous signalez un joueur\u00a0: votre identifiant, le sien, le motif, la partie et les mots que vous avez écrits, et la date. Seuls les modérateurs du site les lisent\u202f; le joueur signalé n’apprend pas qui l’a signalé. Le serveur dépose lui-même certains signalements (insultes répétées dans le chat, partie classée de quelques coups seulement), sans auteur.',
  policy_db_moderation:
    '<strong>Modération</strong>\u00a0: si un compte est modérateur, et ce que les modérateurs (ou les règles de fair-play) ont décidé à propos d’un joueur\u00a0: suspensions de chat, interdictions de chat, interdictions de jeu, comptes fermés, signalements classés, chaque fois avec qui, pourquoi et quand (le journal de modération, que tout modérateur peut lire).',
  policy_db_offences:
    '<strong>Manquements au fair-play</strong>, dans les parties publiques entre deux personnes\u00a0: annuler une partie, laisser expirer le délai du premier coup, ou laisser filer le temps dans une partie perdue\u202f; la partie, ce qui s’est passé et quand. Trois en une journée entraînent une interdiction de jeu (10 minutes, plus longue en cas de récidive).',
  policy_db_seeks:
    '<strong>Propositions de partie par correspondance ouvertes</strong>, seulement si vous avez un compte et proposez dans le salon une partie de plusieurs jours par coup\u00a0: ses conditions (plateau, pendule, camp, classée ou non, fourchette de classement) avec votre identifiant, votre nom et votre classement, visibles de tous dans le salon jusqu’à ce que quelqu’un l’accepte ou que vous l’annuliez\u202f; elle est alors supprimée.',
  policy_public:
    '<strong>Les comptes rendus de partie sont publics.</strong> N’importe qui peut lire une partie — noms des joueurs, coups, résultat et heures — à <code>/api/games/&lt;id&gt;</code>, la rejouer à <code>/#game=&lt;id&gt;</code>, et les parties les plus récentes sont listées à <code>/api/games</code>. Les parties d’un joueur sont listées à <code>/api/players/&lt;id de joueur&gt;/games</code>. Les parties en cours contre l’ordinateur ou issues de la file publique figurent sous <em>En cours</em>, et quiconque a l’identifiant d’une partie peut la suivre en direct (une partie entre amis aussi\u00a0: elle n’est pas listée, mais son identifiant n’est pas secret). Choisissez un nom que vous acceptez de montrer.',
  policy_how_long:
    '<strong>Combien de temps\u00a0:</strong> à part les salons de chat, qui gardent leurs 200 dernières lignes, le serveur ne supprime rien de lui-même\u00a0: joueurs, parties, coups, classements, signalements, journal de modération et manquements restent jusqu’à ce que vous supprimiez votre joueur (voir plus bas) ou que l’exploitant du site les supprime. L’empreinte du jeton est ce qui relie un navigateur à son joueur\u202f; effacer les données du site dans votre navigateur rompt ce lien pour de bon (reconnectez-vous pour le retrouver, si vous avez un compte).',
  policy_not_stored: 'Ne sont pas enregistrés dans la base\u00a0: votre adresse IP, les détails de votre navigateur, ni rien que vous n’ayez pas saisi ou joué.',
  policy_yours_h: 'Vos données\u00a0: les télécharger ou les supprimer',
  policy_download:
    'Sur l’écran du compte (<em>Votre nom</em>), <strong>Télécharger mes données</strong> enregistre un fichier, <code>mancala-&lt;id de joueur&gt;.json</code>, avec tout ce qui est listé plus haut et concerne votre joueur\u00a0: votre joueur et votre compte (jamais le mot de passe ni son empreinte), vos classements et leur historique, votre classement aux problèmes et les problèmes essayés, toutes vos parties, vos lignes de chat, vos signalements, les joueurs que vous bloquez, votre situation (suspension de chat, interdiction de jeu) avec les entrées de modération et les manquements au fair-play qui vous concernent. Il laisse de côté les données des autres\u00a0: qui vous a signalé, et quel modérateur a agi.',
  policy_delete:
    '<strong>Supprimer mon compte</strong> (<em>Supprimer mon joueur</em> pour un invité) vous demande de saisir votre nom, puis efface définitivement\u00a0: votre nom, votre compte et l’empreinte de votre mot de passe, tous les jetons de connexion, vos lignes de chat, vos classements et leur historique (vous quittez le classement général), vos blocages (dans les deux sens), vos propositions de partie ouvertes, vos manquements au fair-play et votre situation (suspension de chat, interdiction de jeu). Votre connexion est fermée et ce navigateur continue comme un nouvel invité.',
  policy_stays:
    'Ce qui reste\u00a0: <strong>vos parties</strong>, votre place y étant indiquée comme <em>joueur supprimé</em> (vos adversaires gardent leurs parties), et, sous votre ancien identifiant de joueur, qui ne mène alors plus à aucun nom, les signalements déposés par vous ou contre vous et le journal de modération (le registre de ce qu’ont fait les modérateurs). Les journaux décrits plus bas ne sont pas réécrits.',
  policy_logs_h: 'Sur le serveur\u00a0: les journaux',
  policy_logs: 'Le serveur écrit un journal continu sur sa sortie standard, une ligne horodatée par événement. Une ligne de journal peut contenir\u00a0:',
  policy_log_ip:
    'l’adresse IP d’où vient une connexion, à l’ouverture de la connexion, et quand une connexion est refusée (alors aussi l’adresse de la page web d’où elle vient, l’<em>Origin</em>)\u202f;',
  policy_log_ids: 'des identifiants de joueur, quand une connexion se ferme, quand une nouvelle la remplace, ou quand elle est fermée pour envoi trop rapide ou lecture trop lente\u202f;',
  policy_log_accounts: 'un nom d’utilisateur et son identifiant de joueur à la création d’un compte, et avec l’adresse IP à chaque connexion (une connexion refusée n’enregistre que l’adresse)\u202f;',
  policy_log_reports: 'les identifiants de joueur d’un signalement et son motif, et l’identifiant d’un joueur qui a supprimé ses données\u202f;',
  policy_log_games: 'des identifiants de partie, les noms des deux joueurs au début d’une partie, et comment et quand elle s’est terminée (résultat, score, abandons, temps dépassés, joueurs non revenus).',
  policy_logs_not: 'Il n’enregistre pas ce que vous envoyez, vos coups un par un, votre jeton ni votre mot de passe (une connexion refusée n’enregistre que l’adresse d’où elle vient).',
  policy_logs_kept:
    'Le serveur lui-même ne garde aucun fichier journal\u00a0: le journal va là où son exploitant l’envoie (par exemple le journal du conteneur ou du système), et il est gardé aussi longtemps que ce système le garde. Le fichier Compose que nous fournissons (<code>docker/compose.yaml</code>) garde au plus cinq fichiers de 10 Mo, les plus anciens supprimés en premier\u00a0: une ligne disparaît donc une fois qu’environ 50 Mo de lignes plus récentes ont été écrits\u202f; les lignes sont aussi supprimées avec le conteneur.',
  policy_memory_h: 'En mémoire seulement',
  policy_memory:
    'Pendant qu’il tourne, le serveur garde aussi, en mémoire seulement, qui est connecté, qui attend dans la file, qui regarde quelle partie, les invitations entre amis ouvertes (le code aléatoire, votre identifiant et votre nom, le plateau et votre camp, jusqu’à ce que le lien soit utilisé, annulé ou expiré\u00a0: 30 minutes sauf si l’exploitant a fixé une autre durée\u202f; quiconque a le lien voit votre nom), et des compteurs de messages par connexion servant à arrêter les inondations. Tout cela disparaît au redémarrage du serveur.',
};
