# Top Cut und Playoff (R-S18, R-S19): Engine, Kommandozeile, Desk und Druck.

## Stufen
playoff-stage-winner = Sieger
playoff-stage-final = Finale
playoff-stage-semi-final = Halbfinale
playoff-stage-quarter-final = Viertelfinale
playoff-place-runner-up = Finalist
playoff-stage-round-of = Runde der letzten { $players }

## Befehle und Protokoll
playoff-cmd-start = der Top Cut
playoff-audit-start = Top Cut: Top { $cut } nach Runde { $after }; Runde { $round } ({ $stage }) veröffentlicht
playoff-audit-cancel = Top Cut zurückgenommen: Top { $cut } nach Runde { $after }; { $rounds ->
        [one] eine Playoff-Runde
       *[other] { $rounds } Playoff-Runden
    } mit { $results ->
        [one] einem Ergebnis
       *[other] { $results } Ergebnissen
    } entfernt
playoff-cmd-cancel = das Zurücknehmen des Top Cut
playoff-audit-undrop = { $name } wieder angemeldet: die Niederlage durch Abmeldung in Runde { $round }, Tisch { $table } ist zurückgenommen; der Tisch ist wieder offen
playoff-audit-drop = { $name } abgemeldet: das Playoff-Match in Runde { $round }, Tisch { $table } ist verloren, eingetragen 2-0 für { $opponent } (R-S19)
playoff-audit-round = Playoff-Runde { $round } ({ $stage }) veröffentlicht

## Ablehnungen
playoff-err-started = der Top Cut ist schon gemacht; erst zurücknehmen (top-cut TURNIER --cancel, oder c auf der Tabelle), dann neu
playoff-err-no-round = es gibt noch keine Schweizer Runde: der Cut kommt aus der Abschlusstabelle
playoff-err-draft = Runde { $round } ist ein Entwurf: erst veröffentlichen und fertig spielen oder löschen, dann der Cut (der Cut kommt aus der Abschlusstabelle)
playoff-err-open = Runde { $round } hat { $tables } offene Tische: erst eintragen, dann der Cut (der Cut kommt aus der Abschlusstabelle)
playoff-err-no-cut = ein Cut von 0 ist kein Playoff; erlaubt: eine Zweierpotenz (2, 4, 8, 16, …)
playoff-err-cut-not-power = ein Cut auf { $cut } Spieler geht nicht; erlaubt: eine Zweierpotenz (2, 4, 8, 16, …)
playoff-err-cut-too-large = Top { $cut } braucht { $cut } Spieler, aber nur { $active } sind dabei; erlaubt: höchstens { $active }
playoff-err-none = es gibt kein Playoff
playoff-err-over = das Playoff ist vorbei: das Finale hat ein Ergebnis
playoff-err-no-more-players = das Playoff läuft: keine Spieler und Runden mehr dazu
playoff-err-swiss-frozen = Runde { $round } ist eine Schweizer Runde, und die Tabelle steht seit dem Cut nach Runde { $after } fest (R-S19); zum Korrigieren den Top Cut zurücknehmen (top-cut TURNIER --cancel, oder c auf der Tabelle)
playoff-err-undrop-decided = die Abmeldung hat Runde { $round }, Tisch { $table } entschieden (Niederlage ohne Spiel) und damit, wer in Runde { $next } spielt: sie kann nicht zurückgenommen werden
playoff-err-draw = { $score } ist ein Unentschieden, und ein Playoff-Match hat einen Sieger (R-S19); erlaubt: 2-0, 2-1, 1-0, 0-1, 1-2, 0-2 (mit unentschiedenen Spielen: 2-1-1, 1-0-1, …)
playoff-err-winner-fixed = wer Runde { $round }, Tisch { $table } gewonnen hat, spielt schon in Runde { $next }: nur ein Ergebnis mit demselben Sieger geht

## Prüfungen beim Laden
playoff-v-cut = Playoff: der Cut { $cut } mit { $seeds } Gesetzten ist keine Zweierpotenz ab 2 mit so vielen Gesetzten
playoff-v-seed = Playoff: Setzplatz { $player } ist kein angemeldeter Spieler oder doppelt gesetzt
playoff-v-after = Playoff: der Cut nach Runde { $round } braucht diese Runde fertig
playoff-v-rounds = Playoff: { $rounds } Playoff-Runden sind mehr, als Top { $cut } hat
playoff-v-bracket = Playoff: Runde { $round } folgt nicht dem Turnierbaum (die Gesetzten, dann die Sieger in der Reihenfolge des Turnierbaums)
playoff-v-draw = Playoff: Runde { $round }, Tisch { $table } hat ein Unentschieden
playoff-v-forfeit = Playoff: die Aufgabe von Spieler { $player } in Runde { $round }, Tisch { $table } ist dort keine Niederlage dieses Spielers

