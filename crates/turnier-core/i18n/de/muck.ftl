# Muck (muck-ranking.txt): die Muck-Ansichten am Turniertisch, die Muck-Ausdrucke, die
# Ausgaben der Kommandozeile und der Import, mit den Wörtern vom Muck-Abend.

## Ausdrucke (src/print/muck.rs; die Muck-Teile von src/print/text.rs und html.rs)
muck-print-round = Runde { $round }
muck-print-round-of = Runde { $round } von { $planned }
muck-print-draft = { $round } (Entwurf, nicht veröffentlicht)
muck-print-sits-out = Setzt aus: { $name }
muck-print-draw = Auslosung
muck-print-table = Tisch
muck-print-side-a = Seite A
muck-print-side-b = Seite B
muck-print-score-sheets = Spielstandzettel
muck-print-table-cards = Tischkarten
muck-print-tables = { $count ->
    [one] ein Tisch
   *[other] { $count } Tische
}
muck-print-withdrawn = { $name } (abgemeldet)
muck-print-ranked-by = Gewertet nach gewonnenen Bobbl, dann nach Toren (eigene Punkte in verlorenen Bobbl, mehr ist besser), dann nach gegnerischen Toren (Punkte der Gegner in den gewonnenen Bobbl, weniger ist besser); (x) = für den Platz nicht gebraucht.
muck-print-ranking = Rangliste
muck-print-after-round = Nach Runde { $round }
muck-print-place = Platz
muck-print-pair = Paar
muck-print-player = Spieler
muck-print-bobbl = Bobbl
muck-print-tore = Tore
muck-print-tore-against = gegnerische Tore
muck-print-draw-slips = Auslosungszettel
muck-print-draw-slips-for = { $tables ->
    [one] ein Tisch
   *[other] { $tables } Tische
}, { $entrants } Zettel: einer je { $pairs ->
    [pairs] Paar
   *[players] Spieler
}{ $out ->
    [0] {""}
    [one] , einer setzt aus
   *[other] , { $out } setzen aus
}
muck-print-draw-slips-how-pairs = Auslosung auf Papier: jedes Paar zieht einen Zettel aus dem Hut und setzt sich an diesen Tisch auf diese Seite; Seite A ist die obere Zeile des Spielstandzettels. Gedruckt für die jetzt angemeldeten Paare.
muck-print-draw-slips-how-players = Auslosung auf Papier: jeder Spieler zieht einen Zettel aus dem Hut; die zwei mit demselben Tisch und derselben Seite sind in dieser Runde Partner, Seite A ist die obere Zeile des Spielstandzettels. Gedruckt für die jetzt angemeldeten Spieler.
muck-print-stickers = Aufkleber
muck-print-stickers-count = { $count ->
    [one] ein Aufkleber
   *[other] { $count } Aufkleber
} auf { $sheets ->
    [one] einem Bogen
   *[other] { $sheets } Bögen
} mit 3 x 8 Etiketten (70 x 37 mm)
muck-print-sticker-pair = Paar { $number }
muck-print-sticker-player = Spieler { $number }

## Wörter, die die Muck-Wertung dem Turniertisch, der Kommandozeile und dem Ausdruck gibt
muck-rank-not-final = noch nicht endgültig: { $parts }
muck-rank-differ = { $count ->
    [one] Tisch { $tables } weicht
   *[other] Tische { $tables } weichen
} zwischen Ersteingabe und Zweiteingabe ab
muck-rank-desks-differ = { $count ->
    [one] Tisch { $tables } weicht
   *[other] Tische { $tables } weichen
} zwischen den Rechnern ab
muck-rank-missing = { $count ->
    [one] bei Tisch { $tables } fehlt
   *[other] bei den Tischen { $tables } fehlt
} noch ein Bobbl
muck-rank-in-round = { $tables } (Runde { $round })
muck-rank-open-missing = Runde { $round }, Tisch { $table }: { $missing } Bobbl nicht eingetragen
muck-rank-open-differ = Runde { $round }, Tisch { $table }: Zweiteingabe weicht ab in Bobbl { $bobbl } ({ $detail })
muck-rank-open-detail = Bobbl { $bobbl }: Ersteingabe { $first }, Zweiteingabe { $second }
muck-stale = der Entwurf von Runde { $round } ist veraltet: seit der Auslosung hat sich das Feld geändert ({ $why })
muck-stale-missing = fehlt darin: { $names }
muck-stale-withdrawn = abgemeldet: { $names }
muck-waiting = { $count ->
    [one] wartet auf einen Partner
   *[other] warten auf einen Partner
}: { $names }

