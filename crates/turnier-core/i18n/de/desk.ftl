# Der Tisch: Tastenbeschriftungen, Bildschirmnamen, Überschriften, Eingabezeilen, Fragen,
# Statuszeilen, Einstellungsformulare. Werte beginnen nie mit Leerzeichen: Rust rückt ein.

## Tastenbeschriftungen (Fußzeile und Hilfe)
desk-key-yes = ja
desk-key-no = nein
desk-key-close = schließen
desk-key-scroll-up = hochblättern
desk-key-scroll-down = runterblättern
desk-key-page-up = Seite hoch
desk-key-page-down = Seite runter
desk-key-print = drucken
desk-key-cancel = abbrechen
desk-key-prev-field = Feld zurück
desk-key-next-field = Feld vor
desk-key-prev-choice = Wahl zurück
desk-key-next-choice = Wahl vor
desk-key-delete-path = löschen (Pfad)
desk-key-path-delete-at-cursor = Pfad: Zeichen am Cursor löschen
desk-key-path-start-move-on-it = Pfad: Anfang (← → darin bewegen)
desk-key-path-end = Pfad: Ende
desk-key-clear-the-line-before-the-cursor = Zeile vor dem Cursor löschen
desk-key-delete-the-word-before-the-cursor = Wort vor dem Cursor löschen
desk-key-create = anlegen
desk-key-prev-row = Zeile zurück
desk-key-next-row = Zeile vor
desk-key-less-prev = weniger/zurück
desk-key-more-next = mehr/vor
desk-key-next-choice-name-a-space = Wahl vor (Name: Leerzeichen)
desk-key-delete-name-numbers = löschen (Name, Zahlen)
desk-key-name-delete-at-cursor = Name: Zeichen am Cursor löschen
desk-key-name-start-move-on-it = Name: Anfang (← → darin bewegen)
desk-key-name-end = Name: Ende
desk-key-accept = übernehmen
desk-key-delete = löschen
desk-key-delete-at-cursor = Zeichen am Cursor löschen
desk-key-cursor-left = Cursor links
desk-key-cursor-right = Cursor rechts
desk-key-start-of-line = Zeilenanfang
desk-key-end-of-line = Zeilenende
desk-key-registration = Anmeldung
desk-key-pairings = Paarungen
desk-key-results = Ergebnisse
desk-key-standings = Tabelle
desk-key-audit-log = Protokoll
desk-key-open = öffnen
desk-key-new = neu
desk-key-open-file = Datei öffnen
desk-key-new-muck = neu Muck
desk-key-add = anmelden
desk-key-rename = umbenennen
desk-key-drop = abmelden
desk-key-remove-before-round-1 = streichen vor R1
desk-key-un-drop = wieder anmelden
desk-key-pair = paaren
desk-key-re-pair = neu paaren
desk-key-delete-draft = verwerfen
desk-key-left-seat = linker Platz
desk-key-right-seat = rechter Platz
desk-key-swap-players = Spieler↔
desk-key-swap-tables = Tisch↔
desk-key-publish = veröffentlichen
desk-key-table-score-enter = TISCH ERGEBNIS ⏎
desk-key-score-here = Ergebnis hier
desk-key-round-back = Runde zurück
desk-key-round-fwd = Runde vor
desk-key-open-only = nur offene
desk-key-add-pair-player = Paar/Spieler anmelden
desk-key-make-pair = Paar bilden
desk-key-withdraw = zurückziehen
desk-key-reinstate = wieder aufnehmen
desk-key-remove-never-played = streichen
desk-key-draw = auslosen
desk-key-re-draw = neu auslosen
desk-key-seat-left = Platz links
desk-key-seat-right = Platz rechts
desk-key-swap-entrants = Teilnehmer tauschen
desk-key-type-sheet = Zettel eingeben
desk-key-sheet-here = Zettel hier
desk-key-first-second = 1./2.
desk-key-take-second = 2. gilt
desk-key-keep-first = 1. gilt
desk-key-earlier = früher
desk-key-later = später
desk-key-plus-plus-minus = Plus / Plus-Minus
desk-key-type-lineup = Aufstellung eingeben
desk-key-correct = korrigieren
desk-key-evaluate = auswerten
desk-key-set-wp = WP setzen
desk-key-set-zat = ZAT setzen
desk-key-normal-anti = normal/anti
desk-key-last-place = letzter Platz
desk-key-start-fp = Start-FP
desk-key-drop-before-round-1 = abmelden (vor Runde 1)
desk-key-name-fp-enter = NAME FP ⏎
desk-key-bid-here = Gebot hier
desk-key-zat = ZAT
desk-key-quit = beenden
desk-key-help = Hilfe
desk-key-search = suchen
desk-key-undo = rückgängig
desk-key-next-screen = nächster Bildschirm
desk-key-previous-screen = voriger Bildschirm
desk-key-up = hoch
desk-key-down = runter
desk-key-first = erste
desk-key-last = letzte
desk-key-switch-screens = Bildschirme
desk-key-settings = Einstellungen

