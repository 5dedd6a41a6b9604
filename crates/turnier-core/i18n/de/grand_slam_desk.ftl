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
# Der Schreibtisch
gsd-line-no-player = Spieler fehlt: tippe Spieler, Turnier, 30,25,21,13,11
gsd-line-player-none = kein Spieler heißt { $text } oder fängt so an
gsd-line-player-many = { $text } passt auf mehrere: { $names }; tippe mehr vom Namen
gsd-line-tournament-none = Turnier { $text } nicht im Angebot; angeboten: { $offered }
gsd-line-no-sets = Sätze fehlen: nach dem zweiten Komma die fünf Sätze, z. B. 30,25,21,13,11
gsd-line-hint = tippe Spieler, Turnier, 30,25,21,13,11 (Name oder Anfang, Turnier oder Nummer); Enter meldet
gsd-line-plays-as-typed = { $name } in { $tournament }: spielt { $sets } wie getippt (Stärke { $strength })
gsd-line-plays-corrected = { $name } in { $tournament }: spielt { $sets }, korrigiert nach Regel 10 ({ $why }; Stärke { $strength })
gsd-line-refused = abgelehnt, { $name } (Stärke { $strength }): { $why }
gsd-players-title = { $count } Spieler · Runde { $round }
gsd-col-since = seit
gsd-col-entered = Turniere R{ $round }
gsd-no-players = noch keine Spieler
gsd-player-round = R{ $round }: Stärke { $strength }, { $points } WRL-Punkte, { $played ->
    [0] Pause
    [one] 1 Turnier
   *[other] { $played } Turniere
  }
gsd-player-no-rounds = { $name }: noch keine Runde gespielt
gsd-no-round = noch keine Runde
gsd-offer-title = Angebot Runde { $round }: { $count ->
    [one] 1 Turnier
   *[other] { $count } Turniere
  } · Zuwachs an Stärke je erreichte Stufe
gsd-col-tournament = Turnier
gsd-col-stars = Sterne
gsd-winner-short = Sieg
gsd-col-exchange = Tausch
gsd-col-gm = GM-Stärken
gsd-col-entries = Meld.
gsd-no-offer = kein Turnier im Angebot
gsd-limits-none = Turniere je Spieler: ohne Grenze (Doppel immer extra)
gsd-limit-one = ab Stärke { $from }: { $count }
gsd-limits = Turniere je Spieler (3.1): { $limits }; Doppel immer extra
gsd-offer-legend = Tausch: Stärkepunkte je Sieg / Rangdifferenz (5 c); GM-Stärken der Reihe nach
# Das Angebot am Schreibtisch (o, dann i / a / x / l)
gsd-context-offer = 2 Runde: das Angebot
gsd-key-offer-file = Datei lesen
gsd-key-offer-type = Turnier tippen
gsd-key-offer-remove = entfernen
gsd-key-limits = Meldegrenzen
gsd-key-entries = Meldungen
gsd-no-offer-keys = noch kein Turnier im Angebot: i liest eine Datei, a tippt ein Turnier
gsd-offer-field-name = Name
gsd-offer-field-stars = Sterne
gsd-offer-field-quarter-final = VF
gsd-offer-field-semi-final = HF
gsd-offer-field-final = F
gsd-offer-field-winner = Sieg
gsd-offer-field-exchange = Tausch
gsd-offer-field-rank-diff = Rangdifferenz
gsd-offer-field-gm = GM-Stärken
gsd-offer-field-notes = Notizen
gsd-offer-field-doubles = Doppel
gsd-offer-allowed-name = ein Name, der noch nicht im Angebot ist
gsd-offer-allowed-stars = eine ganze Zahl ab 1
gsd-offer-allowed-gain = eine ganze Zahl ab 0 (Zuwachs an Stärke auf dieser Stufe)
gsd-offer-allowed-exchange = eine ganze Zahl ab 0, leer: kein Tausch
gsd-offer-allowed-rank-diff = eine ganze Zahl ab 1, leer: kein Tausch
gsd-offer-allowed-gm = ganze Zahlen ab 15, mit Leerzeichen getrennt, leer: 100
gsd-offer-allowed-notes = beliebiger Text (mit Komma in Anführungszeichen)
gsd-offer-allowed-doubles = ja oder nein (yes oder no), leer: nein
gsd-offer-bad-field = { $field }: { $message }; erlaubt: { $allowed }
gsd-offer-line-short = { $count ->
    [one] nur 1 Feld
   *[other] nur { $count } Felder
  }: Name, Sterne und die vier Zuwächse sind nötig, in dieser Reihenfolge: { $order }
