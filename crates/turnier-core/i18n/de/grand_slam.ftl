# Grand Slam: die Wörter der Werkzeuge der Kommandozeile (grand-slam match, grand-slam distribution).
gs-fault-count = nicht 5 Sätze
gs-fault-not-int = ein Satz keine ganze Zahl
gs-fault-min1 = ein Satz unter 1
gs-fault-duplicate = zwei Sätze gleich
gs-fault-sum = die Sätze ergeben nicht die Stärke
gs-valid = gültig
gs-too-many = zu viele
gs-too-few = zu wenige
gs-step-taken = { $n } von Satz { $set } abgezogen
gs-step-more-taken = { $n } von Satz { $set }
gs-step-added = { $n } zu Satz { $set } hinzugefügt
gs-step-more-added = { $n } zu Satz { $set }
gs-set = Satz
gs-not-correctable = nicht korrigierbar (Regel 10 korrigiert nur die Summe)
gs-strength-too-low = keine fünf verschiedenen Sätze von mindestens 1 ergeben diese Stärke (mindestens 15)
gs-corrected = korrigiert auf
gs-wins = { $side } gewinnt { $a }:{ $b }
gs-needs-lot = Satz { $set } braucht ein Los (4.3.2: niedrigste Sätze gleich); --lot A oder --lot B angeben
gs-if-wins-lot = wenn das Los auf { $side } fällt:
gs-match-not-an-entry = Hinweis: { $side } `{ $sets }` wäre keine gültige Meldung ({ $faults }, R-G1); so gespielt
gs-lot-unused = (das Los war nicht nötig)
gs-bad-match-sets = fünf ganze Zahlen von mindestens 0, wie 30,25,21,13,11
gs-one-lot = Los: ein Match braucht höchstens ein Los (R-G3); --lot nur einmal angeben
gs-reason-higher = höherer Satzwert
gs-reason-pair-behind = gleich, Paar mit Satz { $partner }: an { $winner }, in Sätzen zurück (4.3.1)
gs-reason-pair-would-trail = gleich, Paar mit Satz { $partner }, gleich in Sätzen: an { $winner }, der Satz { $decider } verliert (4.3.1)
gs-reason-pair-second = gleich, zweiter des Paars mit Satz { $first }: an { $winner } (4.3.1)
gs-reason-lowest-set = gleich: niedrigste Sätze { $a } : { $b } (4.3.2)
gs-reason-lot = Los (4.3.2: niedrigste Sätze gleich)

# Das Spiel (Game::GrandSlam): Ablehnungen, Protokoll, die Befehle der Kommandozeile.
gs-nothing = {""}
gs-list = { $first }, { $rest }
gs-correction = { $head }: { $steps }
gs-err-faults = { $faults }: nicht korrigierbar (Regel 10 korrigiert nur die Summe)
gs-err-cmd-add = ein Grand-Slam-Spieler mit seiner Stärke
gs-err-cmd-offer = ein Grand-Slam-Angebot
gs-err-cmd-limits = Grand-Slam-Meldegrenzen
gs-err-cmd-enter = eine Grand-Slam-Meldung
gs-err-cmd-play = eine Grand-Slam-Runde spielen
gs-err-cmd-next = die nächste Grand-Slam-Runde
gs-err-no-draft = ein Grand-Slam-Spiel hat keinen Entwurf, keine Tische und kein Abmelden: wer nichts schickt, pausiert (9)
gs-err-names-empty = mindestens einen Namen angeben
gs-err-played = Runde { $round } ist gespielt; zuerst die nächste Runde eröffnen
gs-err-offer-empty = ein Angebot braucht mindestens ein Turnier
gs-err-offer-name = ein Turnier braucht einen Namen (keine Steuerzeichen, höchstens 80 Zeichen)
gs-err-offer-twice = das Turnier { $name } steht zweimal im Angebot
gs-err-offer-entered = für { $name } gibt es Meldungen: erst zurückziehen, dann aus dem Angebot nehmen
gs-err-limits-twice = zwei Grenzen ab derselben Stärke
gs-err-no-tournament = die Runde bietet kein Turnier { $tournament }
gs-err-limit = { $name } (Stärke { $strength }) darf diese Runde { $limit ->
    [one] ein Turnier
   *[other] { $limit } Turniere
  } spielen (3.1; Doppel zählt nicht)
