// As palavras da página Privacidade (privacy.html): o que o site guarda, onde e durante quanto tempo.
// Os nomes das entradas (mancala.token, …) ficam no HTML. Parte de `T` através de texts_pages.js.

export const POLICY_T = {
  policy_title: 'Privacidade — Mancala',
  policy_h1: 'Privacidade',
  policy_intro:
    'Esta página enumera tudo o que este site guarda sobre si, onde e durante quanto tempo. Descreve o que o código faz; se alguma vez não coincidirem, é um erro que corrigimos.',
  policy_no_third:
    'As contas são opcionais, e não há publicidade, nem análise de audiências, nem terceiros: cada ficheiro deste site vem do nosso próprio servidor, e a página só fala com ele. O seu único cookie guarda o idioma que escolher (mais abaixo).',
  policy_browser_h: 'No seu navegador',
  policy_browser:
    'A página guarda estas entradas no <em>armazenamento local</em> do seu navegador para este site. Ficam lá até apagar os dados do site no navegador:',
  policy_col_entry: 'Entrada',
  policy_col_what: 'O que contém',
  policy_col_why: 'Para quê',
  policy_token_what: 'um segredo aleatório que o servidor deu a este navegador',
  policy_token_why: 'para que recarregar a página, ou voltar depois de perder a ligação, o leve de volta à partida em curso',
  policy_name_what: 'o nome que escreveu',
  policy_name_why: 'para o preencher da próxima vez',
  policy_prefs_what: 'as suas últimas escolhas de tabuleiro, nível e lado',
  policy_prefs_why: 'para as preencher da próxima vez',
  policy_match_what: 'o resultado corrente do seu encontro atual',
  policy_match_why: 'para que recarregar a página não o perca',
  policy_player_what: 'o seu id de jogador (o id aleatório que o servidor deu ao seu jogador)',
  policy_player_why: 'para listar as suas partidas recentes na página inicial',
  policy_seats_what: 'os ids das suas últimas 50 partidas e o lado com que jogou em cada uma',
  policy_seats_why: 'para mostrar cada resultado do seu lado',
  policy_chat_off_what: 'que desligou o chat (só nesse caso)',
  policy_chat_off_why: 'para o manter desligado da próxima vez',
  policy_chat_muted_what: 'os ids de até 200 jogadores que silenciou no chat',
  policy_chat_muted_why: 'para continuar a esconder as mensagens deles neste navegador',
  policy_muted_what: 'que silenciou os sons do jogo (só nesse caso)',
  policy_muted_why: 'para os manter desligados da próxima vez',
  policy_notify_what: 'que pediu para ser avisado quando uma partida espera a sua jogada (só nesse caso)',
  policy_notify_why: 'para continuar a avisá-lo da próxima vez',
  policy_theme_what: 'o tema que escolheu, claro ou escuro (não é guardado enquanto segue o sistema)',
  policy_theme_why: 'para mostrar a página assim da próxima vez',
  policy_board_what: 'que escolheu o tabuleiro plano (só nesse caso)',
  policy_board_why: 'para desenhar o tabuleiro assim da próxima vez',
  policy_lang_what: 'o idioma que escolheu no menu Idioma (só nesse caso)',
  policy_lang_why: 'para mostrar as páginas nele da próxima vez',
  policy_cookie:
    'Um <em>cookie</em>, <code>mancala_lang</code>, guarda esse mesmo idioma, e só se escolher um no menu Idioma: o servidor lê-o para enviar cada página já nesse idioma. Dura um ano, ou até apagar os dados do site.',
  policy_offline_what: 'as partidas que terminou sem rede (tabuleiro, adversário, lado e jogadas), só até serem enviadas',
  policy_offline_why: 'para as juntar às suas partidas quando estiver online',
  policy_offline_current_what: 'a partida que está a jogar sem rede (tabuleiro, adversário, lado e jogadas), até acabar ou a deixar',
  policy_offline_current_why: 'para que recarregar a página ou fechar o separador o leve de volta a ela',
  policy_cache:
    'Para abrir sem rede, o site guarda também uma cópia dos seus próprios ficheiros (páginas, scripts, estilos, ícones e o motor do jogo) no <em>armazenamento de cache</em> do navegador, através de um <em>service worker</em>. Não contém nada sobre si; uma nova versão do site substitui-a.',
  policy_login:
    'Entrar na conta guarda um novo token e o seu id de jogador nessas mesmas duas entradas; sair da conta apaga-os (e também o seu nome e o resultado do encontro). A sua palavra-passe nunca é guardada no navegador.',
  policy_session:
    'Enquanto espera que um amigo abra o seu link de convite, a página guarda também esse convite (o código, o tabuleiro e o seu lado) no <em>armazenamento de sessão</em> do separador, para que recarregar mostre de novo o ecrã de espera. Desaparece quando o amigo entra, quando cancela, quando o link expira ou quando fecha o separador.',
  policy_db_h: 'No servidor: a base de dados das partidas',
  policy_db: 'O servidor mantém uma base de dados (um ficheiro SQLite) com:',
  policy_db_players:
    '<strong>Jogadores</strong>: um id de jogador aleatório, o nome que escolheu (ou o nome de <em>Convidado</em> que inventámos), um hash SHA-256 do seu token (não o próprio token) e quando o jogador foi visto pela primeira vez.',
  policy_db_accounts:
    '<strong>Contas</strong>, só se escolher <em>Guardar o seu nome</em>: o nome de utilizador, um hash Argon2id da sua palavra-passe (nunca a própria palavra-passe), a língua da página quando escolhe uma (para que os seus outros dispositivos também a mostrem) e um hash SHA-256 do token que cada entrada dá a um navegador. Sair da conta só faz este navegador esquecer o seu token e o id de jogador; a conta fica.',
  policy_db_games:
    '<strong>Partidas</strong>: um id de partida aleatório, as regras usadas, como a partida começou (online, contra o computador ou no mesmo dispositivo), os ids e nomes dos dois jogadores (ou o nível do computador), o resultado, o motivo do fim, o resultado final e quando começou e acabou.',
  policy_db_moves: '<strong>Jogadas</strong>: cada jogada de cada partida, com a hora em que foi feita.',
  policy_db_ratings:
    '<strong>Ratings</strong>: o seu rating em cada tabuleiro e ritmo em que jogou partidas com rating, e o valor dele depois de cada uma (o gráfico da sua página de jogador); e, quando tenta um problema, o seu rating de problemas, os problemas que tentou e se a primeira tentativa resolveu cada um.',
  policy_db_chat:
    '<strong>Linhas de chat</strong>, só se escrever no chat de uma partida: a sala (a dos jogadores ou a dos espectadores de uma partida), o seu id de jogador e nome, as palavras, quando, e quantas jogadas a partida tinha nesse momento. Uma sala guarda as <strong>últimas 200 linhas</strong>; as mais antigas são apagadas à medida que chegam novas. A sala dos jogadores é mostrada ao lado das jogadas na reprodução da partida.',
  policy_db_blocks:
    '<strong>Bloqueios</strong>, só se carregar em <em>Bloquear</em> na página de um jogador: o seu id de jogador e o dele. <em>Desbloquear</em> apaga-o. A lista não é publicada; o jogador bloqueado só repara que os desafios e as propostas de partida entre os dois são recusados, e que Jogar online nunca vos emparelha.',
  policy_db_reports:
    '<strong>Denúncias</strong>, só se denunciar um jogador: o seu id de jogador, o dele, o motivo, a partida e as palavras que escreveu, e quando. Só os moderadores do site as leem; o jogador denunciado não fica a saber quem o denunciou. O próprio servidor regista algumas denúncias (insultos repetidos no chat, uma partida com rating de muito poucas jogadas), sem denunciante.',
  policy_db_moderation:
    '<strong>Moderação</strong>: se uma conta é de moderador, e o que os moderadores (ou as regras de fair play) fizeram em relação a um jogador: pausas no chat, proibições de chat, proibições de jogo, contas fechadas, denúncias arquivadas, cada uma com quem, porquê e quando (o registo de moderação, que qualquer moderador pode ler).',
  policy_db_offences:
    '<strong>Infrações de fair play</strong>, em partidas públicas entre duas pessoas: anular uma partida, deixar esgotar o tempo da primeira jogada ou deixar uma partida perdida acabar por tempo; a partida, o que aconteceu e quando. Três num dia dão uma proibição de jogo (10 minutos, mais longa se voltar a acontecer).',
  policy_db_seeks:
    '<strong>Propostas de partida por correspondência em aberto</strong>, só se tiver conta e propuser no átrio uma partida de dias por jogada: as condições (tabuleiro, relógio, lado, com rating, intervalo de rating) com o seu id de jogador, nome e rating, visíveis para todos no átrio até alguém aceitar ou a cancelar; depois é apagada.',
  policy_public:
    '<strong>Os registos das partidas são públicos.</strong> Qualquer pessoa pode ler uma partida — nomes dos jogadores, jogadas, resultado e horas — em <code>/api/games/&lt;id&gt;</code>, revê-la em <code>/#game=&lt;id&gt;</code>, e as partidas mais recentes estão listadas em <code>/api/games</code>. As partidas de um jogador estão listadas em <code>/api/players/&lt;id de jogador&gt;/games</code>. As partidas em curso contra o computador ou da fila pública aparecem em <em>Partidas agora</em>, e quem tiver o id de uma partida pode vê-la em direto (também uma partida entre amigos: não é listada, mas o id não é secreto). Escolha um nome que não se importe de mostrar.',
  policy_how_long:
    '<strong>Durante quanto tempo:</strong> à parte as salas de chat, que guardam as últimas 200 linhas, o servidor não apaga nada por si: jogadores, partidas, jogadas, ratings, denúncias, o registo de moderação e as infrações ficam até apagar o seu jogador (ver abaixo) ou o operador do site os apagar. O hash do token é o que liga um navegador ao seu jogador; apagar os dados do site no navegador corta essa ligação de vez (entre de novo na conta para a recuperar, se tiver conta).',
  policy_not_stored: 'Não fica guardado na base de dados: o seu endereço IP, os dados do seu navegador, nem nada que não tenha escrito ou jogado.',
  policy_yours_h: 'Os seus dados: exportá-los ou apagá-los',
  policy_download:
    'No ecrã da conta (<em>O seu nome</em>), <strong>Exportar os meus dados</strong> guarda um ficheiro, <code>mancala-&lt;id de jogador&gt;.json</code>, com tudo o que está acima e diz respeito ao seu jogador: o seu jogador e a sua conta (nunca a palavra-passe nem o hash dela), os seus ratings e o histórico, o rating de problemas e os problemas que tentou, todas as partidas que jogou, as suas linhas de chat, as denúncias que fez, os jogadores que bloqueia e a sua situação (pausa no chat, proibição de jogo) com as entradas de moderação e as infrações de fair play sobre si. Deixa de fora os dados de outras pessoas: quem o denunciou e que moderador agiu.',
  policy_delete:
    '<strong>Apagar a minha conta</strong> (<em>Apagar o meu jogador</em> para um convidado) pede-lhe que escreva o seu nome e depois apaga de vez: o seu nome, a sua conta e o hash da palavra-passe, todos os tokens de entrada, as suas linhas de chat, os seus ratings e o histórico (sai da classificação), os seus bloqueios (nos dois sentidos), as suas propostas em aberto, as suas infrações de fair play e a sua situação (pausa no chat, proibição de jogo). A sua ligação é fechada e este navegador continua a jogar como um novo convidado.',
  policy_stays:
    'O que fica: <strong>as suas partidas</strong>, com o seu lugar mostrado como <em>jogador apagado</em> (os seus adversários mantêm as partidas deles), e, sob o seu antigo id de jogador, que deixa de levar a qualquer nome, as denúncias que fez ou que foram feitas sobre si e o registo de moderação (o registo dos moderadores sobre o que fizeram). Os registos do servidor descritos abaixo não são reescritos.',
  policy_logs_h: 'No servidor: registos',
  policy_logs: 'O servidor escreve um registo contínuo na sua saída padrão, uma linha com data e hora por acontecimento. Uma linha do registo pode conter:',
  policy_log_ip:
    'o endereço IP de onde veio uma ligação, quando a ligação abre, e quando uma ligação é recusada (então também o endereço da página web de onde veio, a <em>Origin</em>);',
  policy_log_ids: 'ids de jogador, quando uma ligação fecha, quando uma nova a substitui ou quando é fechada por enviar depressa demais ou ler devagar demais;',
  policy_log_accounts: 'um nome de utilizador e o seu id de jogador quando é criada uma conta, e com o endereço IP em cada entrada (uma entrada recusada regista só o endereço);',
  policy_log_reports: 'os ids de jogador de uma denúncia e o motivo, e o id de um jogador que apagou os seus dados;',
  policy_log_games: 'ids de partida, os nomes dos dois jogadores quando uma partida começa, e como e quando acabou (resultado, marcação, desistências, tempo esgotado, jogadores que não voltaram).',
  policy_logs_not: 'Não regista o que envia, as suas jogadas uma a uma, o seu token nem a sua palavra-passe (uma entrada recusada regista só o endereço de onde veio).',
  policy_logs_kept:
    'O próprio servidor não guarda ficheiros de registo: o registo vai para onde o operador o enviar (por exemplo, o diário do contentor ou do sistema) e fica guardado enquanto esse sistema o guardar. O ficheiro Compose que distribuímos (<code>docker/compose.yaml</code>) guarda no máximo cinco ficheiros de 10 MB cada, apagando primeiro o mais antigo, por isso uma linha desaparece quando já foram escritos cerca de 50 MB de linhas mais recentes; as linhas também são apagadas com o contentor.',
  policy_memory_h: 'Só em memória',
  policy_memory:
    'Enquanto funciona, o servidor guarda também, só em memória, quem está ligado, quem espera na fila, quem está a ver que partida, os convites entre amigos em aberto (o código aleatório, o seu id de jogador e nome, o tabuleiro e o seu lado, até o link ser usado, cancelado ou expirar: 30 minutos, a não ser que o operador tenha definido outro tempo; quem tiver o link vê o seu nome) e contadores de mensagens por ligação, usados para travar abusos. Tudo isto desaparece quando o servidor reinicia.',
};
