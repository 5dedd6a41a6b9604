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
muck-print-cut-here = == hier abtrennen
muck-print-sheet-head = Spielstandzettel   Runde { $round }   Tisch { $table }
muck-print-game = Spiel
muck-print-bobbl-n = Bobbl { $bobbl }
muck-print-won = gewonnen
muck-print-target = Ein Bobbl geht auf { $target } Punkte: nach jedem Spiel den Zwischenstand eintragen.
muck-print-signatures = Unterschriften:
muck-print-card-table = TISCH
muck-print-html-round = Runde { $round }
muck-print-html-table = Tisch { $table }
muck-print-html-card-table = Tisch

## Wörter, die die Muck-Wertung dem Turniertisch, der Kommandozeile und dem Ausdruck gibt
muck-rank-not-final = noch nicht endgültig: { $parts }
muck-rank-differ = { $count ->
    [one] Tisch { $tables } weicht
   *[other] Tische { $tables } weichen
} zwischen Ersteingabe und Zweiteingabe ab
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