gs-err-not-entered = { $name } hat keine Meldung für { $tournament }
gs-err-no-offer = die Runde hat noch kein Angebot
gs-err-no-round = es gibt noch keine Runde
gs-err-not-played = Runde { $round } ist noch nicht gespielt
gs-unit-strength = Stärkepunkte
gs-unit-round = Runde
gs-unit-stars = Sterne
gs-limit = ab Stärke { $from }: { $count }
gs-audit-register-one = { $name } mit Stärke { $strength } angemeldet
gs-audit-register = { $count } Spieler angemeldet
gs-audit-offer = Angebot der Runde { $round }: { $count ->
    [one] ein Turnier
   *[other] { $count } Turniere
  }
gs-audit-offer-added = Angebot der Runde { $round }: { $names } dazu ({ $count ->
    [one] ein Turnier
   *[other] { $count } Turniere
  })
gs-audit-offer-removed = Angebot der Runde { $round }: { $names } heraus ({ $count ->
    [one] ein Turnier
   *[other] { $count } Turniere
  })
gs-audit-offer-set = Angebot der Runde { $round }: { $names } ({ $count ->
    [one] ein Turnier
   *[other] { $count } Turniere
  })
gs-limits-none = keine Grenze
gs-audit-limits = Meldegrenzen der Runde { $round }: { $limits }
gs-audit-entry = Meldung { $name } für { $tournament }: { $sets }{ $correction }
gs-audit-corrected = {" "}(Regel 10: { $how })
gs-audit-withdraw = { $name } von { $tournament } zurückgezogen
gs-audit-played = Runde { $round } gespielt: { $tournaments ->
    [one] ein Turnier
   *[other] { $tournaments } Turniere
  }, { $players } Spieler
gs-audit-next = Runde { $round } eröffnet
gs-v-players = das Spiel hat { $players } Spieler, die Anmeldung { $registered }
gs-v-name = Spieler #{ $id } heißt im Spiel { $name }, in der Anmeldung anders
gs-v-round-number = Runde { $want } hat die Nummer { $number }
gs-v-round-open = Runde { $round } ist nicht gespielt, aber es gibt eine spätere Runde
gs-v-entry = Runde { $round }, Meldung { $entry }: kein solcher Spieler oder kein solches Turnier
gs-v-entry-twice = Runde { $round }, Meldung { $entry }: derselbe Spieler zweimal im selben Turnier
gs-cli-no-tables = { $command }: ein Grand-Slam-Spiel hat keine Tische und kein Abmelden; Punkteverteilungen eingeben (turnier enter SPIEL SPIELER TURNIERNAME SÄTZE)
gs-col-rank = Platz
gs-col-player = Spieler
gs-col-strength = Stärke
gs-col-points = Punkte
gs-col-denominator = Nenner
gs-col-quotient = Quotient
gs-wrl-title = WRL nach Runde { $round }
gs-wrl-empty = (noch niemand in der WRL)
gs-players = { $count ->
    [one] ein Spieler
   *[other] { $count } Spieler
  }
err-field-sets = Sätze
err-field-strength = Stärke
err-field-tournament = Turnier
err-field-tournaments = Turniere
err-field-joined-round = Einstiegsrunde
err-field-stars = Sterne
err-field-rank-diff = Rangdifferenz
err-field-gm-strengths = GM-Stärken
err-field-limits = Meldegrenzen
err-command-grand-slam = Grand Slam

