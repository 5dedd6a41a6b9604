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
football-form-enter = seine Zeile noch einmal: ändern, Enter; die letzte zählt
football-form-wp = die WP der offenen Runde (fragt, wenn Aufstellungen da sind: R-F2)
football-form-zat = der Termin wie ausgeschrieben; er steht über der Tabelle
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