## Turniertisch: Wörter mehrerer Muck-Ansichten
muck-no-table-selected = kein Tisch ausgewählt
muck-no-entrant-selected = kein Paar und kein Spieler ausgewählt
muck-mark-removed = Markierung aufgehoben
muck-warning = Warnung: { $text }
muck-state-published = veröffentlicht
muck-state-complete = abgeschlossen
muck-round = Runde { $round }
muck-round-of = Runde { $round } von { $planned }
muck-tables = { $count ->
    [one] ein Tisch
   *[other] { $count } Tische
}
muck-search = Suche „{ $query }“
muck-versus = –

## Turniertisch: die Auslosung (Ansicht 2)
muck-draw-no-draft-delete = es gibt keinen Entwurf zum Löschen
muck-draw-no-draft-publish = es gibt keinen Entwurf zum Veröffentlichen: mit p die nächste Runde auslosen
muck-draw-marked-table = Tisch { $table } markiert: den anderen Tisch wählen und t drücken (Esc bricht ab)
muck-draw-marked-seat = { $name } markiert: den anderen Platz wählen (←/→ am Tisch) und s drücken (Esc bricht ab)
muck-draw-no-round = Noch keine Runde: mit p Runde 1 als Entwurf auslosen.
muck-draw-sitting-out-note = setzt aus (in dieser Runde kein Spiel): { $names }
muck-draw-state-stale = ENTWURF (VERALTET: r = neu auslosen)
muck-draw-state-draft = ENTWURF
muck-draw-sitting-out = { $count ->
    [one] { $count } setzt aus
   *[other] { $count } setzen aus
}
muck-draw-sitting-out-short = { $count } aus
muck-draw-warnings = { $count ->
    [one] eine Warnung
   *[other] { $count } Warnungen
}
muck-draw-warnings-short = { $count } Warn.
muck-draw-manual = { $count } von Hand (*)
muck-draw-number = Auslosung { $number }
muck-draw-open = offen
muck-draw-out = aus
muck-draw-sits-out-row = setzt diese Runde aus

## Warnungen einer Auslosung (in der Runde englisch gespeichert), für Turniertisch und Ausdruck
muck-warn-beyond = Runde { $round } geht über die { $planned } geplanten Runden hinaus
muck-warn-moving = Wanderplan: das Feld hat sich seit der letzten Runde geändert, darum wird diese Runde neu ausgelost
muck-warn-search = die Suche nach der Auslosung hat nach { $steps } Schritten aufgehört: vielleicht gibt es eine mit weniger Wiederholungen
muck-warn-met = Tisch { $table }: { $a } und { $b } haben schon gegeneinander gespielt ({ $times }x)
muck-warn-partners = Tisch { $table }: { $a } und { $b } waren schon Partner ({ $times }x)

## Turniertisch: die Rangliste (Ansicht 4)
muck-rank-legend = Tore: eigene Punkte in verlorenen Bobbl · gegn. Tore (gegnerische Tore): Punkte der Gegner in gewonnenen Bobbl
muck-rank-no-round = Noch keine Runde gespielt
muck-rank-provisional = vorläufig: { $open }
muck-rank-after = Nach Runde { $round }
muck-rank-after-of = Nach Runde { $round } von { $planned }
muck-rank-final = { $after } · endgültig
muck-rank-open-sheets = { $count ->
    [one] in Runde { $round } ist noch ein Spielstandzettel offen
   *[other] in Runde { $round } sind noch { $count } Spielstandzettel offen
}
muck-rank-settle = zum Klären: in Ansicht 3 übernimmt a die Zweiteingabe, f behält die Ersteingabe, oder den richtigen Stand in die falsche Eingabe tippen
muck-rank-col-against = gegn. Tore
muck-rank-col-against-short = gegn.
muck-rank-col-entrant-pairs = Paar
muck-rank-col-entrant-players = Spieler
muck-rank-col-place = Platz
muck-rank-col-plus = Plus
muck-rank-col-place-of = Platz
muck-rank-col-bobbl = Bobbl
muck-rank-col-tore = Tore
muck-rank-nobody = Noch niemand in der Rangliste: Anmeldung in Ansicht 1.