# Die Hilfe der Grand-Slam-Befehle der Kommandozeile.
cli-pv-grand-slam = Ein Grand-Slam-Spiel: das ewige Tennisspiel per Post (grand-slam.txt)
cli-import-entries = Grand Slam: Meldungen als CSV für die kommende Runde, Kopfzeile `name,tournament,s1,s2,s3,s4,s5` (je Spieler und Turnier zählt die letzte)
cli-offer-about = Grand Slam: das Angebot der kommenden Runde aus einer CSV-Datei setzen (Kopfzeile `name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes`, wahlweise `,doubles`), dazu die Meldegrenzen, und das Angebot zeigen. Nach einer gespielten Runde wird zuerst die nächste eröffnet
cli-offer-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-offer-tournaments = Die Angebotsdatei, eine Zeile je Turnier der Runde
cli-offer-limits = Meldegrenzen nach Stärke (3.1): `0:1,150:2` (ab Stärke 0 ein Turnier, ab 150 zwei); `none` für keine Grenze
cli-offer-json = JSON ausgeben: `{"{"}round, tournaments: [{"{"}name, stars, quarter_final, semi_final, final, winner, exchange, rank_diff, gm_strengths, notes, doubles, entries{"}"}], limits: [{"{"}from_strength, tournaments{"}"}]{"}"}`
cli-enter-about = Grand Slam: die Punkteverteilung eines Spielers für ein Turnier der kommenden Runde (R-G1; Regel 10 korrigiert eine falsche Summe und sagt wie, R-G2)
cli-enter-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-enter-player = Der Spieler: Name, ein eindeutiger Anfang davon oder #Nummer
cli-enter-tournament = Das Turnier der Runde: sein Name oder seine Nummer im Angebot
cli-enter-sets = Die fünf Sätze, `30,25,21,13,11`
cli-enter-withdraw = Die Meldung des Spielers für das Turnier zurücknehmen (solange die Runde offen ist; am Tisch `x`)
cli-play-about = Grand Slam: die kommende Runde aus dem gespeicherten Startwert auslosen und spielen (5.1; wer nichts schickt, pausiert, R-G15), dann Sieger und Stärkeänderungen zeigen
cli-play-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-play-json = JSON ausgeben: `{"{"}round, tournaments: [{"{"}name, field, entries, stars, winner{"}"}], players: [{"{"}player, strength_before, strength_after, wrl_points, tournaments{"}"}]{"}"}`
cli-bracket-about = Grand Slam: der Turnierbaum eines Turniers mit jedem Ergebnis
cli-bracket-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-bracket-tournament = Das Turnier der Runde: sein Name oder seine Nummer im Angebot
cli-bracket-round = Die Runde (sonst die letzte gespielte)
cli-bracket-json = JSON ausgeben: `{"{"}round, tournament, field, stars, seeds, matches: [{"{"}round, a, b, winner, score, set_winners, games, lot, wrl_points, exchange{"}"}]{"}"}`
cli-vn-tournament = TURNIERNAME
cli-vn-tournaments = DATEI
cli-vn-limits = GRENZEN
cli-vn-entries = DATEI
gs-cli-created = { $path } angelegt (Grand Slam: Spieler steigen mit Stärke 100 ein; das Angebot mit turnier offer setzen)
gs-cli-entries-only = Import: --entries gibt es nur bei Grand Slam; dies ist { $kind }
gs-cli-import = Import: ein Grand-Slam-Spiel nimmt --players (name,strength,joined_round) und --entries (name,tournament,s1,s2,s3,s4,s5)
gs-cli-only = dies ist { $kind }: dieser Befehl gilt nur für Grand Slam
gs-cli-bad-limit = Angebot: --limits nimmt STÄRKE:ANZAHL mit Kommas getrennt, etwa 0:1,150:2; nicht { $part }
gs-cli-no-tournament = kein Turnier { $key } in der kommenden Runde (im Angebot: { $offered })
gs-cli-no-offer = noch keine Runde: das Angebot mit turnier offer SPIEL --tournaments DATEI setzen
gs-cli-offer-title = Angebot der Runde { $round }
gs-cli-offer-line = { $name }: { $stars ->
    [one] 1 Stern
   *[other] { $stars } Sterne
  }; Stärke VF { $qf }, HF { $sf }, F { $f }, Sieg { $w }; { $exchange }; GM-Stärke { $gm }; { $entries } gemeldet