gsd-offer-line-long = { $count } Felder, höchstens { $most }: { $order } (ein Komma in den Notizen braucht Anführungszeichen)
gsd-offer-line-reads = { $name }: { $stars ->
    [one] 1 Stern
   *[other] { $stars } Sterne
  }, VF { $qf }, HF { $sf }, F { $f }, Sieg { $win }, Tausch { $exchange }, GM { $gm }{ $doubles }
gsd-offer-line-hint = ein Turnier in der Reihenfolge oben tippen, etwa Madrid, 2, 1, 2, 4, 6, 2, 3, 110 100, Sand; Enter fügt es an
gsd-offer-line-twice = { $name } ist schon im Angebot: jedes Turnier nur einmal
gsd-offer-line-adds = Enter fügt an: { $tournament }
gsd-offer-file-missing = { $path }: keine solche Datei
gsd-offer-file-denied = { $path }: Lesen nicht erlaubt
gsd-offer-file-unreadable = { $path }: nicht lesbar ({ $cause })
gsd-offer-file-bad = { $path }: { $why }
gsd-offer-file-line = Zeile { $line }: { $why }
gsd-offer-file-refused = { $path }: { $why }
gsd-offer-names = { $count ->
    [one] 1 Turnier
   *[other] { $count } Turniere
  }: { $names }
gsd-offer-file-question = Angebot für Runde { $round } aus { $path } setzen? { $names }.
gsd-offer-file-replace = Angebot von Runde { $round } ({ $old }) durch { $path } ersetzen? { $names }.
gsd-offer-file-set = Angebot aus { $path } gesetzt: { $names }
gsd-offer-file-prompt = Runde { $round }, Angebotsdatei:{" "}
gsd-offer-line-prompt = Runde { $round }, Turnier:{" "}
gsd-entry-played = Runde { $round } ist gespielt: n öffnet Runde { $next }, dann nimmt a ihre Meldungen
gsd-offer-played = Runde { $round } ist gespielt: ihr Angebot bleibt, wie gespielt; n öffnet Runde { $next }
gsd-offer-remove-none = noch kein Turnier im Angebot: i liest eine Datei, a tippt eins
gsd-offer-remove-refused = { $name } kann nicht heraus: { $why }
gsd-offer-remove-question = { $name } aus dem Angebot von Runde { $round } nehmen?
gsd-limits-bad = Meldegrenzen: STÄRKE:ANZAHL mit Kommas getrennt, etwa 0:1,150:2, oder keine; nicht { $part }
gsd-limits-prompt = Runde { $round }, Turniere je Spieler (STÄRKE:ANZAHL,… oder keine):{" "}
gsd-help-offer-line = ein Turnier, ans Angebot angefügt, in der Reihenfolge { $order }; Tausch und Rangdifferenz leer: kein Tausch; GM-Stärken leer: 100
gsd-help-offer-doubles = das Doppel-Turnier (8): ja oder yes im letzten Feld
gsd-help-offer-limits = l: ab Stärke 0 ein Turnier, ab 150 zwei (3.1; Doppel immer extra); keine: ohne Grenze
gsd-lot-legend = L: ein Los entschied einen Satz (4.3.2, R-G3); Enter zeigt welchen
gsd-round-played = gespielt
gsd-round-open = offen
gsd-entries-title = Runde { $round } · { $count ->
    [one] 1 Meldung
   *[other] { $count } Meldungen
  } von { $senders } der { $players } Spieler · { $state }
