// Maneno ya ukurasa wa Jinsi ya kucheza Oware (oware.html). Sehemu ya `T` kupitia texts_pages.js.

export const OWARE_HOWTO_T = {
  oware_howto_title: 'Jinsi ya kucheza Oware — Mancala',
  oware_howto_h1: 'Jinsi ya kucheza Oware',
  oware_howto_nav: 'Oware',
  oware_howto_intro:
    'Oware (pia huitwa abapa) ni mchezo wa bao unaochezwa kote Afrika Magharibi na Karibiani, kwenye ubao wa aina ileile ya Kalah — safu mbili za mashimo sita, mbegu nne kila shimo — lakini ni mchezo tofauti. Hakuna maghala ubaoni: mbegu unazoshinda huwekwa pembeni. Hupandi kamwe ghalani, hauchezi kamwe mara mbili mfululizo, na unakamata kwenye safu ya <em>mpinzani</em>. Anayekamata mbegu 25 kati ya 48 ameshinda.',
  oware_howto_sowing_h: 'Kupanda',
  oware_howto_sowing:
    'Zamu yako ikifika, chukua mbegu zote za shimo lako moja na uzidondoshe moja moja katika mashimo yanayofuata, kinyume na mwelekeo wa saa: kwenye safu yako kuelekea kulia, kisha kwenye safu ya mpinzani, na kuzunguka tena. Kusini, aliye chini, anaanza.',
  oware_howto_lap:
    'Shimo lenye mbegu 12 au zaidi huzunguka ubao wote. Shimo ulilolimwaga linarukwa kila mzunguko: hapa shimo la kwanza la Kusini lilikuwa na 12. Mbegu kumi na moja zilizunguka ubao na ya kumi na mbili ikaruka shimo la kwanza tupu ikaingia la pili, ambalo sasa lina 2.',
  oware_howto_capture_h: 'Kukamata 2 na 3',
  oware_howto_capture:
    'Mbegu yako ya mwisho ikiangukia shimo la mpinzani na kulifanya liwe na 2 au 3 hasa, unazichukua mbegu hizo. Kisha tazama shimo lililo kabla yake: kama nalo ni la mpinzani na lina 2 au 3, lichukue pia, na kuendelea hivyo kurudi nyuma — hadi shimo liwe na idadi nyingine au ufike mwisho wa safu ya mpinzani.',
  oware_howto_chain_before: 'Kabla: Kusini anapanda mbegu 3 za shimo la tano.',
  oware_howto_chain_after:
    'Baadaye: mbegu ya mwisho ilifanya shimo la pili la Kaskazini kuwa 3, kwa hiyo Kusini analichukua, kisha shimo lililo kabla yake, sasa lenye 2. Mfululizo unaishia hapo: shimo linalofuata kurudi nyuma ni la Kusini mwenyewe (lina 2, lakini hukamati kamwe kwenye safu yako). Kusini amekamata 5.',
  oware_howto_four:
    '4 inakata mfululizo. Mbegu ya mwisho ya Kusini ilifanya shimo la tatu la Kaskazini kuwa 2 (limechukuliwa), lakini shimo lililo kabla yake likawa 4, kwa hiyo 2 iliyo nyuma yake inabaki. Mashimo yaliyo baada ya lile mbegu ya mwisho ilipoangukia hayachukuliwi kamwe.',
  oware_howto_slam_h: 'Kukamata kila kitu hakuchukui chochote',
  oware_howto_slam:
    'Hatua ya Kusini ilifanya mashimo mawili pekee ya Kaskazini kuwa 2 na 3. Kuyachukua kungemwacha Kaskazini bila mbegu hata moja — <em>grand slam</em>. Hatua hiyo inaruhusiwa, lakini haikamati chochote: mbegu zinabaki zilipoangukia.',
  oware_howto_feed_h: 'Mlishe mpinzani wako',
  oware_howto_feed:
    'Huruhusiwi kumwacha mpinzani wako bila mbegu za kucheza. Safu yake ikiwa tupu, lazima uchague shimo ambalo mbegu zake zinafika kwenye safu yake, kama unalo. Mashimo yasiyofika yanakataliwa, na mchezo unakuambia sababu.',
  oware_howto_feed_cap:
    'Kaskazini hana kitu. Mashimo ya kwanza na ya nne ya Kusini yangebaki kwenye safu ya Kusini, kwa hiyo hatua pekee inayoruhusiwa ni shimo la sita, ambalo mbegu yake inamfikia Kaskazini.',
  oware_howto_no_feed: 'Kama hakuna hatua yako inayoweza kumfikia mpinzani, mchezo unaisha na unachukua mbegu zote zilizobaki ubaoni.',
  oware_howto_end_h: 'Mwisho',
  oware_howto_end_25: 'Kamata <strong>mbegu 25</strong> na unashinda papo hapo. 24 kila mmoja ni sare.',
  oware_howto_end_feed: 'Kama hakuna anayeweza kumlisha mwenzake, mchezaji mwenye zamu anachukua mbegu zilizobaki (tazama juu).',
  oware_howto_end_100:
    'Mbegu zikiwa chache mchezo unaweza kuzunguka bila mwisho, kwa hiyo baada ya <strong>hatua 100 mfululizo bila kukamata</strong> mchezo unasimama: kila mchezaji anaongeza mbegu za safu yake kwenye alizokamata, na jumla kubwa zaidi inashinda.',
  oware_howto_here_h: 'Kucheza hapa',
  oware_howto_here_choose:
    'Chagua <em>Oware</em> chini ya <em>Mchezo</em> kwenye skrini ya mwanzo; kila njia ya kucheza — mtandaoni, na kompyuta, wawili kwenye kifaa kimoja — inafanya kazi nao.',
  oware_howto_here_counts:
    'Mbegu ulizokamata zinahesabiwa kando ya jina lako. Baada ya kila hatua mashimo yaliyochukuliwa yanazungushiwa mstari mwekundu, na mfululizo unaonyeshwa shimo kwa shimo kwa mpangilio ulivyochukuliwa.',
  oware_howto_here_kalah: '<a href="how-to-play.html">Jinsi ya kucheza Kalah</a> inaeleza vidhibiti, ambavyo ni vilevile.',
};
