// Maneno ya ukurasa wa Kuhusu (about.html). Sehemu ya `T` kupitia texts_pages.js.

export const ABOUT_T = {
  about_title: 'Kuhusu — Mancala',
  about_h1: 'Kuhusu tovuti hii',
  about_intro:
    'Hapa ni mahali padogo pa kucheza <strong>Kalah</strong>, mchezo maarufu zaidi wa familia ya bao (mancala), kwenye kivinjari: dhidi ya mgeni anayefuata anayetafuta mchezo, dhidi ya kompyuta kwa viwango vitatu, au na rafiki kwenye simu au kompyuta ileile.',
  about_no_install:
    'Hakuna cha kusakinisha na huhitaji akaunti. Chagua jina ukipenda — linaonyeshwa kwa mpinzani wako na kwenye kumbukumbu za michezo — kisha cheza; ili kuhifadhi jina (na kuingia nalo kwenye kifaa kingine), lisajili chini ya <a href="./#account">Jina lako</a>. Ukifunga ukurasa au mtandao ukikatika katikati ya mchezo, fungua tovuti tena kwenye kifaa kilekile na mchezo unarudi.',
  about_how_h: 'Inavyofanya kazi',
  about_server:
    'Seva moja, iliyoandikwa kwa C++, inahifadhi kila mchezo: inakagua kila hatua kwa kanuni, inachezesha kompyuta, inawaoanisha wachezaji wa foleni, na inaziambia vivinjari vyote viwili kilichotokea kupitia WebSocket. Ukurasa unaoutazama ni HTML, CSS na JavaScript tu, vyote vinatoka kwenye seva hiyohiyo; haupakii chochote kutoka mahali pengine.',
  about_levels:
    'Viwango vya kompyuta: <em>rahisi</em> hukosea makusudi, <em>wastani</em> huona hatua chache mbele, na <em>ngumu</em> hutafuta kwa kina kadiri muda wake unavyoruhusu. Kitufe cha dokezo kinaonyesha <em>ngumu</em> ingecheza nini.',
  about_rules_h: 'Kanuni',
  about_rules:
    'Tazama <a href="how-to-play.html">Jinsi ya kucheza</a>. Foleni ya umma inatumia ubao wa kawaida: mashimo sita kila upande, mbegu nne kila shimo, Kusini anaanza.',
  pages_back: 'Rudi kwenye mchezo',
};