## Überschriften der Hilfe
desk-context-global = Überall
desk-context-picker = Turnierauswahl
desk-context-registration = 1 Anmeldung
desk-context-pairings = 2 Paarungen
desk-context-results = 3 Ergebnisse
desk-context-standings = 4 Tabelle
desk-context-audit = 5 Protokoll
desk-context-muck-registration = 1 Anmeldung (Muck)
desk-context-muck-draw = 2 Auslosung
desk-context-muck-sheets = 3 Spielstandzettel
desk-context-muck-ranking = 4 Rangliste
desk-context-football-lineups = 1 Aufstellungen
desk-context-football-matrix = 2 Spielmatrix
desk-context-football-table = 3 Tabelle
desk-context-football-ranking = 4 Rangliste
desk-context-deich-registration = 1 Anmeldung (Deich)
desk-context-deich-bids = 2 Gebote
desk-context-deich-round = 3 Runde
desk-context-deich-race = 4 Rennen
desk-context-input = Eingabe
desk-context-confirm = Fragen
desk-context-help = Hilfe
desk-context-print-dialog = Druckdialog
desk-context-new-event = Neues Turnier
desk-context-desk = Bedienung
desk-context-desk-settings = Einstellungen (Fenster)

## Tastenkappen
desk-keycap-space = Leertaste
desk-keycap-enter = Enter
desk-keycap-esc = Esc
desk-keycap-tab = Tab
desk-keycap-backtab = ⇧-Tab
desk-keycap-backspace = Rück
desk-keycap-delete = Entf
desk-keycap-page-up = Bild↑
desk-keycap-page-down = Bild↓
desk-keycap-home = Pos1
desk-keycap-end = Ende
desk-keycap-ctrl = Strg

## Rahmen und Hilfe
desk-tab-tournaments = Turniere
desk-status-data-folder = Datenordner: { $path }
desk-prompt-search = Suche:
desk-prompt-open-file = Datei öffnen:
desk-message-error = Fehler: { $text }
desk-help-other-keys = andere Tasten
desk-help-typed-into-the-field = gehen ins Feld
desk-help-digits-type-here = { $label } (die Ziffern tippen hier)
desk-help-title = Tasten (↑/↓ Bild↑/Bild↓ blättern, Esc schließt)

## Zustand des Tischs (app.rs)
desk-tab-audit = Protokoll
desk-opened = geöffnet: { $path }
desk-opened-recovered = { $count ->
    [one] 1 Ergebnis aus dem Journal wiederhergestellt
   *[other] { $count } Ergebnisse aus dem Journal wiederhergestellt
}

## Einstellungen (L, F6)
desk-settings-title = Einstellungen
desk-settings-not-in-event = nur für diese Sitzung: im Turnier wird nichts gespeichert
desk-settings-keys = ← → wählen · ↑ ↓ Zeile · Enter/Esc schließen
desk-open-first = erst ein Turnier öffnen (Enter in der Liste, n für ein neues)
desk-nothing-to-undo = nichts rückgängig zu machen: kein Turnier ist offen
desk-no-tournament-open = kein Turnier ist offen
desk-saved = gespeichert: { $what }