## Turniertisch: die Spielstandzettel (Ansicht 3)
muck-sheets-back-to-first = Runde { $round }: Ersteingabe (v wechselt zur Zweiteingabe)
muck-sheets-no-round-hint = keine veröffentlichte Runde: in Ansicht 2 eine Runde auslosen (p) und veröffentlichen (P)
muck-sheets-now-second = Zweiteingabe: was jetzt getippt wird, wird mit der Ersteingabe verglichen
muck-sheets-now-first = Ersteingabe: was jetzt getippt wird, ist der Stand der Zettel
muck-sheets-no-round-yet = noch keine veröffentlichte Runde
muck-sheets-no-sheet = kein Spielstandzettel ausgewählt
muck-sheets-no-round = keine veröffentlichte Runde
muck-sheets-prompt-second = ZWEITEINGABE
muck-sheets-prompt-first = Ersteingabe
muck-sheets-prompt-earlier = Runde { $round } (FRÜHERE), { $which }, TISCH A B..:
muck-sheets-prompt = { $which }, TISCH A B A B.. z. B. 3 21 4 20 21:

## Turniertisch: die Eingabezeile der Spielstandzettel und ihre Formen in der ?-Hilfe
muck-form-1 = 3 21 4 20 21 ⏎
muck-form-1-means = Tisch 3: B1 21:4, B2 20:21; Seite A vorn
muck-form-2 = 3 21:4 20:21 ⏎
muck-form-2-means = dasselbe mit Doppelpunkten
muck-form-3 = 3 b2 19 21 ⏎
muck-form-3-means = ab Bobbl 2: nur B2 ist 19:21
muck-form-4 = frühere Runde
muck-form-4-means = Überschreiben fragt erst (j)
muck-parse-empty = erst die Tischnummer, dann die Punkte jedes Bobbl: 3 21 4 20 21
muck-parse-table = Tisch: { $table } ist keine Tischnummer; erst TISCH, dann die Punkte, z. B. 3 21 4
muck-parse-bobbl = Bobbl: { $word } ist keine Bobbl-Nummer; b2 beginnt bei Bobbl 2
muck-parse-points = Stand: { $word } ist keine Punktzahl; erlaubt sind ganze Zahlen ab 0
muck-parse-no-points = Stand: keine Punkte für Tisch { $table }; die Punkte von A und B je Bobbl tippen, z. B. { $table } 21 4
muck-parse-odd = Stand: { $count ->
    [one] eine Punktzahl
   *[other] { $count } Punktzahlen
}; jeder Bobbl braucht zwei, erst Seite A, dann Seite B

## Turniertisch: ein getippter Spielstandzettel (die Frage vor dem Überschreiben, was gespeichert ist)
muck-question-earlier = Runde { $round } ist eine frühere Runde (die letzte ist { $latest }). Tisch { $table }
muck-question-round = Runde { $round }, Tisch { $table }
muck-question-replace = { $round }, { $bobbl }, { $entry }: { $a } – { $b }. { $old } durch { $new } ersetzen?
muck-entry-first = Ersteingabe
muck-entry-second = Zweiteingabe
muck-saved-second = (Zweiteingabe)
muck-saved-first = (Ersteingabe)
muck-saved = gespeichert: Runde { $round }, Tisch { $table }{ $entry }: { $scores }
muck-saved-short = gespeichert
muck-saved-was = vorher { $scores }
muck-saved-differs-first = Tisch { $table } weicht jetzt von der Ersteingabe ab: a übernimmt die Zweiteingabe, f behält die Ersteingabe
muck-saved-differs-first-short = Tisch { $table } weicht jetzt von der Ersteingabe ab: a = Zweit-, f = Ersteingabe
muck-saved-differs-second = Tisch { $table } weicht jetzt von der Zweiteingabe ab: a übernimmt die Zweiteingabe, f behält die Ersteingabe
muck-saved-differs-second-short = Tisch { $table } weicht jetzt von der Zweiteingabe ab: a = Zweit-, f = Ersteingabe
muck-saved-all = Runde { $round }: alle Spielstandzettel eingetragen
muck-saved-all-twice = Runde { $round }: alle Spielstandzettel zweimal eingetragen

