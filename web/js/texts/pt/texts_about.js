// As palavras da página Sobre (about.html). Parte de `T` através de texts_pages.js.

export const ABOUT_T = {
  about_title: 'Sobre — Mancala',
  about_h1: 'Sobre este site',
  about_intro:
    'Este é um pequeno site para jogar <strong>Kalah</strong>, o jogo mais conhecido da família mancala, no navegador: contra o próximo desconhecido que procure uma partida, contra o computador em três níveis, ou com um amigo no mesmo telemóvel ou computador.',
  about_no_install:
    'Não há nada para instalar nem é preciso conta. Escolha um nome, se quiser — é mostrado ao adversário e nos registos das partidas — e jogue; para guardar o nome (e entrar com ele noutro dispositivo), registe-o em <a href="./#account">O seu nome</a>. Se fechar a página ou perder a ligação a meio de uma partida, abra de novo o site no mesmo dispositivo e a partida volta.',
  about_how_h: 'Como funciona',
  about_server:
    'Um servidor, escrito em C++, guarda todas as partidas: verifica cada jogada segundo as regras, põe o computador a jogar, emparelha os jogadores da fila e diz aos dois navegadores o que aconteceu através de um WebSocket. A página que está a ver é HTML, CSS e JavaScript simples, tudo servido por esse mesmo servidor; não carrega nada de mais lado nenhum.',
  about_levels:
    'Os níveis do computador: <em>fácil</em> erra de propósito, <em>médio</em> vê algumas jogadas à frente e <em>difícil</em> procura tão fundo quanto o tempo lhe permite. O botão de dica mostra o que <em>difícil</em> jogaria.',
  about_rules_h: 'Regras',
  about_rules:
    'Veja <a href="how-to-play.html">Como jogar</a>. A fila pública usa o tabuleiro padrão: seis casas por lado, quatro sementes em cada, o Sul joga primeiro.',
  pages_back: 'Voltar ao jogo',
};
