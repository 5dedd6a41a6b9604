# Der Turniertag am Tisch: die Wand im Playoff, die Uhr,
# die Eingabezeile, die Fragen am Tisch.
wf-wall-round-stage = Runde { $round } · { $stage }
wf-wall-final-places = Endplatzierung
wf-wall-col-reached = Erreicht
wf-wall-bracket = Turnierbaum
wf-wall-col-stage = Stufe
wf-wall-match = { $a } ({ $seed_a }) – { $b } ({ $seed_b })
wf-results-title-stage = Runde { $round } · { $stage } ({ $state }) · { $open } von { $tables } Tischen offen
wf-clock-ask-restart = Uhr von Runde { $round } neu mit { $minutes } Minuten starten? (die gelaufene Zeit geht verloren)
wf-clock-no-extension = keine Verlängerung zum Zurücknehmen (< kürzt die Rundenlänge)
wf-pairings-vs = –
wf-print-round-of = Runde { $round } von { $planned }
wf-line-refused-was = { $why } · nicht übernommen: { $text } (neue Zeile begonnen)
wf-results-bye-won = Freilos: Sieg (3 Punkte)
