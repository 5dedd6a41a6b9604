# Grand Slam: die Wörter der Schreibtisch-Bildschirme und der Veröffentlichungen (Ergebnisse der Runde, WRL).
# Feldbegriffe bleiben: WRL, GM-Spieler. Tennis: Satz, Spiel, Match, Auslosung, gesetzt.
gsd-final = Finale
gsd-semi-final = Halbfinale
gsd-quarter-final = Viertelfinale
gsd-round-of-16 = Achtelfinale
gsd-bracket-round = { $round }. Runde
gsd-winner = Sieger
gsd-reason-higher = höherer Satzwert
gsd-reason-pair-behind = gleich, Paar mit Satz { $partner }: an { $winner }, in Sätzen zurück (4.3.1)
gsd-reason-pair-would-trail = gleich, Paar mit Satz { $partner }, Sätze gleich: an { $winner }, der Satz { $decider } verliert (4.3.1)
gsd-reason-pair-second = gleich, zweiter Satz des Paars mit Satz { $first }: an { $winner } (4.3.1)
gsd-reason-lowest-set = gleich: niedrigster Satz { $a } gegen { $b } (4.3.2)
gsd-reason-lot = gleich, niedrigster Satz auch gleich: Los für { $winner } (4.3.2)
gsd-fault-count = nicht 5 Sätze
gsd-fault-not-int = ein Satz keine ganze Zahl
gsd-fault-min1 = ein Satz unter 1
gsd-fault-duplicate = zwei Sätze gleich
gsd-fault-sum = die Sätze ergeben nicht die Stärke
gsd-too-many = zu viele
gsd-too-few = zu wenige
gsd-step-taken = { $n } von Satz { $set } abgezogen
gsd-step-more-taken = { $n } von Satz { $set }
gsd-step-added = { $n } zu Satz { $set } hinzugefügt
gsd-step-more-added = { $n } zu Satz { $set }
gsd-refused-no-player = kein solcher Spieler
gsd-refused-no-tournament = kein solches Turnier im Angebot der Runde
gsd-refused-played = die Runde ist schon gespielt
gsd-refused-faults = { $faults }: nicht korrigierbar (Regel 10 korrigiert nur die Summe)
gsd-refused-strength-too-low = Stärke unter 15: keine fünf verschiedenen Sätze von mindestens 1
gsd-refused-limit = { $limit ->
    [one] nur ein Turnier erlaubt bei dieser Stärke (3.1)
   *[other] nur { $limit } Turniere erlaubt bei dieser Stärke (3.1)
  }
gsd-gm-player = GM { $n }
gsd-tournament-line = { $name }: { $field }er-Feld, { $entries } gemeldet, { $stars ->
    [one] 1 Stern
   *[other] { $stars } Sterne
  }; Sieger { $winner }
gsd-print-no-entries = { $name }: keine Meldung, nicht gespielt.
gsd-print-lot = Los: { $name }, { $round }, { $a } gegen { $b }, Satz { $set } an { $winner }.
gsd-print-corrected = Korrigiert (Regel 10): { $name } in { $tournament } spielt { $sets } ({ $why }).
gsd-print-changes-title = Stärke und WRL-Punkte der Runde
gsd-print-round-title = Ergebnisse Runde { $round }
gsd-print-round-subtitle = { $tournaments ->
    [one] 1 Turnier
   *[other] { $tournaments } Turniere
  }, { $players } Spieler gemeldet
gsd-pause = Pause (keine Meldung)
gsd-print-wrl-title = WRL
gsd-print-wrl-note = WRL-Punkte der letzten 10 Runden geteilt durch den Nenner (gespielte Turniere, Pausen ab 2 Runden zählen mit; 6.3).
gsd-print-unranked = Nicht in der WRL (kein Turnier in den letzten 10 Runden): { $names }.
gsd-print-before-first = vor Runde 1
gsd-print-after-round = nach Runde { $round }
gsd-col-round = Runde
gsd-col-winner = Sieger
gsd-col-loser = Verlierer
gsd-col-sets = Sätze
gsd-col-games = Spiele
gsd-col-player = Spieler
gsd-col-reached = Erreicht
gsd-col-strength = Stärke
gsd-col-rank = Platz
gsd-col-wrl-points = Punkte
gsd-col-denominator = Nenner
gsd-col-quotient = Quotient
gsd-final-short = F
gsd-semi-final-short = HF
gsd-quarter-final-short = VF
gsd-round-of-16-short = AF
gsd-bracket-round-short = R{ $round }
gsd-round-legend = F Finale, HF Halbfinale, VF Viertelfinale, AF Achtelfinale, R1 erste Runde; Spiele aus Sicht des Siegers.
