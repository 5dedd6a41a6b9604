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
desk-key-remove-before-round-1 = streichen (vor Runde 1)
desk-key-un-drop = wieder anmelden
desk-key-pair = paaren
desk-key-re-pair = neu paaren
desk-key-delete-draft = Entwurf löschen
desk-key-left-seat = linker Platz
desk-key-right-seat = rechter Platz
desk-key-swap-players = Spieler tauschen
desk-key-swap-tables = Tische tauschen
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
desk-key-switch-screens = Bildschirm wechseln
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
