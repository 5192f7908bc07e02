// Maneno ya ukurasa wa Faragha (privacy.html): tovuti inahifadhi nini, wapi na kwa muda gani. Majina ya
// vipengee (mancala.token, …) yanabaki kwenye HTML. Sehemu ya `T` kupitia texts_pages.js.

export const POLICY_T = {
  policy_title: 'Faragha — Mancala',
  policy_h1: 'Faragha',
  policy_intro:
    'Ukurasa huu unaorodhesha kila kitu ambacho tovuti hii inahifadhi kukuhusu, wapi, na kwa muda gani. Unaeleza msimbo unavyofanya kazi; vikitofautiana siku moja, hiyo ni hitilafu tunayoirekebisha.',
  policy_no_third:
    'Akaunti ni hiari, na hakuna matangazo, uchanganuzi wala wahusika wengine: kila faili la tovuti hii linatoka kwenye seva yetu wenyewe, na ukurasa unawasiliana nayo tu. Kidakuzi chake kimoja kinahifadhi lugha unayochagua (tazama chini).',
  policy_browser_h: 'Kwenye kivinjari chako',
  policy_browser:
    'Ukurasa unahifadhi vipengee hivi kwenye <em>hifadhi ya ndani</em> (local storage) ya kivinjari chako kwa tovuti hii. Vinabaki mpaka ufute data ya tovuti kwenye kivinjari chako:',
  policy_col_entry: 'Kipengee',
  policy_col_what: 'Kinachohifadhi',
  policy_col_why: 'Kwa nini',
  policy_token_what: 'siri ya nasibu ambayo seva ilikipa kivinjari hiki',
  policy_token_why: 'ili ukipakia ukurasa upya, au ukirudi baada ya mtandao kukatika, urudi kwenye mchezo wako unaoendelea',
  policy_name_what: 'jina ulilocharaza',
  policy_name_why: 'kulijaza wakati ujao',
  policy_prefs_what: 'chaguo zako za mwisho za ubao, kiwango na upande',
  policy_prefs_why: 'kuzijaza wakati ujao',
  policy_match_what: 'matokeo yanayoendelea ya mechi yako ya sasa',
  policy_match_why: 'ili kupakia upya kusiyapoteze',
  policy_player_what: 'kitambulisho chako cha mchezaji (kitambulisho cha nasibu ambacho seva ilimpa mchezaji wako)',
  policy_player_why: 'kuorodhesha michezo yako ya karibuni kwenye ukurasa wa mwanzo',
  policy_seats_what: 'vitambulisho vya michezo yako 50 ya mwisho na upande uliocheza katika kila mmoja',
  policy_seats_why: 'kuonyesha kila matokeo kutoka upande wako',
  policy_chat_off_what: 'kwamba ulizima gumzo (hapo tu)',
  policy_chat_off_why: 'kuliacha limezimwa wakati ujao',
  policy_chat_muted_what: 'vitambulisho vya hadi wachezaji 200 uliowanyamazisha kwenye gumzo',
  policy_chat_muted_why: 'kuendelea kuficha jumbe zao kwenye kivinjari hiki',
  policy_muted_what: 'kwamba ulinyamazisha sauti za mchezo (hapo tu)',
  policy_muted_why: 'kuziacha zimezimwa wakati ujao',
  policy_notify_what: 'kwamba uliomba kuarifiwa mchezo unaposubiri hatua yako (hapo tu)',
  policy_notify_why: 'kuendelea kukuarifu wakati ujao',
  policy_theme_what: 'mandhari uliyochagua, angavu au giza (haihifadhiwi ikifuata mfumo wako)',
  policy_theme_why: 'kuonyesha ukurasa hivyo wakati ujao',
  policy_board_what: 'kwamba ulichagua ubao bapa (hapo tu)',
  policy_board_why: 'kuchora ubao hivyo wakati ujao',
  policy_lang_what: 'lugha uliyochagua kwenye menyu ya Lugha (hapo tu)',
  policy_lang_why: 'kuonyesha kurasa kwa lugha hiyo wakati ujao',
  policy_cookie:
    '<em>Kidakuzi</em> kimoja, <code>mancala_lang</code>, kinahifadhi lugha hiyo hiyo, na pale tu unapochagua moja kwenye menyu ya Lugha: seva inakisoma ili kutuma kila ukurasa tayari kwa lugha hiyo. Kinadumu mwaka mmoja, au mpaka ufute data ya tovuti.',
  policy_offline_what: 'michezo uliyomaliza bila mtandao (ubao, mpinzani, upande na hatua), mpaka itumwe tu',
  policy_offline_why: 'kuiongeza kwenye michezo yako ukiwa mtandaoni',
  policy_offline_current_what: 'mchezo unaocheza bila mtandao (ubao, mpinzani, upande na hatua), mpaka uishe au uuache',
  policy_offline_current_why: 'ili kupakia upya au kichupo kilichofungwa kukurudishe kwenye mchezo huo',
  policy_cache:
    'Ili ifunguke bila mtandao, tovuti pia inahifadhi nakala ya faili zake yenyewe (kurasa, skripti, mitindo, ikoni na injini ya mchezo) kwenye <em>hifadhi ya kache</em> ya kivinjari chako, kupitia <em>service worker</em>. Haina chochote kukuhusu; toleo jipya la tovuti linaichukua nafasi yake.',
  policy_login:
    'Kuingia kunahifadhi tokeni mpya na kitambulisho chako cha mchezaji kwenye vipengee hivyo viwili; kutoka kunavifuta (pamoja na jina lako na matokeo ya mechi). Nenosiri lako halihifadhiwi kamwe kwenye kivinjari.',
  policy_session:
    'Unaposubiri rafiki afungue kiungo chako cha mwaliko, ukurasa pia unahifadhi mwaliko huo (msimbo wake, ubao na upande wako) kwenye <em>hifadhi ya kipindi</em> (session storage) ya kichupo, ili kupakia upya kuonyeshe tena skrini ya kusubiri. Unafutika rafiki akijiunga, ukighairi, kiungo kikiisha muda, au ukifunga kichupo.',
  policy_db_h: 'Kwenye seva: hifadhidata ya michezo',
  policy_db: 'Seva inahifadhi hifadhidata (faili moja la SQLite) yenye:',
  policy_db_players:
    '<strong>Wachezaji</strong>: kitambulisho cha nasibu cha mchezaji, jina ulilochagua (au jina la <em>Mgeni</em> tulilobuni), hashi ya SHA-256 ya tokeni yako (si tokeni yenyewe), na mchezaji alipoonekana mara ya kwanza.',
  policy_db_accounts:
    '<strong>Akaunti</strong>, ukichagua tu <em>Hifadhi jina lako</em>: jina la mtumiaji, hashi ya Argon2id ya nenosiri lako (kamwe si nenosiri lenyewe), lugha ya ukurasa unapochagua moja (ili vifaa vyako vingine navyo viionyeshe), na hashi ya SHA-256 ya tokeni ambayo kila kuingia kunakipa kivinjari. Kutoka kunakifanya tu kivinjari hiki kisahau tokeni yake na kitambulisho cha mchezaji; akaunti inabaki.',
  policy_db_games:
    '<strong>Michezo</strong>: kitambulisho cha nasibu cha mchezo, kanuni zilizotumika, jinsi mchezo ulivyoanzishwa (mtandaoni, na kompyuta au kwenye kifaa kimoja), vitambulisho na majina ya wachezaji wa pande zote mbili (au kiwango cha kompyuta), matokeo, sababu ya kuisha, alama za mwisho, na ulipoanza na kuisha.',
  policy_db_moves: '<strong>Hatua</strong>: kila hatua ya kila mchezo, pamoja na wakati ilipochezwa.',
  policy_db_ratings:
    '<strong>Alama</strong>: alama yako kwa kila ubao na kasi ulizocheza michezo yenye alama, na thamani yake baada ya kila mchezo wenye alama (grafu kwenye ukurasa wako wa mchezaji); na, ukijaribu fumbo, alama yako ya mafumbo, mafumbo uliyojaribu na kama jaribio lako la kwanza lilitatua kila moja.',
  policy_db_chat:
    '<strong>Mistari ya gumzo</strong>, ukiandika tu kwenye gumzo la mchezo: chumba (cha wachezaji au cha watazamaji wa mchezo), kitambulisho chako cha mchezaji na jina lako, maneno, wakati, na mchezo ulikuwa na hatua ngapi wakati huo. Chumba kinahifadhi <strong>mistari 200 ya mwisho</strong>; ya zamani inafutwa mipya inapokuja. Chumba cha wachezaji kinaonyeshwa kando ya hatua katika marudio ya mchezo.',
  policy_db_blocks:
    '<strong>Vizuizi</strong>, ukibonyeza tu <em>Zuia</em> kwenye ukurasa wa mchezaji: kitambulisho chako na chake. <em>Ondoa kizuizi</em> kinakifuta. Orodha haichapishwi; mchezaji aliyezuiwa anaona tu kwamba changamoto na matangazo ya mchezo kati yenu wawili yanakataliwa, na kwamba Cheza mtandaoni haiwaoanishi kamwe.',
  policy_db_reports:
    '<strong>Ripoti</strong>, ukiripoti mchezaji tu: kitambulisho chako, chake, sababu, mchezo na maneno uliyoandika, na wakati. Wasimamizi wa tovuti tu ndio wanazisoma; mchezaji aliyeripotiwa haambiwi nani alimripoti. Seva yenyewe huandika baadhi ya ripoti (matusi yanayorudiwa kwenye gumzo, mchezo wenye alama wa hatua chache tu), bila mripoti.',
  policy_db_moderation:
    '<strong>Usimamizi</strong>: kama akaunti ni ya msimamizi, na wasimamizi (au kanuni za mchezo wa haki) walifanya nini kuhusu mchezaji: kusimamishwa gumzo kwa muda, marufuku ya gumzo, marufuku ya kucheza, akaunti zilizofungwa, ripoti zilizotupiliwa, kila moja na nani alifanya, kwa nini na lini (kumbukumbu ya usimamizi, ambayo kila msimamizi anaweza kuisoma).',
  policy_db_offences:
    '<strong>Makosa ya mchezo wa haki</strong>, katika michezo ya umma kati ya watu wawili: kusitisha mchezo, kuacha muda wa mchezo wa kwanza uishe, au kuacha mchezo uliopotea uishe kwa muda; mchezo, kilichotokea na lini. Makosa matatu kwa siku moja huleta marufuku ya kucheza (dakika 10, zaidi yakirudiwa).',
  policy_db_seeks:
    '<strong>Matangazo ya michezo ya mawasiliano yaliyo wazi</strong>, ukiwa tu na akaunti na ukatoa kwenye ukumbi mchezo wa siku kadhaa kwa kila zamu: masharti yake (ubao, saa, upande, yenye alama, kiwango cha alama) pamoja na kitambulisho chako, jina na alama yako, yanaonekana kwa kila mtu ukumbini mpaka mtu akubali au uyaghairi; kisha yanafutwa.',
  policy_public:
    '<strong>Kumbukumbu za michezo ni za umma.</strong> Mtu yeyote anaweza kusoma mchezo — majina ya wachezaji, hatua, matokeo na nyakati — kwenye <code>/api/games/&lt;id&gt;</code>, kuurudia kwenye <code>/#game=&lt;id&gt;</code>, na michezo mipya zaidi inaorodheshwa kwenye <code>/api/games</code>. Michezo ya mchezaji inaorodheshwa kwenye <code>/api/players/&lt;kitambulisho cha mchezaji&gt;/games</code>. Michezo inayoendelea dhidi ya kompyuta au kutoka foleni ya umma inaorodheshwa chini ya <em>Yanayochezwa sasa</em>, na yeyote mwenye kitambulisho cha mchezo anaweza kuutazama moja kwa moja (hata mchezo wa marafiki: hauorodheshwi, lakini kitambulisho chake si siri). Chagua jina ambalo hujali kulionyesha.',
  policy_how_long:
    '<strong>Kwa muda gani:</strong> mbali na vyumba vya gumzo, vinavyohifadhi mistari 200 ya mwisho, seva haifuti chochote yenyewe: wachezaji, michezo, hatua, alama, ripoti, kumbukumbu ya usimamizi na makosa vinabaki mpaka ufute mchezaji wako (tazama chini) au mwendeshaji wa tovuti avifute. Hashi ya tokeni ndiyo inayounganisha kivinjari na mchezaji wake; kufuta data ya tovuti kwenye kivinjari chako kunakata kiungo hicho kabisa (ingia tena ili kukirudisha, kama una akaunti).',
  policy_not_stored: 'Havihifadhiwi kwenye hifadhidata: anwani yako ya IP, maelezo ya kivinjari chako, au chochote ambacho hukucharaza wala kucheza.',
  policy_yours_h: 'Data yako: ipakue au uifute',
  policy_download:
    'Kwenye skrini ya akaunti (<em>Jina lako</em>), <strong>Pakua data yangu</strong> inahifadhi faili moja, <code>mancala-&lt;kitambulisho cha mchezaji&gt;.json</code>, lenye kila kitu kilichoorodheshwa juu kinachomhusu mchezaji wako: mchezaji na akaunti yako (kamwe si nenosiri wala hashi yake), alama zako na historia yake, alama yako ya mafumbo na mafumbo uliyojaribu, kila mchezo uliocheza, mistari yako ya gumzo, ripoti ulizotoa, wachezaji unaowazuia, na hali yako (kusimamishwa gumzo, marufuku ya kucheza) pamoja na kumbukumbu za usimamizi na makosa ya mchezo wa haki yanayokuhusu. Inaacha data ya watu wengine: nani alikuripoti, na msimamizi gani alichukua hatua.',
  policy_delete:
    '<strong>Futa akaunti yangu</strong> (<em>Futa mchezaji wangu</em> kwa mgeni) inakuomba uandike jina lako, kisha inafuta kabisa: jina lako, akaunti yako na hashi ya nenosiri, kila tokeni ya kuingia, mistari yako ya gumzo, alama zako na historia yake (unaondoka kwenye orodha ya viongozi), vizuizi vyako (pande zote mbili), matangazo yako yaliyo wazi, makosa yako ya mchezo wa haki na hali yako (kusimamishwa gumzo, marufuku ya kucheza). Muunganisho wako unafungwa na kivinjari hiki kinaendelea kucheza kama mgeni mpya.',
  policy_stays:
    'Kinachobaki: <strong>michezo yako</strong>, nafasi yako ikionyeshwa kama <em>mchezaji aliyefutwa</em> (wapinzani wako wanabaki na michezo yao), na, chini ya kitambulisho chako cha zamani cha mchezaji, ambacho hakielekei tena kwenye jina lolote, ripoti ulizotoa au zilizotolewa kukuhusu na kumbukumbu ya usimamizi (rekodi ya wasimamizi ya walichofanya). Kumbukumbu za seva zilizoelezwa chini haziandikwi upya.',
  policy_logs_h: 'Kwenye seva: kumbukumbu za matukio',
  policy_logs: 'Seva inaandika kumbukumbu ya matukio inayoendelea kwenye matokeo yake ya kawaida (standard output), mstari mmoja wenye muda kwa kila tukio. Mstari wa kumbukumbu unaweza kuwa na:',
  policy_log_ip:
    'anwani ya IP ambako muunganisho ulitoka, muunganisho unapofunguka, na muunganisho unapokataliwa (hapo pia anwani ya ukurasa wa wavuti ulikotoka, yaani <em>Origin</em>);',
  policy_log_ids: 'vitambulisho vya wachezaji, muunganisho unapofungwa, mpya unapouchukua nafasi, au unapofungwa kwa kutuma haraka mno au kusoma polepole mno;',
  policy_log_accounts: 'jina la mtumiaji na kitambulisho chake cha mchezaji akaunti inapoundwa, na pamoja na anwani ya IP kila anapoingia (kuingia kulikokataliwa kunaandika anwani tu);',
  policy_log_reports: 'vitambulisho vya wachezaji wa ripoti na sababu yake, na kitambulisho cha mchezaji aliyefuta data yake;',
  policy_log_games: 'vitambulisho vya michezo, majina ya pande zote mbili mchezo unapoanza, na jinsi na lini ulipoisha (matokeo, alama, kujitoa, muda kuisha, wachezaji wasiorudi).',
  policy_logs_not: 'Haiandiki unachotuma, hatua zako moja moja, tokeni yako wala nenosiri lako (kuingia kulikokataliwa kunaandika tu anwani kulikotoka).',
  policy_logs_kept:
    'Seva yenyewe haihifadhi faili za kumbukumbu: kumbukumbu inaenda popote mwendeshaji wake anapoituma (kwa mfano jarida la kontena au la mfumo), na inahifadhiwa kwa muda ambao mfumo huo unaihifadhi. Faili la Compose tunalotoa (<code>docker/compose.yaml</code>) linahifadhi faili tano zisizozidi MB 10 kila moja, la zamani zaidi likifutwa kwanza, kwa hiyo mstari unapotea baada ya takriban MB 50 za mistari mipya kuandikwa; mistari pia inafutwa pamoja na kontena.',
  policy_memory_h: 'Kwenye kumbukumbu ya muda tu',
  policy_memory:
    'Seva ikiwa inaendesha pia inashikilia, kwenye kumbukumbu ya muda tu, nani ameunganishwa, nani anasubiri kwenye foleni, nani anatazama mchezo upi, mialiko ya marafiki iliyo wazi (msimbo wa nasibu, kitambulisho chako cha mchezaji na jina, ubao na upande wako, mpaka kiungo kitumike, kighairiwe au kiishe muda: dakika 30 isipokuwa mwendeshaji ameweka muda mwingine; yeyote mwenye kiungo anaona jina lako), na vihesabu vya jumbe kwa kila muunganisho vinavyotumika kuzuia mafuriko ya jumbe. Yote haya yanapotea seva inapoanzishwa upya.',
};