## Schweizer System: Reiter, Statuszeile, Fragen
desk-tab-registration = Anmeldung
desk-tab-pairings = Paarungen
desk-tab-results = Ergebnisse
desk-tab-standings = Tabelle
desk-state-draft = Entwurf
desk-state-draft-loud = ENTWURF
desk-state-published = veröffentlicht
desk-state-complete = abgeschlossen
desk-status-no-round = noch keine Runde
desk-status-round = Runde { $round } { $state }
desk-status-not-saved = noch nicht gespeichert
desk-status-saved = gespeichert { $at }
desk-status-players = { $count } Spieler
desk-status-active-of = { $active } aktiv von { $all }
desk-status-open-tables = offene Tische { $count }
desk-swiss-entrants = { $count } Spieler
desk-swiss-ask-duplicate = { $name } ist schon angemeldet. Einen zweiten Spieler mit dem Namen anmelden?
desk-swiss-ask-remove = Anmeldung von { $name } streichen? (nie gepaart; die Spieler danach rücken eine Nummer auf)
desk-swiss-ask-result-players = Runde { $round }, Tisch { $table }: { $a } gegen { $b }
desk-swiss-ask-result-change = { $players }, jetzt { $now }. Auf { $result } ändern?
desk-swiss-ask-result-enter = { $players }, noch kein Ergebnis. { $result } eintragen?
desk-swiss-ask-result-table = Runde { $round }, Tisch { $table }: { $result } eintragen?
desk-swiss-ask-publish = Runde { $round } veröffentlichen? Ihre Paarungen stehen dann fest.
desk-swiss-publish-rematches = { $count ->
    [one] Von Hand gemachte Wiederholungspaarung
   *[other] Von Hand gemachte Wiederholungspaarungen
}: { $tables }.
desk-swiss-publish-rematch = Tisch { $table }, { $a } gegen { $b } ({ $times ->
    [one] schon einmal gegeneinander gespielt
   *[other] schon { $times }-mal gegeneinander gespielt
})
desk-prompt-new-name = neuer Name:
desk-swiss-prompt-result = Ergebnis, TISCH ERGEBNIS ⏎ (Esc bricht ab, F1-F5 wechseln):
desk-swiss-help-scores = Ergebnisse (Spiele aus Sicht des ersten Spielers):

## Anmeldung (Schweizer System)
desk-no-player-selected = kein Spieler gewählt
desk-dropped-already = { $name } ist schon abgemeldet
desk-swiss-remove-refused = streichen: Runde { $round } gibt es schon, { $name } kann gepaart sein; stattdessen abmelden (d)
desk-swiss-prompt-add = Name, Enter meldet an und fragt nach dem nächsten; Esc beendet:
desk-search-found = Suche „{ $query }“: { $count } gefunden
desk-swiss-registered = { $all } angemeldet, { $active } aktiv
desk-swiss-registered-short = { $all } angem., { $active } aktiv
desk-col-id = Nr.
desk-col-name = Name
desk-col-state = Stand
desk-swiss-no-players = Noch keine Spieler: a öffnet die Namenszeile; Enter meldet jeden Namen an, Esc beendet.
desk-state-dropped-after = (abgemeldet) nach Runde { $round }
desk-state-late-entry = Nachmeldung, ab Runde { $round }
desk-state-active = aktiv