## Turniertisch: die Ansicht der Spielstandzettel
muck-sheets-empty = Keine veröffentlichte Runde: in Ansicht 2 eine Runde auslosen (p) und veröffentlichen (P).
muck-sheets-differs-bobbl = Bobbl { $bobbl } { $first } / { $second }
muck-sheets-differs-table = Tisch { $table } ({ $bobbl })
muck-sheets-differs = Zweiteingabe weicht ab (Erst- / Zweiteingabe): { $tables } — den Zettel prüfen: den richtigen Stand in die falsche Eingabe tippen, oder am Tisch übernimmt a die Zweiteingabe, f behält die Ersteingabe
muck-sheets-round = Runde { $round } ({ $state })
muck-sheets-earlier = FRÜHERE RUNDE: Tippen korrigiert sie
muck-sheets-earlier-short = FRÜHERE RUNDE
muck-sheets-second = ZWEITEINGABE — mit der Ersteingabe verglichen
muck-sheets-second-short = ZWEITEINGABE
muck-sheets-first = ERSTEINGABE
muck-sheets-not-twice = { $open } von { $count } Zetteln noch nicht zweimal eingetragen
muck-sheets-not-twice-short = { $open } von { $count } ohne Zweiteingabe
muck-sheets-open = { $open } von { $count } Zetteln offen
muck-sheets-open-only = nur offene Zettel
muck-sheets-col-table = Tisch
muck-sheets-col-side = Seite
muck-sheets-col-first = Ersteingabe
muck-sheets-col-second = Zweiteingabe
muck-sheets-lost = Bobbl verloren
muck-sheets-none = Keine Zettel zu zeigen (o zeigt alle, Esc löscht die Suche).
muck-state-draft = Entwurf

## Turniertisch: die Anmeldung (Ansicht 1)
muck-reg-stale-hint = { $what } · der Entwurf von Runde { $round } ist jetzt veraltet: mit r in Ansicht 2 neu auslosen
muck-reg-legend-pairs = Nr. = die Nummer des Paars (die Befehle nehmen sie); – = wartet auf einen Partner: keine Nummer, bis m ein Paar daraus macht
muck-reg-legend-players = Nr. = die Nummer des Spielers (die Befehle nehmen sie)
muck-reg-stale = { $stale }: mit r in Ansicht 2 neu auslosen
muck-reg-waiting = { $waiting } — m auf dem einen, m auf dem anderen macht ein Paar daraus (d meldet ab)
muck-reg-no-player = kein Spieler ausgewählt
muck-reg-already-pair = das ist schon ein Paar: m markiert einen Spieler, der allein gekommen ist
muck-reg-marked = { $name } markiert: den Partner wählen und m drücken (Esc bricht ab)
muck-reg-add-prompt-wide = Paar (Berta / Else) oder ein Name, Enter meldet an und fragt nach dem nächsten; Esc beendet:
muck-reg-add-prompt = Berta / Else oder ein Name (Enter meldet an, dann der nächste; Esc beendet):
muck-reg-rename-count = umbenennen: { $given } Name(n) angegeben, { $expected } erwartet (ein Paar: `Berta / Else`)
muck-reg-count-pairs = { $count ->
    [one] ein Paar
   *[other] { $count } Paare
}, { $active } aktiv
muck-reg-count-players = { $count } Spieler, { $active } aktiv
muck-reg-count-alone = { $count } ohne Partner
muck-reg-found = Suche „{ $query }“: { $count } gefunden
muck-reg-col-no = Nr.
muck-reg-col-state = Stand
muck-reg-empty-pairs = Noch keine Paare: a, dann Berta / Else (oder ein Name) und Enter für jedes; Esc beendet.
muck-reg-empty-players = Noch keine Spieler: a, dann ein Name und Enter für jeden; Esc beendet.
muck-reg-withdrawn-after = (abgemeldet) nach Runde { $round }
muck-desk-ask-remove = Anmeldung von { $name } streichen? ({ $what ->
    [pair] nie gespielt; die Paare danach rücken eine Nummer auf
    [player] nie gespielt; die Spieler danach rücken eine Nummer auf
   *[waiting] wartet auf einen Partner, nie gespielt
})
muck-reg-waiting-row = wartet auf einen Partner: m macht ein Paar
muck-reg-late = Nachmeldung, ab Runde { $round }
muck-reg-active = aktiv

