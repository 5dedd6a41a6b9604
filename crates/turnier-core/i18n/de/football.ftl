# Turnierfußball: die Wörter des Pults. Die Fachbegriffe WP, RLP, ZAT bleiben.
football-tab-lineups = Aufstellungen
football-tab-matrix = Spielmatrix
football-tab-table = Tabelle
football-tab-ranking = Rangliste
football-prompt = Aufstellung (Team, Manager, T-A-V-M-S, Wunsch):{" "}
football-prompt-anti = Aufstellung (Team, Manager, T-A-V-M-S, Wunsch oder anti):{" "}
football-no-lineups = {" "}Noch keine Aufstellung: a tippt eine (Team, Manager, 10-5-40-40-40, Wunsch).
football-form-wish = Team, Manager, Aufstellung T-A-V-M-S, WP-Wunsch
football-form-no-wish = ohne Wunsch
football-form-anti = für das Anti-Turnier
football-form-enter-key = Enter auf einem Team
football-form-enter = seine Zeile wieder: ändern, Enter; die letzte zählt
football-form-wp = WP der offenen Runde (fragt bei Aufstellungen: R-F2)
football-form-zat = der Termin wie ausgeschrieben; über der Tabelle
football-evaluate-question = Runde { $round } auswerten ({ $teams })? Die Aufstellungen werden geschlossen und Runde { $next } beginnt.
football-no-table = {" "}Kein Team in diesem Turnier.
football-no-ranking = {" "}Noch keine Rangliste: eine Runde auswerten (E auf Ansicht 1).
football-no-matrix = {" "}Kein Team zum Zeigen: Aufstellungen auf Ansicht 1 eingeben.
football-no-open-round = es gibt keine offene Runde
football-wp-prompt = WP der Runde { $round } (10..300):{" "}
football-zat-prompt = ZAT der Runde { $round } (z. B. ZAT 12; leer löscht):{" "}
football-wp-hint = die WP der offenen Runde tippen, 10..300 (R-F7: der Spielleiter entscheidet)
football-wp-not-number = { $text } ist keine ganze Zahl; erlaubt: 10..300
football-wp-unchanged = WP bleibt { $wp }
football-wp-effect-none = Enter setzt { $wp } WP; noch keine Aufstellung da
football-wp-effect = bei { $wp } WP spielen { $corrected } der { $teams } Aufstellungen korrigiert (R-F2)
football-wp-question = Runde { $round } auf { $wp } WP setzen (jetzt { $old })? Die { $teams } Aufstellungen werden auf { $wp } WP korrigiert: { $corrected } davon spielen korrigiert.
football-zat-hint = der Termin wie ausgeschrieben, höchstens 40 Zeichen; er steht über der Tabelle
football-no-zat = kein ZAT (Z setzt ihn)
football-teams = { $count ->
        [one] 1 Team
       *[other] { $count } Teams
    }
