// As palavras da página Como jogar Kalah (how-to-play.html). Parte de `T` através de texts_pages.js.

export const HOWTO_T = {
  howto_title: 'Como jogar Kalah — Mancala',
  howto_h1: 'Como jogar Kalah',
  howto_oware: 'Joga Oware? Tem regras próprias: veja <a href="oware.html">Como jogar Oware</a>.',
  howto_intro:
    'O Kalah é um jogo para dois, jogado num tabuleiro de duas filas de seis casas com um grande armazém em cada ponta. Cada casa começa com quatro sementes (pode escolher de duas a seis). A fila mais perto de si é sua, tal como o armazém à sua direita. O objetivo: ter mais sementes no seu armazém do que o adversário quando o jogo acabar.',
  howto_sowing_h: 'Semear',
  howto_sowing:
    'Na sua vez, escolha uma das suas casas que tenha sementes. Pegue em todas e largue uma em cada cavidade seguinte, no sentido contrário ao dos ponteiros do relógio: ao longo da sua fila para a direita, no seu armazém e depois ao longo da fila do adversário. Salta o armazém do adversário, nunca o seu. Começa o Sul (o jogador de baixo).',
  howto_extra_h: 'Acabar no seu armazém: jogar outra vez',
  howto_extra_cap:
    'O Sul semeia as quatro sementes da terceira casa: uma em cada uma das três casas seguintes e a última no armazém do Sul. A última semente caiu no armazém, por isso o Sul joga outra vez. As jogadas extra podem seguir-se umas às outras.',
  howto_capture_h: 'Acabar numa casa sua vazia: capturar',
  howto_capture_before: 'Antes: a segunda casa do Sul está vazia; a casa em frente tem 3 sementes. O Sul semeia a única semente da primeira casa.',
  howto_capture_after:
    'Depois: a semente caiu numa casa vazia do Sul, por isso ela e as 3 sementes em frente vão para o armazém do Sul: 10 + 4 = 14. Depois é a vez do Norte.',
  howto_empty_h: '… mas não quando a casa em frente está vazia',
  howto_empty_cap: 'A mesma jogada quando a casa em frente está vazia: nada é capturado, a semente fica onde caiu e é a vez do Norte.',
  howto_sweep_h: 'O fim: a recolha',
  howto_sweep_before: 'O Sul semeia no armazém a última semente do seu lado.',
  howto_sweep_after:
    'As casas do Sul estão todas vazias, por isso o jogo acaba logo — sem jogada extra. Cada semente que ainda está numa casa vai para o armazém do dono dessa casa: as 10 sementes do Norte vão para o armazém do Norte. O Norte ganha por 27 a 21.',
  howto_end: 'O jogo acaba logo que uma das filas fica vazia depois de uma jogada. Ganha o armazém maior; armazéns iguais dão empate.',
  howto_rules_h: 'Variantes das regras',
  howto_rules: 'Em <em>Mais regras</em>, no ecrã inicial, pode mudar o tabuleiro:',
  howto_rule_pits: '<strong>Casas por lado</strong>: de 3 a 8 em vez de 6.',
  howto_rule_capture:
    '<strong>Captura</strong>: <em>também em frente a uma casa vazia</em> — acabar numa casa sua vazia dá-lhe essa semente mesmo que a casa em frente esteja vazia; <em>sem capturas</em> — não se tira nada a ninguém.',
  howto_rule_pie:
    '<strong>Regra da torta</strong>: depois do primeiro turno do Sul, o Norte pode <em>trocar de lado</em> em vez de semear, ficando com a posição do Sul. Assim, uma abertura forte não é uma vitória oferecida.',
  howto_rule_scoring:
    '<strong>Contagem</strong>: <em>só capturas</em> — as sementes que ficam nas casas no fim não contam para ninguém; <em>resistência</em> — ganha quem ainda tiver sementes do seu lado quando o jogo acabar.',
  howto_rule_early: '<strong>Terminar mais cedo</strong>: o jogo para logo que um armazém tem mais de metade de todas as sementes.',
  howto_here_h: 'Jogar aqui',
  howto_here_click: 'Clique ou toque numa das suas casas; as que não pode semear aparecem a cinzento.',
  howto_here_keys: 'Teclado: <kbd>1</kbd>–<kbd>6</kbd> semeiam as suas casas a partir da sua esquerda, ou mova-se com <kbd>←</kbd> <kbd>→</kbd> e semeie com <kbd>Enter</kbd>.',
  howto_here_marks:
    'A última jogada fica assinalada: um anel tracejado na casa semeada, anéis azuis onde as sementes foram parar e anéis vermelhos nas casas capturadas.',
  howto_here_hint: 'Contra o computador ou num dispositivo partilhado, <em>Dica</em> mostra o que o computador mais forte jogaria.',
};