gsd-col-plays = spielt
gsd-no-entries = noch keine Meldung: tippe Spieler, Turnier, 30,25,21,13,11
gsd-entry-corrected = { $name } spielt { $sets }, korrigiert nach Regel 10: { $why }
gsd-entry-as-typed = { $name } spielt wie gemeldet
gsd-bracket-title = Runde { $round } · Turnier { $number }/{ $count }: { $name }
gsd-bracket-not-drawn = noch nicht ausgelost: { $entries } gemeldet; gespielt wird mit der Runde
gsd-bracket-no-entries = keine Meldung: nicht gespielt
gsd-bracket-keys = {" "}↑↓ Match · Enter Sätze · l Auslosung · t Turnier · [ ] Runde
gsd-no-seeds = niemand gesetzt (noch keine WRL)
gsd-seeds = gesetzt: { $seeds }
gsd-no-match = kein solches Match
gsd-match-title = { $name }, { $round }: { $a } gegen { $b }; { $winner } gewinnt { $score }
gsd-col-set = Satz
gsd-col-set-winner = an
gsd-col-why = warum
gsd-match-distribution = { $side }: { $name } spielt { $sets } (niedrigster Satz { $lowest })
gsd-set-not-played = nicht gespielt (3 Sätze erreicht)
gsd-match-points = WRL-Punkte für den Sieg: { $points } · Stärketausch: { $exchange }
gsd-match-gm-dice = { $name }: Stärke { $strength }, gewürfelt (8 Würfel je Satz) { $dice }; Rest in Satz { $rest }
gsd-match-keys = {" "}Esc zurück zum Tableau · ↑↓ anderes Match
gsd-wrl-ranked = { $count } in der WRL
gsd-wrl-empty = noch niemand in der WRL (erst nach der ersten gespielten Runde)
gsd-wrl-paused = { $name }: in Runde { $round } Pause
gsd-wrl-reached = { $name } in Runde { $round }: { $reached }
gsd-wrl-legend = Quotient = WRL-Punkte der letzten 10 Runden / Nenner (6.3)
# Der Schreibtisch: Reiter, Tasten, Fragen
gsd-tab-players = Spieler
gsd-tab-round = Runde
gsd-tab-bracket = Tableau
gsd-tab-wrl = WRL
gsd-context-players = 1 Spieler (Grand Slam)
gsd-context-round = 2 Runde: Meldungen, Angebot
gsd-context-bracket = 3 Tableau
gsd-context-wrl = 4 WRL
gsd-key-add = Spieler anmelden
gsd-key-enter = Meldung tippen
gsd-key-correct = Meldung ändern
gsd-key-withdraw = Meldung zurückziehen
gsd-key-offer = Angebot / Meldungen
gsd-key-play = Runde spielen
gsd-key-next-round = nächste Runde
gsd-key-sets = Sätze des Matchs
gsd-key-tournament = nächstes Turnier
gsd-round-shown = Runde { $round }
gsd-withdraw-none = keine Meldung ausgewählt
gsd-play-none = keine offene Runde: n öffnet die nächste
gsd-play-no-offer = die Runde hat noch kein Angebot: o zeigt es, dann liest i eine Datei oder a tippt ein Turnier
gsd-play-question = Runde { $round } auslosen und spielen? { $entries ->
    [one] 1 Meldung
   *[other] { $entries } Meldungen
  } von { $senders ->
    [one] 1 Spieler
   *[other] { $senders } Spielern
  }; { $pause ->
    [one] 1 Spieler ohne Meldung hat Pause (9).
   *[other] { $pause } ohne Meldung haben Pause (9).
  }
