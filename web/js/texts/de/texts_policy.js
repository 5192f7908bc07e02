// Die Wörter der Seite Datenschutz (privacy.html): was die Website speichert, wo und wie lange. Die
// Namen der Einträge (mancala.token, …) stehen im HTML. Über texts_pages.js Teil von `T`.

export const POLICY_T = {
  policy_title: 'Datenschutz — Mancala',
  policy_h1: 'Datenschutz',
  policy_intro:
    'Diese Seite nennt alles, was diese Website über Sie speichert, wo und wie lange. Sie beschreibt, was der Code tut; widersprechen sich die beiden einmal, ist das ein Fehler, den wir beheben.',
  policy_no_third:
    'Konten sind freiwillig, und es gibt keine Werbung, keine Analyse und keine Dritten: Jede Datei dieser Website kommt von unserem eigenen Server, und die Seite spricht nur mit ihm. Ihr einziges Cookie speichert die Sprache, die Sie wählen (unten).',
  policy_browser_h: 'In Ihrem Browser',
  policy_browser:
    'Die Seite speichert diese Einträge im <em>lokalen Speicher</em> (Local Storage) Ihres Browsers für diese Website. Sie bleiben, bis Sie die Website-Daten in Ihrem Browser löschen:',
  policy_col_entry: 'Eintrag',
  policy_col_what: 'Inhalt',
  policy_col_why: 'Wozu',
  policy_token_what: 'ein zufälliges Geheimnis, das der Server diesem Browser gegeben hat',
  policy_token_why: 'damit Neuladen der Seite oder die Rückkehr nach einem Verbindungsabbruch Sie zu Ihrer laufenden Partie bringt',
  policy_name_what: 'der Name, den Sie eingegeben haben',
  policy_name_why: 'um ihn beim nächsten Mal einzusetzen',
  policy_prefs_what: 'Ihre letzte Wahl von Brett, Stufe und Seite',
  policy_prefs_why: 'um sie beim nächsten Mal einzusetzen',
  policy_match_what: 'der laufende Stand Ihres aktuellen Matches',
  policy_match_why: 'damit Neuladen ihn nicht verliert',
  policy_player_what: 'Ihre Spieler-ID (die zufällige ID, die der Server Ihrem Spieler gegeben hat)',
  policy_player_why: 'um Ihre letzten Partien auf der Startseite aufzulisten',
  policy_seats_what: 'die IDs Ihrer letzten 50 Partien und die Seite, die Sie jeweils gespielt haben',
  policy_seats_why: 'um jedes Ergebnis aus Ihrer Sicht zu zeigen',
  policy_chat_off_what: 'dass Sie den Chat ausgeschaltet haben (nur dann)',
  policy_chat_off_why: 'um ihn beim nächsten Mal aus zu lassen',
  policy_chat_muted_what: 'die Spieler-IDs von bis zu 200 Spielern, die Sie im Chat stummgeschaltet haben',
  policy_chat_muted_why: 'um ihre Nachrichten in diesem Browser weiter auszublenden',
  policy_muted_what: 'dass Sie die Töne des Spiels stummgeschaltet haben (nur dann)',
  policy_muted_why: 'um sie beim nächsten Mal aus zu lassen',
  policy_notify_what: 'dass Sie benachrichtigt werden möchten, wenn eine Partie auf Ihren Zug wartet (nur dann)',
  policy_notify_why: 'um Sie auch beim nächsten Mal zu benachrichtigen',
  policy_theme_what: 'das gewählte Design, hell oder dunkel (nicht gespeichert, solange es Ihrem System folgt)',
  policy_theme_why: 'um die Seite beim nächsten Mal so zu zeigen',
  policy_board_what: 'dass Sie das flache Brett gewählt haben (nur dann)',
  policy_board_why: 'um das Brett beim nächsten Mal so zu zeichnen',
  policy_lang_what: 'die im Sprachmenü gewählte Sprache (nur dann)',
  policy_lang_why: 'um die Seiten beim nächsten Mal darin zu zeigen',
  policy_cookie:
    'Ein <em>Cookie</em>, <code>mancala_lang</code>, speichert dieselbe Sprache, und nur, wenn Sie im Sprachmenü eine wählen: Der Server liest es, um jede Seite gleich in dieser Sprache zu senden. Es bleibt ein Jahr, oder bis Sie die Daten der Website löschen.',
  policy_offline_what: 'die ohne Netz beendeten Partien (Brett, Gegner, Seite und Züge), nur bis sie gesendet sind',
  policy_offline_why: 'um sie Ihren Partien hinzuzufügen, sobald Sie online sind',
  policy_offline_current_what: 'die Partie, die Sie ohne Netz spielen (Brett, Gegner, Seite und Züge), bis sie endet oder Sie sie verlassen',
  policy_offline_current_why: 'damit Neuladen oder ein geschlossener Tab zu ihr zurückführt',
  policy_cache:
    'Damit sie sich auch ohne Netz öffnet, speichert die Website außerdem eine Kopie ihrer eigenen Dateien (Seiten, Skripte, Stile, Symbole und die Spiel-Engine) im <em>Cache-Speicher</em> Ihres Browsers, über einen <em>Service Worker</em>. Darin steht nichts über Sie; eine neue Version der Website ersetzt ihn.',
  policy_login:
    'Beim Anmelden werden ein neues Token und Ihre Spieler-ID in denselben zwei Einträgen gespeichert; beim Abmelden werden sie entfernt (ebenso Ihr Name und der Match-Stand). Ihr Passwort wird nie im Browser gespeichert.',
  policy_session:
    'Während Sie darauf warten, dass jemand Ihren Einladungslink öffnet, speichert die Seite diese Einladung (ihren Code, das Brett und Ihre Seite) auch im <em>Sitzungsspeicher</em> (Session Storage) des Tabs, damit Neuladen wieder den Warte-Bildschirm zeigt. Sie ist weg, sobald Ihr Gegenüber beitritt, Sie absagen, der Link abläuft oder Sie den Tab schließen.',
  policy_db_h: 'Auf dem Server: die Spieldatenbank',
  policy_db: 'Der Server führt eine Datenbank (eine SQLite-Datei) mit:',
  policy_db_players:
    '<strong>Spieler</strong>: eine zufällige Spieler-ID, der gewählte Name (oder der von uns erfundene <em>Gast</em>-Name), ein SHA-256-Hash Ihres Tokens (nicht das Token selbst) und wann der Spieler zuerst gesehen wurde.',
  policy_db_accounts:
    '<strong>Konten</strong>, nur wenn Sie <em>Namen behalten</em> wählen: der Benutzername, ein Argon2id-Hash Ihres Passworts (nie das Passwort selbst), die Sprache der Seite, sobald Sie eine wählen (damit Ihre anderen Geräte sie auch zeigen), und ein SHA-256-Hash des Tokens, das jede Anmeldung einem Browser gibt. Abmelden lässt nur diesen Browser sein Token und seine Spieler-ID vergessen; das Konto bleibt.',
  policy_db_games:
    '<strong>Partien</strong>: eine zufällige Partie-ID, die verwendeten Regeln, wie die Partie begonnen wurde (online, gegen den Computer oder am selben Gerät), die Spieler-IDs und Namen beider Seiten (oder die Stufe des Computers), das Ergebnis, der Grund für das Ende, der Endstand und wann sie begann und endete.',
  policy_db_moves: '<strong>Züge</strong>: jeder Zug jeder Partie, mit der Zeit, zu der er gespielt wurde.',
  policy_db_ratings:
    '<strong>Wertungen</strong>: Ihre Wertung für jedes Brett und jedes Tempo, in dem Sie gewertete Partien gespielt haben, und ihr Wert nach jeder gewerteten Partie (der Verlauf auf Ihrer Spielerseite); und sobald Sie eine Aufgabe versuchen, Ihre Aufgaben-Wertung, welche Aufgaben Sie versucht haben und ob Ihr erster Versuch sie jeweils gelöst hat.',
  policy_db_chat:
    '<strong>Chatzeilen</strong>, nur wenn Sie in einer Partie chatten: der Raum (der der Spieler oder der der Zuschauer einer Partie), Ihre Spieler-ID und Ihr Name, die Worte, wann, und wie viele Züge die Partie da hatte. Ein Raum behält seine <strong>letzten 200 Zeilen</strong>; ältere werden gelöscht, wenn neue kommen. Der Raum der Spieler wird in der Wiedergabe der Partie neben den Zügen gezeigt.',
  policy_db_blocks:
    '<strong>Blockierungen</strong>, nur wenn Sie auf der Seite eines Spielers <em>Blockieren</em> drücken: Ihre Spieler-ID und seine. <em>Blockierung aufheben</em> entfernt sie. Die Liste wird nicht veröffentlicht; der blockierte Spieler merkt nur, dass Herausforderungen und Partiegesuche zwischen Ihnen beiden abgelehnt werden und dass Online spielen Sie nie zusammenbringt.',
  policy_db_reports:
    '<strong>Meldungen</strong>, nur wenn Sie einen Spieler melden: Ihre Spieler-ID, seine, der Grund, die Partie und die Worte, die Sie geschrieben haben, und wann. Nur die Moderatoren der Website lesen sie; dem gemeldeten Spieler wird nicht gesagt, wer ihn gemeldet hat. Manche Meldungen legt der Server selbst an (wiederholte Beleidigungen im Chat, eine gewertete Partie mit nur wenigen Zügen), ohne Meldenden.',
  policy_db_moderation:
    '<strong>Moderation</strong>: ob ein Konto Moderator ist, und was Moderatoren (oder die Fair-Play-Regeln) wegen eines Spielers getan haben: Chat-Pausen, Chat-Sperren, Spielsperren, geschlossene Konten, abgewiesene Meldungen, jeweils mit wer, warum und wann (das Moderationsprotokoll, das jeder Moderator lesen kann).',
  policy_db_offences:
    '<strong>Fair-Play-Verstöße</strong>, in öffentlichen Partien zwischen zwei Menschen: eine Partie abbrechen, die Zeit für den ersten Zug ablaufen lassen oder eine verlorene Partie durch Zeitablauf enden lassen; die Partie, was geschah und wann. Drei an einem Tag führen zu einer Spielsperre (10 Minuten, länger bei Wiederholung).',
  policy_db_seeks:
    '<strong>Offene Fernpartie-Gesuche</strong>, nur wenn Sie ein Konto haben und in der Lobby eine Partie mit Tagen pro Zug anbieten: ihre Bedingungen (Brett, Uhr, Seite, gewertet, Wertungsbereich) mit Ihrer Spieler-ID, Ihrem Namen und Ihrer Wertung, für alle in der Lobby sichtbar, bis jemand annimmt oder Sie zurückziehen; dann wird es gelöscht.',
  policy_public:
    '<strong>Partieaufzeichnungen sind öffentlich.</strong> Jeder kann eine Partie — die Namen der Spieler, Züge, Ergebnis und Zeiten — unter <code>/api/games/&lt;id&gt;</code> lesen, sie unter <code>/#game=&lt;id&gt;</code> nachspielen, und die neuesten Partien stehen unter <code>/api/games</code>. Die Partien eines Spielers stehen unter <code>/api/players/&lt;Spieler-ID&gt;/games</code>. Laufende Partien gegen den Computer oder aus der öffentlichen Warteschlange erscheinen unter <em>Laufende Partien</em>, und wer die ID einer Partie hat, kann sie live verfolgen (auch eine Partie unter Freunden: Sie wird nicht aufgelistet, aber ihre ID ist nicht geheim). Wählen Sie einen Namen, den Sie gern zeigen.',
  policy_how_long:
    '<strong>Wie lange:</strong> Abgesehen von den Chaträumen, die ihre letzten 200 Zeilen behalten, löscht der Server von sich aus nichts: Spieler, Partien, Züge, Wertungen, Meldungen, das Moderationsprotokoll und Verstöße bleiben, bis Sie Ihren Spieler löschen (siehe unten) oder der Betreiber der Website sie löscht. Der Hash des Tokens verbindet einen Browser mit seinem Spieler; wenn Sie die Website-Daten Ihres Browsers löschen, ist diese Verbindung für immer getrennt (melden Sie sich wieder an, um sie zurückzubekommen, falls Sie ein Konto haben).',
  policy_not_stored: 'Nicht in der Datenbank gespeichert: Ihre IP-Adresse, Angaben zu Ihrem Browser oder irgendetwas, das Sie nicht eingegeben oder gespielt haben.',
  policy_yours_h: 'Ihre Daten: herunterladen oder löschen',
  policy_download:
    'Auf dem Konto-Bildschirm (<em>Ihr Name</em>) speichert <strong>Meine Daten herunterladen</strong> eine Datei, <code>mancala-&lt;Spieler-ID&gt;.json</code>, mit allem oben Genannten, das Ihren Spieler betrifft: Ihr Spieler und Ihr Konto (nie das Passwort oder sein Hash), Ihre Wertungen und ihr Verlauf, Ihre Aufgaben-Wertung und die versuchten Aufgaben, jede Partie, die Sie gespielt haben, Ihre Chatzeilen, Ihre Meldungen, die Spieler, die Sie blockieren, Ihr Status (Chat-Pause, Spielsperre) mit den Moderationseinträgen und Fair-Play-Verstößen zu Ihnen. Daten anderer bleiben außen vor: wer Sie gemeldet hat und welcher Moderator gehandelt hat.',
  policy_delete:
    '<strong>Mein Konto löschen</strong> (<em>Meinen Spieler löschen</em> für einen Gast) lässt Sie Ihren Namen eingeben und löscht dann endgültig: Ihren Namen, Ihr Konto und den Passwort-Hash, alle Anmelde-Tokens, Ihre Chatzeilen, Ihre Wertungen und ihren Verlauf (Sie verlassen die Rangliste), Ihre Blockierungen (in beide Richtungen), Ihre offenen Gesuche, Ihre Fair-Play-Verstöße und Ihren Status (Chat-Pause, Spielsperre). Ihre Verbindung wird geschlossen, und dieser Browser spielt als neuer Gast weiter.',
  policy_stays:
    'Was bleibt: <strong>Ihre Partien</strong>, Ihr Platz darin als <em>gelöschter Spieler</em> angezeigt (Ihre Gegner behalten ihre Partien), und unter Ihrer alten Spieler-ID, die dann zu keinem Namen mehr führt, die von Ihnen oder über Sie erstatteten Meldungen und das Moderationsprotokoll (die Aufzeichnung der Moderatoren über ihr Handeln). Die unten beschriebenen Protokolle werden nicht umgeschrieben.',
  policy_logs_h: 'Auf dem Server: Protokolle',
  policy_logs: 'Der Server schreibt ein laufendes Protokoll auf seine Standardausgabe, eine Zeile mit Zeitstempel pro Ereignis. Eine Protokollzeile kann enthalten:',
  policy_log_ip:
    'die IP-Adresse, von der eine Verbindung kam, wenn die Verbindung geöffnet wird, und wenn eine Verbindung abgewiesen wird (dann auch die Adresse der Webseite, von der sie kam, den <em>Origin</em>);',
  policy_log_ids: 'Spieler-IDs, wenn eine Verbindung schließt, wenn eine neue sie ersetzt oder wenn sie geschlossen wird, weil sie zu schnell sendet oder zu langsam liest;',
  policy_log_accounts: 'einen Benutzernamen und seine Spieler-ID, wenn ein Konto angelegt wird, und mit der IP-Adresse bei jeder Anmeldung (eine abgewiesene Anmeldung protokolliert nur die Adresse);',
  policy_log_reports: 'die Spieler-IDs einer Meldung und ihren Grund, und die Spieler-ID eines Spielers, der seine Daten gelöscht hat;',
  policy_log_games: 'Partie-IDs, die Namen beider Seiten zu Beginn einer Partie, und wie und wann sie endete (Ergebnis, Stand, Aufgaben, Zeitüberschreitungen, Spieler, die nicht zurückkamen).',
  policy_logs_not: 'Es protokolliert nicht, was Sie senden, Ihre Züge einzeln, Ihr Token oder Ihr Passwort (eine abgewiesene Anmeldung protokolliert nur die Adresse, von der sie kam).',
  policy_logs_kept:
    'Der Server selbst legt keine Protokolldateien an: Das Protokoll geht dorthin, wohin sein Betreiber es schickt (etwa in das Journal des Containers oder des Systems), und bleibt so lange, wie dieses System es aufbewahrt. Die mitgelieferte Compose-Datei (<code>docker/compose.yaml</code>) behält höchstens fünf Dateien zu je 10 MB, die älteste wird zuerst gelöscht; eine Zeile ist also weg, sobald etwa 50 MB neuere Zeilen geschrieben wurden. Mit dem Container werden die Zeilen ebenfalls gelöscht.',
  policy_memory_h: 'Nur im Arbeitsspeicher',
  policy_memory:
    'Solange der Server läuft, hält er außerdem nur im Arbeitsspeicher: wer verbunden ist, wer in der Warteschlange wartet, wer welche Partie verfolgt, offene Einladungen (der zufällige Code, Ihre Spieler-ID und Ihr Name, das Brett und Ihre Seite, bis der Link benutzt, zurückgezogen wird oder abläuft: nach 30 Minuten, sofern der Betreiber keine andere Zeit eingestellt hat; wer den Link hat, sieht Ihren Namen) sowie Nachrichtenzähler pro Verbindung gegen Überflutung. All das ist weg, wenn der Server neu startet.',
};