# Die Dokumente (Tabelle, Tabelle des Anti-Turniers, Rangliste) und die Korrekturen in Worten.
football-corr-capped = { $row } über 10: von { $from } auf { $to } gekürzt
football-corr-three-to-one = 3:1-Regel: { $row } von { $from } auf { $to } gekürzt
football-corr-three-to-one-anti = 3:1-Regel (anti): { $row } von { $from } auf { $to } erhöht
football-corr-scaled = über Budget ({ $from } WP): auf { $to } WP gekürzt
football-corr-scaled-up = unter Budget ({ $from } WP, anti): auf { $to } WP aufgestockt
football-corr-spread = alle Reihen 0 (anti): verteilt 1:1:1:1:1
football-wp-from-settings = aus den Einstellungen
football-wish-of-place = Wunsch von Platz { $place }
football-wp-from-kept = beibehalten: kein gültiger Wunsch, der Spielleiter entscheidet
football-wp-from-gm = vom Spielleiter gesetzt
football-anti-tournament = Anti-Turnier
football-former = ehemalig
football-print-round = Runde { $round }
football-print-wish-ignored = Wunsch { $wish } WP mit { $team } ({ $manager }) nicht beachtet (erlaubt: 10..300); die Aufstellung zählt.
football-print-next-wp = Nächstes Turnier: { $wp } WP, der Wunsch von { $who } (Platz { $place }).
football-print-next-wp-average = Nächstes Turnier: { $wp } WP, der Durchschnitt der Wünsche von Platz { $place } ({ $wishes }).
football-print-next-gm = Nächstes Turnier: kein gültiger Wunsch; der Spielleiter bestimmt die WP.
football-print-anti-next = Der Anti-Manager hat gewonnen: neben dem nächsten läuft ein Anti-Turnier mit { $wp } WP.
football-print-provisional = vorläufig: noch nicht ausgewertet
football-print-no-anti-yet = noch keins (eins folgt auf einen Sieg des Anti-Managers, R-F8)
football-print-anti-rounds = Runde { $rounds }
football-print-table-title = Tabelle
football-print-anti-title = Tabelle des Anti-Turniers
football-print-ranking-title = Rangliste
football-print-after-round = Nach Runde { $round }
football-print-before-first = Vor der ersten Runde
football-print-ranking-note = RLP altern jede Runde um 15 % (R-F5); aufgeführt: die Manager der letzten drei Runden und ehemalige über dem niedrigsten von ihnen (R-F9).
football-col-pl = Pl.
football-col-team-manager = Team (Manager)
football-col-lineup = Aufstellung
football-col-pts = Punkte
football-col-gd = Tordiff.
football-col-rank = Rang
football-col-manager = Manager
football-col-last-round = Zuletzt
# Das Pult: die Zeile der Aufstellung, die Statuszeile, die Meldungen.
football-line-no-team = Team: zuerst den Namen des Teams tippen
football-line-no-manager = Manager: nach einem Komma den Manager tippen
football-line-no-lineup = Aufstellung: nach einem Komma T-A-V-M-S tippen, z. B. 10-5-40-40-40
football-line-bad-lineup = Aufstellung: { $what }
football-line-too-many = zu viele Teile; erlaubt: Team, Manager, T-A-V-M-S, Wunsch
football-line-bad-wish = Wunsch: { $text } ist keine ganze Zahl; erlaubt: 10..300, anti oder leer
football-line-wish-ignored = Wunsch { $wish } WP wird nicht beachtet (erlaubt: 10..300; R-F7); die Aufstellung zählt: { $plays }
football-no-anti = diese Runde hat kein Anti-Turnier
football-plays-as-typed = spielt wie getippt bei { $wp } WP (kostet { $cost })
football-plays-as = spielt als { $lineup } bei { $wp } WP: { $words }
football-managers = { $count } Manager
football-round-shown = Runde { $round }
football-withdraw-none = zurückziehen: kein Team ausgewählt
football-evaluate-empty = auswerten: Runde { $round } hat noch keine Aufstellung: zuerst die Aufstellungen eingeben
football-wp-error = WP: { $what }
football-status-anti = + anti { $wp } WP
football-status-open = Runde { $round } offen · { $wp } WP
football-status-no-open = keine offene Runde
football-not-saved = noch nicht gespeichert
football-saved = gespeichert { $at }
# Die Ansichten des Pults: Kopfzeilen, Spaltenköpfe, Hinweise.
football-lineups-no-open = {" "}Keine offene Runde
football-col-team = Team
football-col-submitted = Abgegeben
football-col-plays = Spielt
football-col-wish = Wunsch
football-as-submitted = wie abgegeben
football-team-wish-ignored = { $team }: Wunsch { $wish } WP nicht beachtet (erlaubt: 10..300; R-F7); die Aufstellung zählt
football-plays-as-submitted-team = { $team }: spielt wie abgegeben
football-no-tournament = {" "}Kein Turnier
football-evaluated = ausgewertet
football-provisional = vorläufig
football-round-keys = [ ] Runde, v normal/anti
football-col-gf = Tore
football-col-ga = Gegent.
football-table-as-submitted = { $team }: { $lineup } wie abgegeben
football-next-wp = nächstes: { $wp } WP (Wunsch von Platz { $place })
football-next-gm = nächstes: kein gültiger Wunsch, der Spielleiter entscheidet
football-anti-follows = Anti-Turnier folgt
football-matrix-team = {" "}↑↓ Team: { $place }. { $team } ({ $manager }) { $lineup } · { $points } Pkt
football-col-against = Gegen
football-col-chances = Chancen
football-col-p-goal = P(Tor)
football-col-exp-goals = Erw. Tore
football-col-win = Sieg
football-col-draw = Unent.
football-col-loss = Nied.
football-col-pts-short = Pkt
football-ranking-before = {" "}Vor der ersten Auswertung
football-ranking-after = {" "}Nach Runde { $round } · RLP altern 15 % pro Runde (R-F5)
# Was die Kommandozeile schreibt (JSON bleibt englisch).
football-cli-created = { $path } angelegt (Turnierfußball, { $wp } WP, Modus { $mode }{ $anti }); Runde 1 ist offen für Aufstellungen
football-cli-created-anti = , Anti-Manager { $name }
football-cli-no-anti = Runde { $round } hat kein Anti-Turnier; --anti weglassen
football-cli-not-evaluated = Runde: Runde { $round } ist nicht ausgewertet; erlaubt: eine ausgewertete Runde
football-cli-plays-as-submitted = spielt wie abgegeben bei { $wp } WP
football-cli-quick-event = Aufstellungen
football-cli-no-open-round = keine offene Runde: die letzte Runde ist ausgewertet
football-cli-no-zat = kein ZAT gesetzt
football-cli-round-open = Runde { $round } offen · { $wp } WP ({ $from }) · { $zat }
football-cli-anti-beside = Anti-Turnier daneben: { $wp } WP (R-F8) · { $teams ->
        [one] 1 Team
       *[other] { $teams } Teams
    }
football-cli-lineups-in = Aufstellungen da: { $teams ->
        [one] 1 Team
       *[other] { $teams } Teams
    }
football-cli-corrected-now = die { $teams } Aufstellungen spielen jetzt bei { $wp } WP: { $now } korrigiert (vorher: { $was })
# Der Import von Aufstellungen und Ranglisten (die Spaltennamen der CSV bleiben).
football-import-parts = { $count ->
        [one] 1 Wert
       *[other] { $count } Werte
    }; erlaubt: fünf ganze Zahlen T-A-V-M-S wie 10-5-40-40-40
football-import-negative = ist negativ
football-import-not-whole = ist keine ganze Zahl
football-import-not-number = ist keine Zahl
football-import-too-large = ist zu groß
football-import-row = { $row } { $what }; erlaubt: eine ganze Zahl >= 0
football-import-header = { $header } (und wahlweise ,tournament)
football-import-empty = darf nicht leer sein
football-import-bad-wish = { $text } ist keine ganze Zahl; erlaubt: 10..300 oder leer
football-import-bad-tournament = { $text }; erlaubt: normal, anti
football-import-bad-rlp = { $text } ist keine Dezimalzahl >= 0 wie 949.7
football-import-bad-last-round = { $text } ist keine ganze Zahl >= 0

# The system as a sentence names an event of it, and the events a command is for.
system-event-football = eine Turnierfußball-Serie
system-owner-football = Turnierfußball-Serien