## Turniertisch: Namen, Fragen und Statuszeile der Muck-Ansichten
muck-title-registration = Anmeldung
muck-title-draw = Auslosung
muck-title-sheets = Spielstandzettel
muck-title-ranking = Rangliste
muck-publish-question = Auslosung von Runde { $round } veröffentlichen? Die Tische stehen dann fest.
muck-rename-prompt = neue(r) Name(n):
muck-status-no-round = noch keine Runde
muck-status-round = Runde { $round } { $state }
muck-status-round-of = Runde { $round } von { $planned } { $state }
muck-players = { $count } Spieler
muck-pairs = { $count ->
    [one] ein Paar
   *[other] { $count } Paare
}
muck-status-not-saved = noch nicht gespeichert
muck-status-saved = gespeichert { $at }
muck-status-open = offene Tische { $count }

## Kommandozeile: die Ausgaben für Menschen bei Muck (JSON und CSV bleiben englisch)
muck-cli-partners-fixed = feste Paare
muck-cli-partners-changing = einzelne Spieler, wechselnde Partner
muck-cli-schedule-drawn = ausgelost
muck-cli-schedule-moving = wandernd
muck-cli-created = { $path } angelegt (Muck, { $partners }, { $bobbl } Bobbl je Runde auf { $target } Punkte, Tische { $schedule }{ $planned })
muck-cli-created-planned = , { $count } Runden geplant
muck-cli-bad-score = Stand: { $part } ist nicht zu verstehen; erlaubt: PUNKTE_A:PUNKTE_B je Bobbl, ganze Zahlen ab 0, Bobbl durch Kommas getrennt, z. B. 21:4,20:21
muck-cli-no-entrant = Paar oder Spieler: { $key } gibt es nicht (ein Paar als `Berta / Else`, den Namen eines Spielers oder eine Nummer angeben)
muck-cli-several-entrants = Paar oder Spieler: { $key } passt auf { $count }; bitte die Nummer angeben
muck-cli-note-waiting = { $waiting } — je zwei mit `turnier make-pair EVENT NAME NAME` zum Paar machen (oder einen mit `turnier drop EVENT NAME` abmelden)
muck-cli-note-stale = { $stale }; vor dem Veröffentlichen neu auslosen (`turnier redraw EVENT`)
muck-cli-note = Hinweis: { $note }
muck-cli-imported-players = importiert: { $added } Spieler dazu, { $all } insgesamt angemeldet
muck-cli-imported-alone = und { $count } Spieler ohne Partner
muck-cli-imported-pairs = importiert: { $added } Paar(e){ $alone } dazu, { $all } Paar(e) insgesamt angemeldet
muck-cli-imported-waiting = { $count } Spieler warten auf einen Partner
muck-cli-imported-results = { $entered } Bobbl-Ergebnis(se) eingetragen, { $added } Runde(n) dazu, { $all } insgesamt
muck-cli-round = Runde { $round } ({ $state })
muck-cli-round-of = Runde { $round } von { $planned } ({ $state })
muck-cli-manual = (von Hand)
muck-cli-sits-out = setzt aus
muck-cli-open-tables = { $count ->
    [one] ein Tisch mit einem Bobbl ohne Ergebnis
   *[other] { $count } Tische mit einem Bobbl ohne Ergebnis
}
muck-cli-col-against = gegn. Tore
muck-cli-ranked-by = Gewertet nach Bobbl, dann nach Toren (eigene Punkte in verlorenen Bobbl, mehr ist besser), dann nach gegnerischen Toren (Punkte der Gegner in den Bobbl, die diese Seite gewonnen hat, weniger ist besser); (x) = für den Platz nicht gebraucht. Plus und Plus-Minus stehen nur zum Vergleich daneben.
muck-cli-not-ranked = Nicht in der Rangliste, { $waiting } — je zwei mit `turnier make-pair EVENT NAME NAME` zum Paar machen
muck-cli-resolve-hint = einen Unterschied klären: die falsche Eingabe korrigieren (`turnier result TURNIER TISCH STAND`, mit --second für die Zweiteingabe), oder eine Eingabe so übernehmen, wie sie ist (`turnier resolve TURNIER TISCH --take first|second`)
muck-cli-differs-note = Hinweis: Runde { $round }, Tisch { $table } weicht jetzt von der { $other } ab: `turnier resolve TURNIER { $table } --take second{ $at }` übernimmt die Zweiteingabe, `--take first` behält die Ersteingabe
muck-cli-final = die Rangliste ist endgültig
muck-cli-not-muck = das ist { $kind }: Paare und Spieler gibt es nur bei Muck
muck-cli-no-round = es gibt noch keine Runde: mit `turnier draw` eine auslosen

