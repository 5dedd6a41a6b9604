# Turnierfußball-Regeln: Ablehnungen (football-err-) und Protokolleinträge (football-audit-).
football-err-no-draft = eine Turnierfußball-Serie hat keinen Entwurf, keine Tische und kein Abmelden: Aufstellungen eingeben und die Runde auswerten
football-err-names-empty = mindestens ein Manager-Name ist nötig
football-err-no-open-round = es gibt keine offene Runde (die letzte ist ausgewertet)
football-err-no-open = es gibt keine offene Runde
football-err-no-anti = Runde { $round } hat kein Anti-Turnier; erlaubt: normal
football-err-team-too-long = { $team } hat { $count } Zeichen; erlaubt: höchstens { $max }
football-err-wish-anti = das Anti-Turnier nimmt keinen WP-Wunsch; leer lassen
football-err-team-taken = { $team } ist in diesem Turnier das Team von { $manager }; einen anderen Namen wählen
football-err-teams-full = { $manager } hat in diesem Turnier schon { $max } Teams ({ $teams }); erlaubt: eins davon korrigieren
football-err-no-team = kein Team { $team } in Runde { $round }
football-err-no-tournament = die Runde hat kein Turnier
football-err-no-lineup = Runde { $round } hat noch keine Aufstellung: zuerst die Aufstellungen eingeben
football-err-zat-control = darf keine Steuerzeichen enthalten
football-err-zat-too-long = { $count } Zeichen; erlaubt: höchstens { $max } (er steht über der gedruckten Tabelle)
football-err-import-late = eine Rangliste wird nur vor der ersten Auswertung übernommen
football-err-import-empty = die Rangliste hat keinen Manager
football-err-import-rlp = { $name }: { $rlp } sind keine RLP; erlaubt: eine Dezimalzahl >= 0 wie 949.7
football-err-import-twice = { $name } steht zweimal in der Liste
football-err-words-lineups = Aufstellungen
football-audit-nothing = {""}
football-audit-managers = Manager: { $names }
football-audit-lineup = Aufstellung { $team } ({ $manager }{ $anti }): { $lineup }{ $wish }{ $was }
football-audit-anti = , anti
football-audit-wish = , Wunsch { $wish }
football-audit-wish-ignored = , Wunsch { $wish } nicht beachtet (erlaubt: 10..300; R-F7)
football-audit-was = {" "}(vorher { $lineup }{ $wish })
football-audit-withdraw = zurückgezogen: { $team } ({ $manager })
football-audit-evaluated = Runde { $round } ausgewertet ({ $teams ->
        [one] 1 Team
       *[other] { $teams } Teams
    }{ $anti }): gewonnen von { $winners }; Runde { $next } mit { $wp }{ $follows }
football-audit-evaluated-anti = , Anti-Turnier { $teams ->
        [one] 1 Team
       *[other] { $teams } Teams
    }
football-audit-wp-wish = WP { $wp } (Wunsch von Platz { $place })
football-audit-wp-kept = WP { $wp } (kein gültiger Wunsch; der Spielleiter entscheidet)
football-audit-anti-follows = ; es folgt ein Anti-Turnier mit { $wp } WP
football-audit-set-wp = Runde { $round }: WP { $old } → { $wp } (vom Spielleiter gesetzt)
football-audit-zat = Runde { $round } ZAT: { $zat }
football-audit-zat-cleared = Runde { $round }: ZAT gelöscht
football-audit-imported = Rangliste übernommen: { $count } Manager, nach Runde { $latest }; offene Runde { $open }
# Die Einstellungen und die Zeilen der Maske für ein neues Turnier.
football-err-anti-manager = ein Manager-Name, nicht leer
football-setting-wp = WP
football-setting-unit-wp = WP
football-setting-dice-games = Würfelspiele pro Partie
football-setting-unit-plays = Durchgänge
football-setting-usually-100 = meist 100
football-setting-mode = Modus
football-setting-form-wp = WP des ersten Turniers
football-setting-form-mode = Auswertung
football-setting-form-anti = Anti-Manager
football-setting-about-wp = spätere Turniere nehmen den WP-Wunsch des Siegers (R-F7)
football-setting-about-mode = expectation: Anhang B, exakt; dice: Anhang A mit dem gespeicherten Seed
football-setting-about-dice = nur im Modus dice: jedes Spiel so oft gespielt (meist 100)
football-setting-about-anti = sein Turniersieg bringt ein Anti-Turnier (R-F8); leer: keiner
football-setting-empty-none = leer: keiner
# Die Prüfungen einer geladenen oder geschriebenen Serie (football-v-).
football-v-settings = Einstellungen: { $why }
football-v-no-round = eine Turnierfußball-Serie ohne Runde; sie braucht ihre offene Runde
football-v-round = Runde { $round }
football-v-not-following = { $label } folgt nicht auf Runde { $before }
football-v-last-evaluated = { $label } ist die letzte Runde, aber ausgewertet; die nächste Runde muss offen sein
football-v-not-evaluated = { $label } ist nicht ausgewertet, aber nicht die letzte Runde
football-v-lineups-open = { $label }: die Aufstellungen sind offen, aber die Runde ist ausgewertet
football-v-lineups-closed = { $label }: die Aufstellungen sind geschlossen, aber die Runde ist offen
football-v-team = { $label }, Team { $team }
football-v-manager-unknown = { $at }: Manager { $manager } ist nicht angemeldet
football-v-team-name = { $at }: ein Teamname hat 1..{ $max } Zeichen
football-v-wish = { $at }: das Anti-Turnier nimmt keinen Wunsch ({ $wish })
football-v-no-anti = { $at }: die Runde hat kein Anti-Turnier
football-v-too-many-teams = { $label }: Manager { $manager } hat { $count } Teams im Turnier { $tournament }; höchstens { $max }
football-v-lineups-no-round = Aufstellungen für Runde { $round }, aber diese Runde gibt es nicht
football-v-import-unknown = übernommene Rangliste: Manager { $manager } ist nicht angemeldet
football-v-import-twice = übernommene Rangliste: Manager { $manager } zweimal
football-v-import-rlp = übernommene Rangliste: RLP { $rlp } ist keine Dezimalzahl
# Ein Befehl bei einem Turnier eines anderen Systems.
football-err-cmd-lineup = eine Turnierfußball-Aufstellung
football-err-cmd-withdraw = das Zurückziehen einer Aufstellung
football-err-cmd-evaluate = das Auswerten einer Turnierfußball-Runde
football-err-cmd-wp = das Setzen der WP
football-err-cmd-zat = das Setzen des ZAT
football-err-cmd-import = das Übernehmen einer Rangliste