gs-cli-doubles = Doppel (Partner gelost; keine WRL-Punkte; zusätzlich zur Grenze)
gs-cli-limits = Meldegrenzen: { $limits }
gs-cli-no-limit = keine
gs-gm = GM { $n }
gs-cli-played-title = Runde { $round } gespielt
gs-cli-played-line = { $name } ({ $field } Teilnehmer, { $entries } gemeldet, { $stars ->
    [one] 1 Stern
   *[other] { $stars } Sterne
  }): Sieger { $winner }
gs-cli-played-wrl = WRL-Punkte { $points }, { $count ->
    [one] ein Turnier
   *[other] { $count } Turniere
  }
gs-cli-no-bracket = kein Turnierbaum { $key } in Runde { $round } (gespielt: { $offered })
gs-cli-bracket-title = { $name }, Runde { $round }: { $field } Teilnehmer, { $stars ->
    [one] 1 Stern
   *[other] { $stars } Sterne
  }
gs-cli-bracket-winner = Sieger: { $name }
gs-stage-final = Finale
gs-stage-semi = Halbfinale
gs-stage-quarter = Viertelfinale
gs-stage-eighth = Achtelfinale
gs-stage-last = Runde der letzten { $count }
gs-import-number = keine ganze Zahl: { $value }
gs-import-yes-no = ja oder nein, nicht { $value }
gs-import-no-player = kein Spieler { $name } angemeldet
gs-import-no-tournament = die kommende Runde bietet kein Turnier { $name }
gs-audit-season = { $played }; Saisonwechsel: alle Stärken gealtert (7)
gs-gm-partner = GM
gs-err-cmd-masters = das Grand-Slam-Masters
gs-err-cmd-credit = eine Gutschrift auf ein Grand-Slam-Abokonto
gs-err-masters-open = das Masters nach Runde { $round } ist nicht fertig
gs-err-masters-when = das Masters folgt auf die letzte Runde einer Saison (10, 20, …), bevor die nächste Runde eröffnet wird
gs-err-masters-twice = das Masters nach Runde { $round } gibt es schon
gs-err-masters-few = das Masters braucht 8 Spieler in der WRL; sie hat { $count }
gs-err-no-masters = es läuft kein Masters
gs-err-not-in-masters = { $name } spielt nicht im Masters
gs-err-not-in-group = { $name } hat kein Gruppenspiel gegen diesen Spieler
gs-err-masters-played = diese Stufe des Masters ist gespielt
gs-err-masters-missing = keine Punkteverteilung für die nächsten Masters-Spiele von: { $names }
gs-err-credit-zero = einen Betrag ungleich 0 angeben
gs-masters-default = jedes Spiel
gs-masters-against = das Spiel gegen { $name }
gs-masters-semi = das Halbfinale
gs-masters-final = das Finale oder das Spiel um Platz 3
gs-audit-masters = Masters nach Runde { $round }: { $players }; je { $fee } vom Abokonto abgezogen
gs-audit-masters-entry = Masters: { $name } für { $what }: { $sets }{ $correction }
gs-audit-masters-groups = Masters nach Runde { $round }: Gruppenspiele gespielt
gs-audit-masters-semis = Masters nach Runde { $round }: Halbfinale gespielt
gs-audit-masters-final = Masters nach Runde { $round }: Sieger { $name }
gs-audit-credit = Abokonto von { $name }: { $amount } gutgeschrieben, Stand { $balance }
err-field-masters = Masters
err-field-opponent = Gegner
err-field-amount = Betrag
gs-cli-bad-amount = Gutschrift: ein Betrag wie 5,00 oder -1,50, nicht { $amount }
gs-cli-masters-title = Masters nach Runde { $round } (Startgeld je { $fee })
gs-cli-masters-group = Gruppe { $group }
gs-cli-masters-wins = { $count ->
    [one] 1 Sieg
   *[other] { $count } Siege
  }
