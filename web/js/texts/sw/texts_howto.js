// Maneno ya ukurasa wa Jinsi ya kucheza Kalah (how-to-play.html). Sehemu ya `T` kupitia texts_pages.js.

export const HOWTO_T = {
  howto_title: 'Jinsi ya kucheza Kalah — Mancala',
  howto_h1: 'Jinsi ya kucheza Kalah',
  howto_oware: 'Unacheza Oware? Una kanuni zake: tazama <a href="oware.html">Jinsi ya kucheza Oware</a>.',
  howto_intro:
    'Kalah ni mchezo wa bao wa watu wawili, unaochezwa kwenye ubao wenye safu mbili za mashimo sita na ghala kubwa kila upande wa mwisho. Kila shimo huanza na mbegu nne (unaweza kuchagua kuanzia mbili hadi sita). Safu iliyo karibu nawe ni yako, pamoja na ghala lililo kulia kwako. Lengo: mchezo ukiisha, uwe na mbegu nyingi zaidi ghalani mwako kuliko mpinzani wako.',
  howto_sowing_h: 'Kupanda',
  howto_sowing:
    'Zamu yako ikifika, chagua shimo lako moja lenye mbegu. Zichukue zote na udondoshe moja moja katika kila kishimo kinachofuata, kinyume na mwelekeo wa saa: kwenye safu yako kuelekea kulia, ndani ya ghala lako, kisha kwenye safu ya mpinzani. Unaliruka ghala la mpinzani, kamwe si lako. Kusini (mchezaji wa chini) anaanza.',
  howto_extra_h: 'Ukimalizia ghalani mwako: cheza tena',
  howto_extra_cap:
    'Kusini anapanda mbegu nne za shimo la tatu: moja katika kila moja ya mashimo matatu yanayofuata na ya mwisho ghalani mwa Kusini. Mbegu ya mwisho iliangukia ghalani, kwa hiyo Kusini anacheza tena. Zamu za ziada zinaweza kufuatana.',
  howto_capture_h: 'Ukimalizia kwenye shimo lako tupu: kamata',
  howto_capture_before: 'Kabla: shimo la pili la Kusini ni tupu; shimo lililo mkabala nalo lina mbegu 3. Kusini anapanda mbegu moja ya shimo la kwanza.',
  howto_capture_after:
    'Baadaye: mbegu iliangukia shimo tupu la Kusini mwenyewe, kwa hiyo hiyo na mbegu 3 za mkabala zinaenda ghalani mwa Kusini: 10 + 4 = 14. Kisha ni zamu ya Kaskazini.',
  howto_empty_h: '… lakini si kama shimo la mkabala ni tupu',
  howto_empty_cap: 'Hatua ileile wakati shimo la mkabala ni tupu: hakuna kinachokamatwa, mbegu inabaki ilipoangukia, na ni zamu ya Kaskazini.',
  howto_sweep_h: 'Mwisho: kukusanya',
  howto_sweep_before: 'Kusini anapanda ghalani mbegu ya mwisho iliyo upande wa Kusini.',
  howto_sweep_after:
    'Mashimo yote ya Kusini ni matupu, kwa hiyo mchezo unaisha papo hapo — bila zamu ya ziada. Kila mbegu iliyobaki shimoni inaenda kwenye ghala la mwenye shimo hilo: mbegu 10 za Kaskazini zinaenda ghalani mwa Kaskazini. Kaskazini anashinda 27 kwa 21.',
  howto_end: 'Mchezo unaisha mara tu safu moja inapokuwa tupu baada ya hatua. Ghala kubwa zaidi linashinda; maghala yakilingana ni sare.',
  howto_rules_h: 'Chaguo za kanuni',
  howto_rules: 'Chini ya <em>Kanuni zaidi</em> kwenye skrini ya mwanzo unaweza kubadilisha ubao:',
  howto_rule_pits: '<strong>Mashimo kila upande</strong>: 3 hadi 8 badala ya 6.',
  howto_rule_capture:
    '<strong>Kukamata</strong>: <em>pia mkabala na shimo tupu</em> — ukimalizia kwenye shimo lako tupu unapata mbegu hiyo moja hata kama shimo la mkabala ni tupu; <em>bila kukamata</em> — hakuna kuiba kabisa.',
  howto_rule_pie:
    '<strong>Kanuni ya keki</strong>: baada ya zamu ya kwanza ya Kusini, Kaskazini anaweza <em>kubadilisha upande</em> badala ya kupanda, akachukua nafasi ya Kusini. Hivyo ufunguzi mzuri hauwi ushindi wa bure.',
  howto_rule_scoring:
    '<strong>Kuhesabu</strong>: <em>zilizokamatwa tu</em> — mbegu zinazobaki mashimoni mwishoni hazihesabiwi kwa mtu yeyote; <em>kudumu</em> — anayebaki na mbegu upande wake mchezo ukiisha ndiye anashinda.',
  howto_rule_early: '<strong>Maliza mapema</strong>: mchezo unasimama mara tu ghala moja linapokuwa na zaidi ya nusu ya mbegu zote.',
  howto_here_h: 'Kucheza hapa',
  howto_here_click: 'Bofya au gusa shimo lako moja; mashimo usiyoweza kupanda yanaonekana kwa kijivu.',
  howto_here_keys: 'Kibodi: <kbd>1</kbd>–<kbd>6</kbd> hupanda mashimo yako kuanzia kushoto kwako, au sogea kwa <kbd>←</kbd> <kbd>→</kbd> na upande kwa <kbd>Enter</kbd>.',
  howto_here_marks:
    'Hatua ya mwisho inaonyeshwa: duara la vistari kwenye shimo lililopandwa, duara za bluu mahali mbegu zilipoenda, duara nyekundu kwenye mashimo yaliyokamatwa.',
  howto_here_hint: 'Ukicheza na kompyuta au kwenye kifaa cha pamoja, <em>Dokezo</em> linaonyesha kompyuta yenye nguvu zaidi ingecheza nini.',
};
