# Grand Slam am Tisch und auf der Kommandozeile: Neuladen, Fragen, Importe, das Angebot,
# die Würfel der GM-Spieler, das Masters. Schlüssel mit gsf-.

gsf-reloaded = Neu geladen: ein anderes Programm hat die Datei gespeichert.
gsf-question-again = Ein anderes Programm hat die Datei inzwischen gespeichert: die Frage lautet jetzt wie oben; bitte noch einmal antworten.
gsf-import-refused = { $name } in { $tournament } abgelehnt: { $why }
gsf-exchange = Tausch { $exchange } ab Rangdifferenz { $diff }
gsf-no-exchange = kein Tausch
gsf-withdraw-question = Meldung von { $name } für { $tournament } in Runde { $round } zurückziehen?
gsf-gm-rest-below-1 = ; der Rest wäre unter 1: Satz { $rest } spielt 1, und { $taken } kamen von den gewürfelten Sätzen, stärkster zuerst ({ $changes })
gsf-imported-players = { $count ->
    [one] 1 Spieler angemeldet
   *[other] { $count } Spieler angemeldet
  } ({ $names })
gsf-yes-keys = j/y
gsf-col-wins = Siege
gsf-col-sets = Sätze
gsf-col-games = Spiele
gsf-masters-tie = Gleichstand: { $names } teilen Platz { $from } (Quotient { $quotient }); auf die Plätze { $from } bis { $to } nach der Reihenfolge der Anmeldung gesetzt (R-G9; Regel 12: der Spielleiter kann anders entscheiden)
gsf-masters-tie-cut = Gleichstand an der Grenze: { $names } teilen Platz { $from } (Quotient { $quotient }); nach der Reihenfolge der Anmeldung (R-G9) { $qualified } { $count ->
    [one] ist
   *[other] sind
  } dabei, { $out } nicht (Regel 12: der Spielleiter kann anders entscheiden)
gsf-masters-negative = Warnung: das Abokonto von { $name } steht jetzt bei { $balance } (unter 0)
gsf-masters-finished = das Masters nach Runde { $round } ist beendet: { $name } hat gewonnen