gs-cli-masters-kind-group = Gruppe
gs-cli-masters-kind-third = Platz 3
gs-cli-masters-place = { $place }. { $name }
gs-cli-masters-next-groups = Als Nächstes: die Gruppenspiele (masters enter, dann masters play)
gs-cli-masters-next-semis = Als Nächstes: das Halbfinale
gs-cli-masters-next-finals = Als Nächstes: das Finale und das Spiel um Platz 3
gs-cli-no-certificates = das Finale des Masters ist noch nicht gespielt
gs-cert-title = U R K U N D E
gs-cert-masters = Grand-Slam-Masters der Saison { $season } (nach Runde { $round })
gs-cert-place = { $place ->
    [1] Sieger
   *[other] { $place }. Platz
  }
gs-cert-signature = ____________________  der Spielleiter
cli-masters-about = Grand Slam: das Masters am Saisonende (11, R-G14)
cli-masters-start-about = Das Masters nach der letzten Runde der Saison beginnen: die ersten 8 der WRL sind dabei, jeder zahlt 1,50 vom Abokonto
cli-masters-start-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-masters-enter-about = Eine Punkteverteilung für das Masters: für jedes Spiel (Vorgabe) oder für ein Spiel
cli-masters-enter-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-masters-enter-player = Der Spieler: Name, ein eindeutiger Anfang davon oder #Nummer
cli-masters-enter-sets = Die fünf Sätze, `30,25,21,13,11`
cli-masters-enter-against = Nur für das Gruppenspiel gegen diesen Spieler
cli-masters-enter-semi = Nur für das Halbfinale
cli-masters-enter-final = Nur für das Finale oder das Spiel um Platz 3
cli-masters-play-about = Die nächste Stufe des Masters spielen: die Gruppen, das Halbfinale oder Finale und Spiel um Platz 3
cli-masters-play-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-masters-play-json = JSON ausgeben wie `masters show --json`
cli-masters-show-about = Das Masters zeigen: Gruppen, Spiele, die Endplatzierung
cli-masters-show-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-masters-show-json = JSON ausgeben: `{"{"}after_round, players, fee, groups: {"{"}A, B: [{"{"}player, wins, sets, games{"}"}]{"}"}, matches: [{"{"}kind, a, b, winner, score, games{"}"}], final_order{"}"}`
cli-masters-certificates-about = Die Urkunden der ersten drei des Masters, als Text zum Drucken oder mit `--format html` je eine A4-Seite
cli-masters-certificates-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-credit-about = Grand Slam: dem Abokonto eines Spielers gutschreiben (negativ: abziehen), etwa `5.00`
cli-credit-event = Das Turnier: das Grand-Slam-Spiel (Name oder Datei)
cli-credit-player = Der Spieler: Name, ein eindeutiger Anfang davon oder #Nummer
cli-credit-amount = Der Betrag, `5.00` oder `-1.50`
cli-vn-against = GEGNER
cli-vn-amount = BETRAG
gs-v-season = ein Saisonwechsel nach Runde { $round }, die keine gespielte letzte Runde einer Saison ist oder schon einen hat
gs-v-masters = das Masters nach Runde { $round } folgt keiner gespielten letzten Runde einer Saison, steht doppelt da oder hat nicht 8 verschiedene Spieler
gs-v-accounts = { $accounts } Abokonten für { $players } Spieler
gs-money = { $sign }{ $units },{ $cents }
cli-masters-certificates-format = `text` (Vorgabe) oder `html`: eine A4-Seite je Urkunde, auf Deutsch, wenn das Spiel nicht in einer anderen Sprache druckt
cli-masters-certificates-output = In DATEI schreiben (atomar) statt auf die Standardausgabe
gs-cli-certificates-format = Urkunden gibt es als text oder html

# The system as a sentence names an event of it, and the events a command is for.
system-event-grand-slam = ein Grand-Slam-Spiel
system-owner-grand-slam = Grand-Slam-Spielen
