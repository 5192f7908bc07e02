// Die Wörter der Seite Über diese Website (about.html). Über texts_pages.js Teil von `T`.

export const ABOUT_T = {
  about_title: 'Über — Mancala',
  about_h1: 'Über diese Website',
  about_intro:
    'Hier können Sie im Browser <strong>Kalaha</strong> spielen, das bekannteste Spiel der Mancala-Familie: gegen den nächsten Fremden, der eine Partie sucht, gegen den Computer in drei Stufen oder mit jemandem am selben Telefon oder Computer.',
  about_no_install:
    'Es gibt nichts zu installieren, und ein Konto ist nicht nötig. Wählen Sie einen Namen, wenn Sie möchten — er wird Ihrem Gegner und in den Partieaufzeichnungen gezeigt — und spielen Sie; um den Namen zu behalten (und sich damit an einem anderen Gerät anzumelden), registrieren Sie ihn unter <a href="./#account">Ihr Name</a>. Schließen Sie die Seite oder bricht die Verbindung mitten in einer Partie ab, öffnen Sie die Website wieder am selben Gerät, und die Partie ist wieder da.',
  about_how_h: 'Wie es funktioniert',
  about_server:
    'Ein in C++ geschriebener Server führt jede Partie: Er prüft jeden Zug nach den Regeln, lässt den Computergegner spielen, paart Spieler aus der Warteschlange und teilt beiden Browsern über einen WebSocket mit, was geschehen ist. Die Seite, die Sie sehen, ist schlichtes HTML, CSS und JavaScript, alles von demselben Server ausgeliefert; sie lädt nichts von anderswo.',
  about_levels:
    'Die Stufen des Computers: <em>Leicht</em> macht absichtlich Fehler, <em>Mittel</em> schaut ein paar Züge voraus, und <em>Schwer</em> rechnet so tief, wie seine Zeit erlaubt. Der Tipp-Knopf zeigt, was <em>Schwer</em> spielen würde.',
  about_rules_h: 'Regeln',
  about_rules:
    'Siehe <a href="how-to-play.html">Spielregeln</a>. Die öffentliche Warteschlange nutzt das Standardbrett: sechs Mulden pro Seite, je vier Steine, Süd zieht zuerst.',
  pages_back: 'Zurück zum Spiel',
};