gsd-add-prompt = neuer Spieler (Name oder Name, Stärke):{" "}
gsd-entry-prompt = Runde { $round }, Spieler, Turnier, Sätze:{" "}
gsd-status-round = Runde { $round } offen
gsd-status-played = Runde { $round } gespielt; n öffnet die nächste
gsd-help-entry = Anna Schmidt in Paris mit 30-25-21-13-11
gsd-help-short = Namensanfang und Turniernummer genügen, Sätze auch mit Leerzeichen
gsd-help-correct = auf einer Meldung: sie zum Ändern in die Zeile holen
gsd-draw-seed = gesetzt { $seed }, { $name }: Block { $block } von { $blocks } gelost, darin Platz { $slot }
gsd-draw-slot = { $name }: Platz { $slot } gelost
gsd-draw-head = Auslosung des { $field }er-Felds (5.1, R-G10), Los für Los aus dem Startwert
gsd-draw-keys = {" "}Esc oder l zurück zum Tableau · t Turnier · [ ] Runde
gsd-key-lots = Auslosung
gsd-doubles = Doppel
gsd-gm-partner = GM-Partner
# Bildschirm 5: das Masters (11, R-G14)
gsd-tab-masters = Masters
gsd-context-masters = 5 Masters
gsd-key-masters-enter = Verteilung tippen
gsd-key-masters-start = Masters beginnen
gsd-key-masters-play = nächste Stufe spielen
gsd-masters-none = Noch kein Masters: es folgt auf die letzte Runde einer Saison (10, 20, …).
gsd-masters-title-due = Masters nach Runde { $round } (Saison { $season }): die ersten 8 der WRL nach der Alterung
gsd-masters-title = Masters nach Runde { $round } (Saison { $season }) · { $state }
gsd-masters-next = als Nächstes: { $stage }
gsd-masters-over = gespielt
gsd-masters-stage-groups = die Gruppenspiele
gsd-masters-stage-semis = das Halbfinale
gsd-masters-stage-finals = das Finale und das Spiel um Platz 3
gsd-masters-start-hint = S beginnt das Masters: { $fee } gehen von jedem Abokonto ab (11).
gsd-masters-few = Nur { $count } in der WRL: das Masters braucht 8.
gsd-masters-start-question = Masters nach Runde { $round } beginnen? { $fee } gehen von jedem der { $count } Abokonten ab.
gsd-masters-tie = Gleichstand: { $names } teilen Platz { $from } (Quotient { $quotient }), nach Anmeldung auf { $from } bis { $to } gesetzt.
gsd-masters-tie-cut = Gleichstand am Schnitt: { $names } teilen Platz { $from } (Quotient { $quotient }); nach Anmeldung { $qualified } dabei, { $out } nicht.
gsd-masters-no-negative = Kein Abokonto rutscht ins Minus.
gsd-masters-negative = Ins Minus rutscht: { $names }.
gsd-masters-play-question = Masters: { $stage } aus dem Startwert spielen?
gsd-masters-group = Gruppe { $group } (Plätze { $places })
gsd-masters-matches-a = Spiele Gruppe A
gsd-masters-matches-b = Spiele Gruppe B
gsd-masters-semis = Halbfinale
gsd-masters-final = Finale
gsd-masters-third = Spiel um Platz 3
gsd-masters-order = Endstand: { $order }
gsd-masters-missing = Noch keine Verteilung: { $names }
gsd-masters-ready = Alle Verteilungen sind da: P spielt { $stage }.
gsd-masters-entry-prompt = Masters: Spieler[, Gegner|halbfinale|finale], Sätze:{" "}
gsd-masters-word-semi = halbfinale
gsd-masters-word-final = finale
gsd-masters-line-hint = a: Spieler, 30,25,21,13,11 für jedes Spiel; Spieler, Gegner, … für ein Gruppenspiel; Spieler, halbfinale, … oder Spieler, finale, …
gsd-masters-line-not-group = { $other } ist nicht in der Gruppe von { $name }
gsd-masters-line-plays = { $name } für { $what }: spielt { $sets } (Stärke { $strength })
gsd-masters-line-corrected = { $name } für { $what }: spielt { $sets }, nach Regel 10 korrigiert ({ $why })
gsd-col-account = Abokonto
gsd-col-after-fee = danach
gsd-col-wins = S
gsd-status-masters = Runde { $round } gespielt; das Masters läuft (5)
gsd-help-masters-default = Annas Verteilung für jedes Spiel des Masters
gsd-help-masters-against = nur für ihr Gruppenspiel gegen Kai (11: je Spiel eine eigene erlaubt)
gsd-help-masters-semi = nur für ihr Halbfinale (auch semi)
gsd-help-masters-final = nur für ihr Finale oder Spiel um Platz 3 (auch final)
gsd-help-masters-semi-line = anna, halbfinale, 30,25,21,13,11
gsd-help-masters-final-line = anna, finale, 30,25,21,13,11
# c auf Bildschirm 5: ein Abokonto gutschreiben (11; wie turnier credit)
gsd-key-credit = Abokonto
gsd-credit-prompt = Abokonto gutschreiben (Spieler Betrag, - bucht ab):{" "}
gsd-credit-hint = Spieler und Betrag in Euro, z. B. Anja 10,00; -1,50 bucht ab (eine Korrektur).
gsd-credit-form = Betrag fehlt: Spieler und Betrag in Euro, z. B. Anja 10,00
gsd-credit-bad-amount = Betrag: „{ $amount }“ ist kein Betrag; erlaubt: Euro mit , oder . und höchstens zwei Nachkommastellen, z. B. 10,00 oder -1,50
gsd-credit-credits = Enter schreibt { $name } { $amount } gut: Abokonto { $before } → { $after }
gsd-credit-debits = Enter bucht bei { $name } { $amount } ab: Abokonto { $before } → { $after }
gsd-help-credit-line = anna 10,00
gsd-help-credit = Annas Abokonto 10,00 gutschreiben (c; -1,50 bucht ab), wie turnier credit
gsd-doc-masters = Masters
gsd-print-no-masters = kein Masters: es folgt auf die letzte Runde einer Saison (am Pult S auf Bildschirm 5, sonst turnier masters start SPIEL)
gsd-print-masters-title = Masters der Saison { $season }
gsd-print-masters-fee = Startgeld { $fee } von jedem der { $count } Abokonten abgezogen (11).
gsd-print-masters-lot = { $a } – { $b }: Satz { $set } per Los an { $winner } (4.3.2).
gsd-print-masters-order = Endstand
gsd-col-wins-long = Siege
gsd-doc-certificates = Urkunden
gsd-print-cert-title = Urkunden
