// As palavras da página Como jogar Oware (oware.html); em Cabo Verde o jogo chama-se ouri. Parte de
// `T` através de texts_pages.js.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'Como jogar Oware — Mancala',
  oware_howto_h1: 'Como jogar Oware',
  oware_howto_nav: 'Oware',
  oware_howto_intro:
    'O Oware (também chamado ouri, em Cabo Verde, ou abapa) joga-se em toda a África Ocidental e nas Caraíbas, no mesmo tipo de tabuleiro que o Kalah — duas filas de seis casas, com quatro sementes em cada —, mas é outro jogo. Não há armazéns no tabuleiro: as sementes que ganha ficam ao lado. Nunca se semeia num armazém, nunca se joga duas vezes seguidas e captura-se na fila do <em>adversário</em>. Quem capturar 25 das 48 sementes ganha.',
  oware_howto_sowing_h: 'Semear',
  oware_howto_sowing:
    'Na sua vez, pegue em todas as sementes de uma das suas casas e largue-as uma a uma nas casas seguintes, no sentido contrário ao dos ponteiros do relógio: ao longo da sua fila para a direita, depois ao longo da fila do adversário, e outra vez à volta. Começa o Sul, em baixo.',
  oware_howto_lap:
    'Uma casa com 12 sementes ou mais dá a volta inteira. A casa que esvaziou é saltada em cada volta: aqui a primeira casa do Sul tinha 12. Onze sementes deram a volta ao tabuleiro e a décima segunda passou por cima da primeira casa vazia e caiu na segunda, que agora tem 2.',
  oware_howto_capture_h: 'Capturar os 2 e os 3',
  oware_howto_capture:
    'Se a sua última semente cair numa casa do adversário e a deixar com exatamente 2 ou 3, fica com essas sementes. Depois olhe para a casa logo antes: se também for do adversário e tiver 2 ou 3, fique também com ela, e assim por diante para trás — até uma casa ter outro número ou chegar ao fim da fila do adversário.',
  oware_howto_chain_before: 'Antes: o Sul semeia as 3 sementes da quinta casa.',
  oware_howto_chain_after:
    'Depois: a última semente deixou a segunda casa do Norte com 3, por isso o Sul fica com ela e depois com a casa anterior, que agora tem 2. A cadeia para aí: a casa seguinte para trás é do próprio Sul (tem 2, mas nunca se captura na própria fila). O Sul capturou 5.',
  oware_howto_four:
    'Um 4 interrompe a cadeia. A última semente do Sul deixou a terceira casa do Norte com 2 (capturada), mas a casa anterior ficou com 4, por isso o 2 que está atrás dela fica. As casas depois daquela onde caiu a última semente nunca são capturadas.',
  oware_howto_slam_h: 'O grand slam não captura nada',
  oware_howto_slam:
    'A jogada do Sul deixou as duas únicas casas do Norte com 2 e 3. Capturá-las deixaria o Norte sem nenhuma semente — um <em>grand slam</em>. A jogada é permitida, mas não captura nada: as sementes ficam onde caíram.',
  oware_howto_feed_h: 'Alimente o adversário',
  oware_howto_feed:
    'Não pode deixar o adversário sem sementes para jogar. Quando a fila dele está vazia, tem de escolher uma casa cujas sementes cheguem à fila dele, se tiver alguma. As casas que não chegam são recusadas, e o jogo diz-lhe porquê.',
  oware_howto_feed_cap:
    'O Norte não tem nada. A primeira e a quarta casa do Sul ficariam na fila do Sul, por isso a única jogada permitida é a sexta casa, cuja semente chega ao Norte.',
  oware_howto_no_feed: 'Se nenhuma jogada sua puder chegar ao adversário, o jogo acaba e fica com todas as sementes que ainda estão no tabuleiro.',
  oware_howto_end_h: 'O fim',
  oware_howto_end_25: 'Capture <strong>25 sementes</strong> e ganha logo. 24 para cada um é empate.',
  oware_howto_end_feed: 'Se ninguém puder alimentar o outro, o jogador a quem cabe jogar fica com as sementes que restam (ver acima).',
  oware_howto_end_100:
    'Com poucas sementes, um jogo pode andar às voltas para sempre, por isso depois de <strong>100 jogadas seguidas sem captura</strong> o jogo para: cada jogador junta as sementes da sua fila às que capturou, e ganha o total maior.',
  oware_howto_here_h: 'Jogar aqui',
  oware_howto_here_choose:
    'Escolha <em>Oware</em> em <em>Jogo</em> no ecrã inicial; todas as maneiras de jogar — online, contra o computador, dois no mesmo dispositivo — funcionam com ele.',
  oware_howto_here_counts:
    'As sementes que capturou são contadas ao lado do seu nome. Depois de cada jogada, as casas capturadas ficam assinaladas a vermelho, e uma cadeia é mostrada casa a casa, pela ordem em que foi capturada.',
  oware_howto_here_kalah: '<a href="how-to-play.html">Como jogar Kalah</a> explica os controlos, que são os mesmos.',
};