## Paarungen (Schweizer System)
desk-no-draft-to-delete = es gibt keinen Entwurf zum Löschen
desk-swiss-no-draft-to-publish = es gibt keinen Entwurf zum Veröffentlichen: p paart die nächste Runde
desk-no-table-selected = kein Tisch gewählt
desk-mark-removed = Markierung entfernt
desk-swiss-marked-player = { $name } markiert; den zweiten Spieler wählen und s drücken (Esc bricht ab)
desk-marked-table = Tisch { $table } markiert; den zweiten Tisch wählen und t drücken (Esc bricht ab)
desk-swap-mark = Tausch
desk-reason-manual = von Hand
desk-reason-imported = importiert
desk-reason-same-group = gleiche Punktgruppe
desk-reason-pair-down = nach unten gepaart { $high }→{ $low }
desk-reason-skips-met-all = überspringt { $groups }: kennt jeden Spieler mit { $groups } Punkten schon, R-S12
desk-reason-skips-fewer-rematches = überspringt { $groups }: keine Paarung mit kleineren Sprüngen hat so wenige Wiederholungspaarungen, R-S12/R-S13
desk-reason-rematch = Wiederholungspaarung
desk-reason-rematch-unavoidable = Wiederholungspaarung unvermeidbar
desk-reason-rs16 = R-S16: eine gleich gute Paarung (R-S12..R-S15) weicht hier ab; diese gibt dem Besserplatzierten den besten noch möglichen Gegner
desk-swiss-bye = Freilos
desk-swiss-bye-no-opponent = kein Gegner: ein Matchsieg, 2-0
desk-swiss-no-round = Noch keine Runde: p paart Runde 1 als Entwurf.
desk-swiss-bye-note = Freilos: { $name } ({ $counts })
desk-swiss-not-seated = ohne Platz (neu paaren): { $names }
desk-warning = Warnung: { $text }
desk-swiss-pairings-title = Runde { $round } { $state } · { $tables ->
    [one] 1 Tisch
   *[other] { $tables } Tische
} · { $rematches ->
    [one] 1 Wiederholungspaarung
   *[other] { $rematches } Wiederholungspaarungen
}
desk-manual-count = { $count } von Hand (*)
desk-search-for = Suche „{ $query }“

## Einstellungstabellen (game/settings.rs, swiss/settings.rs, muck/settings.rs)
desk-setting-or-more = { $min } oder mehr
desk-setting-bobbl = Bobbl pro Runde
desk-setting-unit-bobbl = Bobbl pro Runde
desk-setting-target = Zielpunkte
desk-setting-unit-points = Punkte
desk-setting-usually-21 = meist 21
desk-setting-rounds = Geplante Runden
desk-setting-unit-rounds = Runden
desk-setting-partners = Partner
desk-setting-schedule = Spielplan
desk-setting-profile = Profil
desk-setting-floor = Untergrenze Gegner
desk-setting-floor-own-gw = Eigene MWP/GW% mit Untergrenze
desk-setting-bye-games = Spiele des Freiloses
desk-setting-drawn-game-points = Punkte für ein Unentschieden
desk-setting-unit-points-maybe = Punkt(e)
desk-setting-opponents = Gegner
desk-setting-bye-counts-exclude = ein Matchsieg, 2-0: 3 Matchpunkte; die Spiele zählen nicht für GW%
desk-setting-bye-counts-2-0 = ein Matchsieg, 2-0: 3 Matchpunkte; zählt als 2-0 für GW%