## Import von Muck-Anmeldungen und -Ergebnissen (die Meldungen zu einem Feld einer Zeile)
muck-import-empty-name = darf nicht leer sein
muck-import-twice = { $raw } nennt { $name } zweimal; ein Paar sind zwei verschiedene Spieler
muck-import-too-many = { $raw } hat { $count } Namen; erlaubt: ein Spieler oder ein Paar `Berta / Else`
muck-import-already = { $name } steht schon in Zeile { $line }; ein Spieler spielt nur in einem Paar
muck-import-no-pair = { $name } ist kein angemeldetes Paar (ein Paar heißt wie angemeldet, z. B. `Berta / Else`)
muck-import-not-two = { $name } sind nicht zwei Spieler; eine Seite aus einzelnen Spielern ist `Anna / Bert`
muck-import-no-player = { $name } ist kein angemeldeter Spieler
muck-import-two-players = { $name } ist der Name von zwei Spielern; einen mit seiner Nummer schreiben, wie die Listen es tun: `{ $example }`
muck-import-round-zero = Runden beginnen bei 1
muck-import-table-zero = Tische beginnen bei 1
muck-import-no-bobbl = Bobbl { $bobbl } gibt es nicht; eine Runde hat Bobbl 1..{ $have }
muck-import-no-table = Runde { $round } hat keinen Tisch { $table } (erlaubt: 1..{ $have })
muck-import-other-sides = in Runde { $round } spielen an Tisch { $table } { $a } und { $b }, nicht { $la } und { $lb }
muck-import-earlier-line = an Tisch { $table } in Runde { $round } spielen laut einer früheren Zeile { $a } und { $b }
muck-import-round-order = Runde { $round } kann nicht importiert werden: die Runden 1..{ $fixed } sind ausgelost, die nächste ist Runde { $next } (ein Entwurf muss erst veröffentlicht werden)

## Die Ablehnung der Auslosung, wenn das Feld zu klein ist
muck-draw-too-few = Auslosung: { $active } { $what } aktiv; für einen Tisch braucht es mindestens { $needed } (mehr anmelden oder eine Abmeldung zurücknehmen){ $waiting }
muck-draw-too-few-pairs = Paar(e)
muck-draw-too-few-players = Spieler
muck-draw-too-few-waiting = ; ohne Partner: { $names } (erst je zwei zum Paar machen: make-pair, oder m in der Anmeldung)