## Kommandozeile
cli-top-cut-cancel = Den Top Cut zurücknehmen: Playoff und Playoff-Runden entfernen (im Protokoll)
cli-top-cut-start = Den Cut machen und die erste Playoff-Runde veröffentlichen (R-S18, R-S19)
playoff-cut-warning = Warnung: { $cut ->
    [0] kein Cut
   *[other] Top { $cut }
} weicht von der Empfehlung für { $active } aktive Spieler ab: { $recommended ->
    [0] kein Cut
   *[other] Top { $recommended }
} (empfohlen: Top 8 ab 17 aktiven Spielern, Top 4 ab 9)
playoff-head = Top { $cut } nach Runde { $after } (die Schweizer Tabelle steht seit dem Cut fest, R-S19)
playoff-round-head = Runde { $round } · { $stage }
playoff-to-come = { $stage }: noch nicht gepaart (paaren, sobald jeder Tisch darüber ein Ergebnis hat)
playoff-forfeit = { $name } abgemeldet oder nicht da
playoff-swiss-at-cut = Schweizer Tabelle beim Cut nach Runde { $round } (steht fest, R-S19)
playoff-places-head = Endplatzierung (R-S19)
playoff-reason-seeds = Setzplatz { $a } gegen { $b }

## Der gedruckte Turnierbaum
playoff-print-title = Playoff-Turnierbaum
playoff-print-subtitle = Top { $cut } nach Runde { $after }{ $done ->
    [1] {""}, Endplatzierung
   *[other] {""}
}
playoff-print-col-stage = Stufe
playoff-print-col-table = Tisch
playoff-print-col-seed = Setzplatz
playoff-print-col-player = Spieler
playoff-print-col-opponent = Gegner
playoff-print-col-result = Ergebnis
playoff-print-to-come = { $stage }: noch nicht gepaart
playoff-print-forfeit-note = * verloren, weil ein Spieler abgemeldet oder nicht da war (R-S19)
playoff-print-below = Plätze unter { $cut }: die Schweizer Tabelle, seit dem Cut fest (R-S19).
playoff-print-no-playoff = es gibt noch kein Playoff: erst den Top Cut machen (turnier top-cut TURNIER --start)
playoff-doc-bracket = Turnierbaum

## Der Desk
playoff-key-top-cut = Top Cut
playoff-key-bracket = Turnierbaum
playoff-desk-prompt = Top Cut, Spieler:
playoff-desk-not-a-number = Cut: { $text } ist keine Zahl; erlaubt: eine Zweierpotenz (2, 4, 8, 16, …)
playoff-desk-field-cut = Cut
playoff-desk-ask-start = Cut auf Top { $cut } machen und Runde { $round } ({ $stage }) veröffentlichen?
playoff-desk-ask-cancel = Top { $cut } und { $rounds ->
        [one] eine Playoff-Runde
       *[other] { $rounds } Playoff-Runden
    } mit { $results ->
        [one] einem Ergebnis
       *[other] { $results } Ergebnissen
    } fallen weg; die Tabelle nach Runde { $after } bleibt. Top Cut zurücknehmen?
playoff-desk-ask-drop = { $name } abmelden? Das offene Playoff-Match in Runde { $round }, Tisch { $table } ist verloren, eingetragen 2-0 für { $opponent } (R-S19; D nimmt es zurück, solange die Runde offen ist)
playoff-desk-ask-pair = Runde { $round } ({ $stage }) paaren und veröffentlichen?
playoff-desk-no-cut = Noch kein Top Cut
playoff-desk-recommended = Empfohlen: { $cut ->
    [0] kein Cut
   *[other] Top { $cut }
} ({ $active } aktive Spieler; Top 8 ab 17, Top 4 ab 9)
playoff-desk-how = c: Cut machen, wenn die Schweizer Runden fertig sind · b: Tabelle
playoff-desk-to-come = { $stage }: noch nicht gepaart (p in den Paarungen)
playoff-desk-forfeit-note = * abgemeldet oder nicht da (R-S19) · + weiter
playoff-desk-winner-note = + weiter
playoff-desk-over = das Playoff ist vorbei: F4, dann b zeigt den Turnierbaum und die Endplatzierung
playoff-desk-standings-final = Endplatzierung (R-S19) · ab Platz { $next }: Schweizer Tabelle beim Cut (Runde { $round })
playoff-desk-pairings-title = Runde { $round } · { $stage } { $state } · { $tables ->
    [one] 1 Tisch
   *[other] { $tables } Tische
}
playoff-cli-over = das Playoff ist vorbei: { $name } gewinnt; top-cut TURNIER zeigt die Endplatzierung
playoff-print-standings-final = Endplätze · ab Platz { $next }: Schweizer Tabelle beim Cut (Runde { $round })