## Ergebnisse (Schweizer System)
desk-swiss-results-hint = Tisch und Ergebnis tippen, z. B. 12 21 ⏎ · F1-F5/Tab wechseln
desk-swiss-score-first-won = 2-0, 2-1: der erste Spieler gewinnt
desk-swiss-score-second-won = 1-2, 0-2: der zweite Spieler gewinnt
desk-swiss-score-unfinished = 1-0, 0-1, 1-1 (Spiel bei Zeitende offen)
desk-swiss-score-drawn-games = 1-1-1, 1-0-1: 3. Ziffer = Unentschieden
desk-swiss-score-dashes = 2-1, 1-1-1: mit Strichen (S-N[-U])
desk-swiss-score-intentional-draw = vereinbartes Unentschieden (0-0-0)
desk-swiss-typing-table-score = 7 21 Enter: Tisch 7, 2-1 (über anderes Ergebnis: y)
desk-swiss-typing-select = 7 Enter wählt Tisch 7; dann 21 Enter: dort 2-1
desk-swiss-typing-score-alone = Ergebnis allein: an angesteuerten Tisch (↑ ↓, 7 Enter)
desk-swiss-typing-correction = Korrektur: dieselben Tasten; frühere Runde ([) fragt, y
desk-swiss-typing-digits = Ziffern tippen hier Ergebnisse: F1-F5 / Tab wechseln
desk-swiss-no-published-round-first = keine veröffentlichte Runde: erst eine Runde paaren und veröffentlichen (Bildschirm 2)
desk-swiss-no-published-round-yet = noch keine veröffentlichte Runde
desk-swiss-no-published-round = keine veröffentlichte Runde
desk-swiss-no-table-selected-type = kein Tisch gewählt: TISCH ERGEBNIS tippen, z. B. 7 21
desk-swiss-word-alone = { $word } allein: TISCH ERGEBNIS tippen, z. B. 7 21; ein Ergebnis allein geht an den mit ↑ ↓ angesteuerten Tisch (Tische 1..{ $tables })
desk-swiss-not-a-table = Tisch: { $table } ist keine Tischnummer; TISCH ERGEBNIS tippen, z. B. 7 21
desk-swiss-not-understood = { $text } ist unverständlich; TISCH ERGEBNIS tippen wie 7 21 (2-1), 7 12, 7 111, 7 id, oder ein Ergebnis allein für den angesteuerten Tisch
desk-swiss-no-such-table = Tisch: Runde { $round } hat keinen Tisch { $table } (erlaubt: 1..{ $tables })
desk-swiss-open = offen
desk-swiss-now = jetzt { $result }
desk-swiss-f-screen = F{ $n }: Bildschirm { $n }
desk-swiss-table-selected = Tisch { $table } gewählt: { $a } gegen { $b }, { $now } · jetzt nur sein Ergebnis tippen, Enter
desk-swiss-round-n = Runde { $round }
desk-swiss-rounds-from-to = Runden { $from }..{ $to }
desk-swiss-not-last-round = Runde { $round } ist nicht die letzte Runde: die Tabelle hat sich geändert, die Paarungen von { $later } bleiben, wie sie gemacht wurden
desk-swiss-round-complete = Runde { $round } abgeschlossen: jeder Tisch hat ein Ergebnis · weiter: F2, dann paart p Runde { $next }
desk-swiss-results-none = Keine veröffentlichte Runde: auf Bildschirm 2 eine Runde paaren (p) und veröffentlichen (P).
desk-swiss-results-title = Runde { $round } ({ $state }) · { $open } von { $tables } Tischen offen
desk-swiss-earlier-round = FRÜHERE RUNDE: Eingaben fragen erst (y)
desk-swiss-open-only = nur offene Tische
desk-swiss-no-tables-to-show = Keine Tische zu zeigen (o zeigt alle Tische, Esc löscht die Suche).

## Tabelle (Schweizer System)
desk-criterion-points = Punkte
desk-criterion-registration = Anmeldung
desk-swiss-provisional = vorläufig: Runde { $round } hat { $count ->
    [one] { $count } offenen Tisch
   *[other] { $count } offene Tische
} · bisher eingetragene Ergebnisse
desk-swiss-no-round-played = Noch keine Runde gespielt
desk-swiss-after-round = Nach Runde { $round } · jeder Tisch hat ein Ergebnis
desk-col-rank = Platz
desk-col-player = Spieler
desk-col-points = Pkt
desk-col-record = Bilanz
desk-col-separated-by = Wertung
desk-drop-mark = abgem.

## Turnierauswahl
desk-picker-none-in-list = kein Turnier in der Liste: n legt eins an, o öffnet eine Datei
desk-col-tournament = Turnier
desk-col-system = System
desk-col-rounds = Runden
desk-col-entrants = Teilnehmer
desk-col-last-saved-file = Zuletzt gespeichert (Datei)
desk-col-saved = Gespeichert
desk-picker-empty = Noch keine Turniere in { $folder }: n legt eins an, o öffnet eine Datei.
desk-picker-unreadable = nicht lesbar: { $why }
desk-system-swiss-short = Schweizer

## Protokoll
desk-col-time = Zeit
desk-col-round = Runde
desk-col-what = Was
desk-audit-flags = H = von Hand, K = Korrektur
desk-audit-flag-manual = H
desk-audit-flag-correction = K
desk-audit-filter = Filter „{ $query }“: { $shown } von { $all }
desk-audit-empty = Noch nichts gespeichert.

## Fragen
desk-confirm-nudge = mit j oder n antworten, nach einer halben Sekunde ohne Tippen (Esc: nein); andere Tasten zählen nicht
desk-ask-quit = Der Entwurf ist nicht veröffentlicht. Trotzdem beenden? (er bleibt als Entwurf gespeichert)
desk-ask-restore = { $file } lädt nicht. Sicherung Nummer { $seq } zurückholen (letzte Änderung: { $last })? Die beschädigte Datei wird aufbewahrt.
desk-restored = Sicherung Nummer { $seq } zurückgeholt; die beschädigte Datei liegt bei den Sicherungen
desk-kept-aside = { $count ->
    [one] ein Ergebnis
   *[other] { $count } Ergebnisse
} aus einem beschädigten Journal beiseitegelegt, nicht im Turnier: `turnier check { $file }` zeigt, `turnier restore { $file } --journal` trägt nach
desk-ask-delete-draft = Entwurf löschen? (u holt ihn zurück)
desk-ask-undo-round = Rückgängig (Runde { $round }): { $what }?
desk-ask-undo = Rückgängig: { $what }?
desk-ask-drop = { $name } nach der letzten festen Runde abmelden? (Ergebnisse bleiben; D nimmt es zurück)
desk-confirm-yn = j/n
desk-confirm-not-taken = nicht angenommen: { $keys }
desk-confirm-title = Bestätigen: j oder y = ja, n / Esc = nein
desk-stray-type-again = nicht angenommen, solange die Frage offen war: { $keys } (noch mal tippen)
desk-stray-not-taken = nicht angenommen, solange die Frage offen war: { $keys }
desk-cancelled = abgebrochen: nichts geändert

## Formular neues Turnier
desk-form-name = Name
desk-form-system = System
desk-system-swiss = Schweizer System
desk-new-event-cancelled = neues Turnier abgebrochen: nichts angelegt
desk-new-event-bad-name = Name: { $why }; den Namen des Turniers tippen
desk-new-event-keys = ↑↓ Zeile · ←→ ändern · Name, Zahlen tippen · Enter legt an · Esc: zurück
desk-new-event-title = Neues Turnier (vor Enter wird nichts angelegt)
desk-choice-yes = ja
desk-choice-no = nein
desk-swiss-form-profile = Einstellungsprofil
desk-swiss-form-floor = Untergrenze für Gegnerwerte
desk-swiss-form-floor-own-gw = Untergrenze eigene MWP/GW%
desk-swiss-form-bye-games = Spiele des Freiloses in GW%
desk-swiss-form-drawn-game-points = Punkte für Unentschieden
desk-swiss-form-opponents = Zweimal getroffener Gegner
desk-swiss-about-profile = alle Zeilen darunter auf einmal: Regeln = die Grundregeln, melee-2023/2024 wie Melee (R-S2..7)
desk-swiss-about-floor = Match- und Spielgewinn-% eines Gegners zählen mindestens so viel (R-S3)
desk-swiss-about-floor-own-gw = die Untergrenze auch für eigene MWP und GW% (R-S3)
desk-swiss-about-bye-games = nicht zählen, oder ein Freilos als 2-0 in die GW% des Spielers (R-S4)
desk-swiss-about-drawn-game-points = Spielpunkte, die ein unentschiedenes Spiel jedem gibt (R-S2)
desk-swiss-about-opponents = ein zweimal getroffener Gegner zählt zweimal (jedes Treffen) oder einmal (R-S7)
desk-swiss-choice-custom = eigene
desk-swiss-choice-exclude = nicht zählen
desk-swiss-choice-count-2-0 = als 2-0
desk-swiss-choice-every-meeting = jedes Treffen
desk-swiss-choice-unique = einmal

## Druckdialog
desk-print-next-to-event = neben der Turnierdatei
desk-print-event-folder = Turnierordner
desk-print-data-folder = Datenordner
desk-print-file = Datei
desk-print-printer = Drucker
desk-print-type-path = den Pfad unten tippen
desk-print-lp = lp, der Standarddrucker; immer als Text
desk-print-round-latest = Runde { $round } (die letzte)
desk-print-round-of = Runde { $round } (letzte: { $latest })
desk-print-after-every-round = nach jeder festen Runde
desk-print-no-round = keine: aus den jetzt Angemeldeten
desk-print-after = nach { $which }
desk-print-no-documents = Drucken: für das System dieses Turniers gibt es keine Druckstücke
desk-print-cancelled = Drucken abgebrochen: nichts geschrieben
desk-print-error = Drucken: { $why }
desk-print-type-path-or = Drucken: den Pfad der Datei tippen, oder { $target } wählen
desk-print-row-document = Dokument
desk-print-row-round = Runde
desk-print-row-format = Format
desk-print-row-send-to = Ziel
desk-print-row-path = Pfad
desk-print-title = Drucken: { $event } (Enter druckt, Esc bricht ab)
desk-print-format-text = Text
desk-doc-pairings = Paarungen
desk-doc-pairings-by-name = Paarungen nach Namen
desk-doc-slips = Ergebniszettel
desk-doc-standings = Tabelle
desk-doc-draw = Auslosung
desk-doc-score-sheets = Spielstandzettel
desk-doc-table-cards = Tischkarten
desk-doc-draw-slips = Auslosungszettel
desk-doc-stickers = Aufkleber
desk-doc-ranking = Rangliste
desk-doc-table = Tabelle
desk-doc-anti-table = Anti-Tabelle
desk-doc-ranking-list = Rangliste
desk-doc-round = Runde

## Muck-Einstellungen im Formular
desk-muck-form-partners = Partner
desk-muck-form-bobbl = Bobbl pro Runde
desk-muck-form-target = Punkte für einen Bobbl
desk-muck-form-rounds = Geplante Runden
desk-muck-form-schedule = Spielplan
desk-muck-about-target = eine Seite, die diese Punkte erreicht, gewinnt den Bobbl (R-M1)
desk-muck-about-schedule = wandernd: Runde 1 ausgelost, dann rückt Seite B einen Tisch weiter
desk-muck-choice-fixed = feste Paare
desk-muck-choice-singles = einzelne Spieler
desk-muck-choice-drawn = ausgelost
desk-muck-choice-moving = wandernd
desk-muck-rounds-note = leer: nicht geplant
desk-form-is-empty = ist leer
desk-form-not-whole = { $text } ist keine ganze Zahl
desk-form-row-wrong = { $row }: { $what }; erlaubt: { $allowed }
desk-form-not-allowed = { $row }: { $n } ist nicht erlaubt; erlaubt: { $allowed }
desk-muck-rounds-allowed = { $range }, oder leer für nicht geplant
desk-muck-moving-needs-pairs = Spielplan: wandernd braucht feste Paare; erlaubt für einzelne Spieler: ausgelost
desk-record-byes = { $count ->
    [one] +1 Freilos
   *[other] +{ $count } Freilose
}
desk-settings-print-language = Drucksprache
desk-settings-as-desk = wie das Pult
desk-settings-print-saved = Sprache: nur dieses Pult · Drucksprache: im Turnier gespeichert
desk-no-terminal = das Pult braucht ein Terminal: Standardeingabe und -ausgabe müssen eines sein (keine Pipe, keine Datei); aus einem Skript stattdessen die Unterbefehle nutzen (`turnier --help`)
desk-picker-fixed-pairs = (feste Paare)
desk-picker-single-players = (Einzelspieler)
desk-picker-expectation = (Erwartungswert)
desk-picker-dice = (Würfel)
desk-picker-seed = (Regeln)

# A result typed where no line was open: its digits switched screens, nothing was recorded.
desk-typed-off-line = „{ $text }“ wurde nicht erfasst: keine Zeile war offen, also haben die Ziffern den Bildschirm gewechselt. Ergebnisse tippt man auf dem Bildschirm „{ $screen }“ (F3): erst den Tisch, dann das Ergebnis.