## Der Stand eines Bobbl gegen das Ziel (R-M1)
muck-score-one-side = genau eine Seite muss { $target } erreichen (das Ziel; ein Wert darüber zählt als { $target }); getippt: { $a }:{ $b }{ $why }
muck-score-both = , beide am Ziel
muck-score-neither = , keine am Ziel (ein abgebrochener Bobbl wird nicht gewertet)
# Ein geteiltes Turnier: Bobbl, die zwei Rechner verschieden getippt haben, ohne einander zu sehen.
muck-sheets-desks-bobbl = Bobbl { $bobbl } { $values }
muck-sheets-desks-bobbl-second = Bobbl { $bobbl } der Zweiteingabe { $values }
muck-sheets-desks-differ = Rechner weichen ab (der erste gilt): { $tables } — den Zettel prüfen: am Tisch behält f den Wert, der gilt, a übernimmt den anderen Wert

# The system as a sentence names an event of it, and the events a command is for.
system-event-muck = ein Muck-Abend
system-owner-muck = Muck-Abenden

# The settings of a Muck evening refused as a whole.
muck-err-rounds-at-least-1 = die geplante Zahl der Runden muss mindestens 1 sein
muck-err-moving-needs-pairs = wandernd braucht feste Paare; erlaubt für einzelne Spieler: ausgelost

# The field of a refused Muck setting.
err-field-schedule = Spielplan
muck-cli-removed-pairs = { $what }; jetzt { $count } Paar(e) angemeldet; gespeichert: { $path }

## Ein Nachzügler (Paar oder Einzelspieler) in die letzte Runde gesetzt
muck-err-seat-waiting = { $name } wartet auf einen Partner: erst ein Paar bilden (`turnier make-pair`), dann das Paar setzen
muck-err-seat-no-round = es gibt keine Runde, in die { $name } gesetzt werden kann: erst Runde 1 auslosen
muck-err-seat-withdrawn = { $name } ist abgemeldet: erst wieder anmelden
muck-err-seat-seated = { $name } sitzt schon in Runde { $round }
muck-err-seat-sits-out = { $name } setzt Runde { $round } schon aus: es ist niemand als Gegner übrig
muck-err-seat-complete = Runde { $round } ist abgeschlossen: { $name } wird ab Runde { $next } ausgelost
muck-audit-seat-table = Runde { $round }: Nachzügler { $name } gegen { $opponent } gesetzt, die sonst ausgesetzt hätten (Tisch { $table })
muck-audit-seat-table-partner = Runde { $round }: Nachzügler { $name } mit { $partner } gegen { $opponent } gesetzt, die sonst mit { $partner } ausgesetzt hätten (Tisch { $table })
muck-audit-seat-out = Runde { $round }: Nachzügler { $name } setzt diese Runde aus (niemand setzt aus, gegen den gespielt werden könnte); wird ab Runde { $next } ausgelost
muck-cli-seat-out = nichts für diese Runde; wird ab Runde { $next } ausgelost
muck-desk-ask-seat-table = { $name } in Runde { $round } gegen { $opponent } setzen, die sonst aussetzen (Tisch { $table })? (n: { $opponent } setzt aus, { $name } wird ab Runde { $next } ausgelost)
muck-desk-ask-seat-table-partner = { $name } mit { $partner } in Runde { $round } gegen { $opponent } setzen, die sonst mit { $partner } aussetzen (Tisch { $table })? (n: sie setzen aus, { $name } wird ab Runde { $next } ausgelost)
muck-desk-ask-seat-out = Runde { $round } hat noch niemanden als Gegner für { $name }: { $name } aussetzen lassen (nichts dafür), um gegen den zu spielen, der als Nächstes kommt? (n: { $name } wird ab Runde { $next } ausgelost)
muck-desk-seat-declined = { $name } angemeldet, nicht in Runde { $round }: wird ab Runde { $next } ausgelost (später setzen mit `turnier seat { $event } "{ $name }"`)
