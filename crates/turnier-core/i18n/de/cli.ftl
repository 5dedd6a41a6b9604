# Die Kommandozeile: --help (cli-<Befehlspfad>-about, cli-<Pfad>-<Argument>), der Rahmen
# einer deutschen Hilfeseite, und was die Befehle ausgeben.
cli-about = `turnier`: Paarungen, Ergebnisse und Tabellen am Turniertisch
cli-data-dir = Ordner der gespeicherten Turniere (Vorgabe: der Datenordner von turnier auf diesem System)
cli-lang = Sprache: de oder en (Vorgabe: aus LC_ALL, LC_MESSAGES, LANG; de* ist Deutsch)
cli-open-about = Das Pult (die Bildschirme im Terminal) mit einem Turnier öffnen
cli-open-event = Pfad zu einer .ron-Datei oder ein Name im Datenordner
cli-new-about = Ein Turnier anlegen
cli-new-event = Pfad zu einer .ron-Datei oder ein Name im Datenordner
cli-new-system = Das Turniersystem
cli-new-name = Angezeigter Name (Vorgabe: TURNIER)
cli-new-profile = Profil: `seed` (die Rulings), `melee-2023`, `melee-2024` (R-S9)
cli-new-floor = Untergrenze der Gegnerwerte: 0.33 oder 1/3 (R-S3)
cli-new-floor-own-gw = Untergrenze auch für die eigenen MWP und GW% (R-S3)
cli-new-bye-games = Spiele eines Freiloses in GW%: `exclude` oder `count-2-0` (R-S4)
cli-new-drawn-game-points = Spielpunkte eines unentschiedenen Spiels: 1 oder 0 (R-S2)
cli-new-opponents = Gegner in OMW%/OGW%: `every-meeting` oder `unique` (R-S7)
cli-new-singles = Muck: Einzelspieler mit wechselnden Partnern (Vorgabe: feste Paare)
cli-new-bobbl = Muck: Bobbl je Runde, 1..9 (Vorgabe 2)
cli-new-target = Muck: Punkte, die einen Bobbl gewinnen (Vorgabe 21, R-M1)
cli-new-rounds = Geplante Zahl der Runden (Swiss: MTR Anhang E empfiehlt 4 für 9-16 Spieler, 5 für 17-32, 6 für 33-64)
cli-new-schedule = Muck: `drawn` (Vorgabe, ausgelost) oder `moving` (Seite A bleibt, Seite B rückt einen Tisch weiter)
cli-new-wp = Fußball: WP des ersten Turniers, 10..300 (Vorgabe 150)
cli-new-anti-manager = Fußball: der Manager, dessen Turniersieg ein Antiturnier bringt (R-F8)
cli-new-mode = Fußball: `expectation` (Anhang B, Vorgabe) oder `dice` (Anhang A)
cli-new-dice-games = Fußball, Würfelmodus: Durchgänge jedes Spiels (Vorgabe 100)
cli-new-nmr = Deich: was ein NMR bewirkt (R-D3): b (Vorgabe, zählt als Gebot von 0) oder a (sofort raus)
cli-import-about = Einlesen: Spieler (Kopfzeile `name`; Swiss: die Datei von `export EV players`, `id,name,registration,entered_round,dropped_after`, behält Nummern, Nachmeldungen und Abmeldungen; Deich: dazu wahlweise `last_place`, `start_fp`), Muck-Teilnehmer (Kopfzeile `name`, ein Paar `Berta / Else`), Ergebnisse (Swiss: `round,table,player_a,player_b,games_a,games_b,games_drawn`; Muck: `round,table,side_a,side_b,bobbl,points_a,points_b`) oder Deich-Gebote (`name,bid`)
cli-import-event = Das Turnier
cli-import-players = Eine CSV-Datei mit Spielern
cli-import-lineups = Turnierfußball-Aufstellungen als CSV: Kopfzeile `manager,team,t,a,v,m,s,wish` (`wish` darf leer sein), wahlweise `,tournament` (`normal` oder `anti`)
cli-import-ranking = Turnierfußball-Rangliste als CSV: Kopfzeile `manager,rlp,last_round`, vor der ersten Auswertung (Übernahme eines laufenden Spiels)
cli-import-entrants = Muck-Teilnehmer als CSV: Kopfzeile `name`, ein Paar als `Berta / Else`, ein Einzelspieler mit Namen
cli-import-results = Eine CSV-Datei mit Ergebnissen
cli-import-bids = Deich: Gebote der offenen Runde als CSV, Kopfzeile `name,bid` (das letzte Gebot zählt)
cli-import-add-missing-players = Spieler, die in den Ergebnissen stehen und noch nicht angemeldet sind, anmelden
cli-import-allow-duplicate-names = Namen aus --players, die schon angemeldet sind oder in der Datei doppelt stehen, als weitere Spieler gleichen Namens anmelden (ohne das abgelehnt)
cli-pair-about = Die nächste Runde als Entwurf paaren und ausgeben
cli-pair-event = Das Turnier
cli-pair-json = JSON ausgeben: `{"{"}round, bye, tables: [{"{"}table, player_a, player_b, reason{"}"}], warnings{"}"}`
cli-draw-about = Muck: die nächste Runde als Entwurf auslosen und ausgeben
cli-draw-event = Das Turnier
cli-draw-json = JSON ausgeben: `{"{"}round, state, tables: [{"{"}table, side_a, side_b, bobbl, manual{"}"}], sitting_out, warnings{"}"}`
cli-redraw-about = Muck: den Entwurf durch eine neue Auslosung ersetzen
cli-redraw-event = Das Turnier
cli-make-pair-about = Muck, feste Paare: zwei allein gekommene Spieler zu einem Paar machen
cli-make-pair-event = Das Turnier
cli-make-pair-a = Erster Spieler (Nummer oder Name)
cli-make-pair-b = Zweiter Spieler (Nummer oder Name)
cli-repair-about = Den Entwurf durch eine neue Paarung ersetzen
cli-repair-event = Das Turnier
cli-delete-draft-about = Den Entwurf löschen
cli-delete-draft-event = Das Turnier
cli-pairings-about = Die Paarungen einer Runde ausgeben (Vorgabe: die letzte)
cli-pairings-event = Das Turnier
cli-pairings-round = Nummer der Runde
cli-pairings-json = JSON ausgeben wie `pair --json`
cli-publish-about = Den Entwurf veröffentlichen: die Paarungen stehen fest
cli-publish-event = Das Turnier
cli-swap-about = Zwei Spieler tauschen (sie tauschen die Gegner), zwei Muck-Teilnehmer oder zwei Tischnummern im Entwurf
cli-swap-event = Das Turnier
cli-swap-players = Zwei Spieler (Muck: Teilnehmer, ein Paar als `Berta / Else`), mit Nummer oder Name
cli-swap-tables = Zwei Tischnummern
cli-result-about = Ein Ergebnis eintragen oder berichtigen: Swiss `2-1`, `1-1-1`, `0-2`, `ID`; Muck den Spielstandzettel eines Tisches, Seite A zuerst, ein Stand je Bobbl: `21:4,20:21`
cli-result-event = Das Turnier
cli-result-table = Tischnummer
cli-result-score = Stand aus Sicht des zuerst genannten Spielers (Muck: von Seite A)
cli-result-round = Runde (Vorgabe: die letzte Runde)
cli-result-bobbl = Muck: der erste Bobbl, für den der Stand gilt (Vorgabe 1)
cli-result-second = Muck: die Zweiteingabe des Spielstandzettels eintragen (mit der ersten verglichen)
cli-resolve-about = Einen Tisch klären: bei einem Muck-Zettel, dessen zweite Eingabe von der ersten abweicht, übernimmt `--take second` die zweite Eingabe in die erste (als Korrektur protokolliert), `--take first` behält die erste; bei einem geteilten Turnier, an dem Rechner verschiedene Werte eingegeben haben, ist `--take WERT` (ein Schweizer Ergebnis wie `2-0`, ein Bobbl wie `21:8`) der geltende
cli-resolve-event = Das Turnier
cli-resolve-table = Tischnummer
cli-resolve-take = Was gilt: `first` oder `second` (die Eingaben eines Muck-Zettels) oder einer der Werte, die die Rechner eingegeben haben
cli-resolve-round = Runde (Vorgabe: die letzte Runde)
cli-drop-about = Einen Spieler nach der letzten festen Runde abmelden
cli-drop-event = Das Turnier
cli-drop-player = Nummer oder Name
cli-remove-about = Eine irrtümliche Anmeldung entfernen: bei Swiss nur, solange es keine Runde 1 gibt (ein Entwurf zählt); beim Muck ein Paar oder Einzelspieler, das noch an keinem Tisch saß und nicht im Entwurf steht. Die Spieler (und Paare) danach rücken eine Nummer auf. Wer schon gespielt hat, wird stattdessen abgemeldet
cli-remove-event = Das Turnier
cli-remove-player = Nummer oder Name (Muck: ein Paar als `Berta / Else` oder ein Spieler)
cli-undrop-about = Einen abgemeldeten Spieler wieder anmelden
cli-undrop-event = Das Turnier
cli-undrop-player = Nummer oder Name
cli-standings-about = Die Tabelle ausgeben
cli-standings-event = Das Turnier
cli-standings-json = JSON ausgeben. Swiss: `[{"{"}rank, player, player_id, match_points, record, mwp, gwp, omwp, ogwp, separated_by, dropped, playoff{"}"}]`; nach einem Top Cut ist `playoff` die Stufe, in der der Spieler ausgeschieden ist (`winner`, `final`, `semi-final`, `quarter-final`; `null` außerhalb des Top Cuts und solange er noch dabei ist, dann mit `stage`: der Stufe, die er jetzt oder als Nächstes spielt), nach dem Finale stehen die Zeilen in der Endplatzierung (R-S19); Muck: `[{"{"}place, entrant, bobbl, tore, opp_tore, tore_needed, opp_tore_needed, plus, plus_place, plus_minus, plus_minus_place{"}"}]`; Turnierfußball: die Rangliste `[{"{"}rank, manager, rlp, active, last_round{"}"}]`
cli-standings-round = Tabelle nach dieser Runde (Vorgabe: alle festen Runden); eine Playoff-Runde: das Playoff, wie es nach ihr stand
cli-top-cut-about = Den empfohlenen Top Cut (R-S18) und die Setzliste aus der aktuellen Tabelle zeigen
cli-top-cut-event = Das Turnier
cli-top-cut-cut = Der gewünschte Cut (0, 2, 4, 8, …; Vorgabe: die Empfehlung)
cli-print-about = Ein Dokument drucken: Swiss `pairings`, `pairings-by-name`, `slips`, `standings`, `bracket` (der Turnierbaum des Playoffs nach einem Top Cut, mit der Endplatzierung); Muck `draw`, `pairings-by-name`, `score-sheets`, `table-cards`, `draw-slips`, `stickers`, `ranking`; Turnierfußball `table`, `anti-table`, `ranking`; Deich `round`, `standings` (Forenbeiträge). Ohne -o geht Text auf die Standardausgabe und HTML in eine Datei, deren Pfad ausgegeben wird: neben einer Turnierdatei außerhalb des Datenordners, sonst in den Datenordner
cli-print-event = Das Turnier
cli-print-document = Das Dokument: `pairings`, `pairings-by-name`, `slips`, `standings`, `bracket` (Swiss); `draw`, `pairings-by-name`, `score-sheets`, `table-cards`, `draw-slips`, `stickers`, `ranking` (Muck); `table`, `anti-table`, `ranking` (Turnierfußball); `round`, `standings` (Deich)
cli-print-round = Runde (Vorgabe: die letzte); Tabelle und Rangliste: nach dieser Runde (Vorgabe: alle festen Runden); `draw-slips` und `stickers` haben keine
cli-print-format = `text` (80 Spalten, Seitenvorschub zwischen den Seiten; Turnierfußball- und Deich-Beiträge 72), `html` (A4, in sich geschlossen), `bbcode` oder `markdown` (für einen Forenbeitrag)
cli-print-output = In diese Datei schreiben
cli-print-lp = Das Textdokument mit `lp` an den Drucker des Systems schicken
cli-lineup-about = Turnierfußball: die Aufstellung eines Teams für die offene Runde eintragen oder berichtigen (die letzte zählt); zeigt, wie sie nach den Korrekturen spielt (R-F2, R-F6)
cli-lineup-event = Das Turnier
cli-lineup-team = Der Name des Teams (höchstens 30 Zeichen)
cli-lineup-lineup = Die Aufstellung T-A-V-M-S, z. B. 10-5-40-40-40
cli-lineup-manager = Der Manager des Teams (angemeldet, wenn neu)
cli-lineup-wish = WP-Wunsch für das nächste Turnier, 10..300 (R-F7: der Wunsch des Managers zählt für jedes seiner Teams, der letzte, den er geschickt hat; einer außerhalb von 10..300 wird nicht beachtet und die Aufstellung zählt)
cli-lineup-anti = Für das Antiturnier der Runde (R-F8)
cli-letters-about = Turnierfußball, Deich, Grand Slam: eine Datei mit Briefen lesen, wie Spieler sie schreiben (Mails oder Forenbeiträge hintereinander, zwischen zwei Briefen eine Zeile aus Strichen `---`), und zeigen, was jeder sagt: Aufstellungen und WP-Wunsch, ein Gebot, Punkteverteilungen. Nichts wird geraten: ein Brief, dem ein Wert fehlt oder der zwei nennt, wird mit dem Grund ausgelassen. Mit --apply werden die vollständig gelesenen Briefe eingetragen wie getippte (der letzte zählt)
cli-letters-event = Das Turnier
cli-letters-file = Die Datei mit den Briefen (UTF-8, oder Windows-1252, wie ein Mailprogramm sie speichern kann)
cli-letters-apply = Die vollständig gelesenen Briefe eintragen (ohne dies wird nichts gespeichert)
cli-bid-about = Deich: das Gebot eines Spielers in FP für die offene Runde (das letzte zählt; ein Gebot über seinen FP zählt als alle seine FP, R-D1)
cli-bid-event = Das Rennen
cli-bid-name = Der Spieler (Nummer oder Name)
cli-bid-fp = Das Gebot in FP: eine ganze Zahl, 0 oder mehr (`1500`, `20.000`)
cli-bid-round = Die Runde (Vorgabe: die offene); eine schon ausgewertete Runde lehnt das Gebot ab
cli-evaluate-about = Die offene Runde auswerten und das Ergebnis ausgeben: Turnierfußball die Turniere, die Rangliste und die nächste Runde mit ihren WP; Deich die Runde (wer kein Gebot hat, ist ein NMR)
cli-evaluate-event = Die Turnierdatei
cli-evaluate-json = JSON statt Text ausgeben
cli-table-about = Turnierfußball: die Tabelle einer Runde ausgeben (Vorgabe: die letzte ausgewertete Runde). JSON: `{"{"}round, wp, anti, teams: [{"{"}place, team, manager, submitted, lineup, corrections, points, goals_for, goals_against, goal_diff, rlp{"}"}], next_wp, anti_next{"}"}`
cli-table-event = Das Turnier
cli-table-round = Nummer der Runde
cli-table-anti = Das Antiturnier der Runde
cli-table-json = JSON ausgeben
cli-round-about = Turnierfußball: die offene Runde zeigen (ihre WP und woher sie kommen, ZAT, das Antiturnier, die eingegangenen Aufstellungen); `--wp` und `--zat` setzen sie (R-F7: der Spielleiter bestimmt die WP, wenn kein Wunsch es tut; die eingegangenen Aufstellungen werden dann auf die neuen WP korrigiert)
cli-round-event = Das Turnier
cli-round-wp = Die WP der offenen Runde setzen, 10..300
cli-round-zat = Den Abgabetermin wie ausgeschrieben setzen (`--zat "ZAT 12"`); `--zat ""` löscht ihn
cli-round-json = JSON ausgeben: `{"{"}round, wp, wp_from, anti_wp, zat, teams, anti_teams{"}"}`
cli-football-about = Turnierfußball-Werkzeuge ohne Turnier
cli-football-table-about = Ein Turnier direkt aus einer Aufstellungs-CSV auswerten (Kopfzeile `manager,team,t,a,v,m,s,wish`), ohne Turnierdatei: die schnelle Probe des Spielleiters. Dasselbe JSON wie `table --json`
cli-football-table-file = Die Aufstellungs-CSV
cli-football-table-wp = Die WP des Turniers
cli-football-table-anti = Als Antiturnier auswerten (R-F6)
cli-football-table-json = JSON ausgeben
cli-zat-about = Deich: den ZAT (Abgabetermin) der offenen Runde in eigenen Worten setzen; leer löscht ihn
cli-zat-event = Das Rennen
cli-zat-zat = Der Abgabetermin: `So 12.5. 20:00`
cli-zat-round = Die Runde (Vorgabe: die offene)
cli-grand-slam-about = Grand-Slam-Werkzeuge ohne Turnier
cli-grand-slam-match-about = Ein Match Satz für Satz spielen (`grand-slam.txt` 4.3, R-G3, R-G4): A und B als `30,25,21,13,11`. Wo ein Los nötig und nicht angegeben ist, werden beide Zweige gezeigt
cli-grand-slam-match-a = Die Verteilung von Spieler A, fünf ganze Zahlen `s1,s2,s3,s4,s5`
cli-grand-slam-match-b = Die Verteilung von Spieler B
cli-grand-slam-match-lot = Wer das Los gewinnt (`A` oder `B`), falls das Match eines braucht (höchstens eines)
cli-grand-slam-match-json = JSON ausgeben
cli-grand-slam-distribution-about = Eine Verteilung für eine Stärke prüfen (R-G1) und die Korrektur nach Regel 10 zeigen (R-G2)
cli-grand-slam-distribution-sets = Die Verteilung, `s1,s2,s3,s4,s5`
cli-grand-slam-distribution-strength = Die Stärke des Spielers
cli-grand-slam-distribution-json = JSON ausgeben
cli-export-about = Als CSV ausgeben: Swiss-Ergebnisse, -Tabelle und -Spieler, Muck-Ergebnisse und die Rangliste (`standings`). `results` ist das Format, das `import --results` liest, `players` das, das `import --players` liest (erst die Spieler, dann die Ergebnisse in ein neues Turnier eingelesen geben dieselbe Tabelle und dieselbe nächste Paarung), `standings` die Spalten von `standings --json`. Eine Zelle, die eine Tabellenkalkulation als Formel läse (`=`, `+`, `-`, `@`), bekommt ein `'` davor
cli-export-event = Das Turnier
cli-export-what = Was ausgegeben wird: `results`, `standings` oder `players`
cli-export-output = In diese Datei schreiben (Vorgabe: Standardausgabe)
cli-check-about = Eine Turnierdatei prüfen und ausgeben, was nicht stimmt
cli-check-event = Das Turnier
cli-restore-about = Eine Sicherung zurückholen, die Sicherungen auflisten oder ein beiseitegelegtes Journal nachtragen
cli-restore-event = Das Turnier
cli-restore-list = Die Sicherungen mit Zeit und letzter Änderung auflisten, nichts zurückholen
cli-restore-backup = Sicherung Nummer N (aus --list) zurückholen statt der neuesten, die lädt
cli-restore-journal = Die Ergebnisse der neben dem Turnier beiseitegelegten Journale nachtragen
cli-restore-accept = Eine außerhalb von turnier geänderte Datei so behalten, wie sie ist (nachdem geprüft ist, dass sie lädt)

## Der Rahmen einer Hilfeseite.
cli-heading-usage = Aufruf:
cli-heading-options = Optionen
cli-heading-arguments = Argumente
cli-heading-commands = Befehle
cli-flag-help = Hilfe anzeigen
cli-flag-help-short = Hilfe anzeigen (mehr mit '--help')
cli-flag-help-long = Hilfe anzeigen (kurz mit '-h')
cli-flag-version = Version anzeigen
cli-help-about = Diese Hilfe oder die Hilfe der genannten Befehle anzeigen
cli-help-subcommand = Die Hilfe dieser Befehle anzeigen
cli-possible-values = mögliche Werte: { $values }
cli-default = Vorgabe: { $value }
cli-aliases = auch: { $names }
cli-pv-swiss = Magic Swiss (`swiss-pairing-and-scoring.txt`)
cli-pv-muck = Ein Muck-Abend: feste Paare oder Einzelspieler, Bobbl und Tore (`muck-ranking.txt`)
cli-pv-football = Eine Turnierfußball-Serie: Aufstellungen, die Erwartungstabelle, RLP (`turnierfussball.txt`)
cli-pv-deich = Ein Ostfriesischer-Deich-Rennen: Gebote in FP per Post (`ostfriesischer-deich.txt`)
cli-pv-results = Jedes eingetragene Ergebnis, im Format des Einlesens
cli-pv-standings = Die Tabelle
cli-pv-players = Swiss: die Spieler mit Nummer, Anmeldereihenfolge, Nachmeldungen und Abmeldungen, im Format, das `import --players` vor den Ergebnissen wieder einliest
cli-pv-yes = An
cli-pv-no = Aus
cli-vn-command = BEFEHL
cli-vn-event = TURNIER
cli-vn-dir = ORDNER
cli-vn-lang = SPRACHE
cli-vn-profile = PROFIL
cli-vn-floor = UNTERGRENZE
cli-vn-floor-own-gw = JA_NEIN
cli-vn-bye-games = FREILOSSPIELE
cli-vn-drawn-game-points = PUNKTE
cli-vn-opponents = GEGNER
cli-vn-points = PUNKTE
cli-vn-schedule = PLAN
cli-vn-mode = MODUS
cli-vn-players = DATEI
cli-vn-lineups = DATEI
cli-vn-ranking = DATEI
cli-vn-entrants = DATEI
cli-vn-results = DATEI
cli-vn-bids = DATEI
cli-vn-round = RUNDE
cli-vn-table = TISCH
cli-vn-score = STAND
cli-vn-take = EINGABE
cli-vn-player = SPIELER
cli-vn-cut = CUT
cli-vn-document = DOKUMENT
cli-vn-format = FORMAT
cli-vn-file = DATEI
cli-vn-lineup = AUFSTELLUNG
cli-vn-wish = WUNSCH
cli-vn-text = TEXT
cli-vn-lot = LOS
cli-vn-sets = VERTEILUNG
cli-vn-strength = STÄRKE
cli-vn-what = WAS
cli-vn-system = SYSTEM
cli-vn-name = NAME
cli-vn-manager = MANAGER
cli-vn-team = TEAM

## Was main vor einem Fehler sagt.
cli-error-prefix = Fehler:

## Was die gemeinsamen Befehle ausgeben.
cli-print-language-about = Die Sprache festlegen, in der die Dokumente des Turniers gedruckt werden, unabhängig von der Sprache des Pults oder der Kommandozeile: `de`, `en` oder `none` (in der gerade benutzten Sprache drucken)
cli-print-language-event = Das Turnier
cli-print-language-language = `de`, `en` oder `none`
cli-print-language-set = Dokumente dieses Turniers werden { $lang ->
        [de] auf Deutsch
       *[en] auf Englisch
    } gedruckt
cli-print-language-cleared = Dokumente dieses Turniers werden in der gerade benutzten Sprache gedruckt
cli-saved-after = { $what }; gespeichert: { $path }
cli-yes = ja
cli-no = nein
cli-warning = Warnung:

## Swiss auf der Kommandozeile.
cli-swiss-created = angelegt: { $path } (Schweizer System, Profil { $profile_words }, Untergrenze { $floor }, eigene GW% mit Untergrenze { $own }, Spiele des Freiloses: { $bye_words }, unentschiedenes Spiel { $drawn ->
        [one] 1 Punkt
       *[other] { $drawn } Punkte
    }, zweimal getroffener Gegner: { $opponents_words })
cli-swiss-imported = eingelesen: { $added } Spieler dazu, { $all } insgesamt angemeldet
cli-swiss-imported-rounds = ; { $rounds } { $rounds ->
        [one] Runde
       *[other] Runden
    } dazu, { $all } insgesamt
cli-swiss-provisional = vorläufig: in Runde { $round } { $tables ->
        [one] ist { $tables } Tisch
       *[other] sind { $tables } Tische
    } offen: die Tabelle zählt die bisher eingetragenen Ergebnisse
cli-swiss-recommended-cut = { $active } aktive Spieler: empfohlener Cut { $cut } (0 = kein Cut)
cli-swiss-cut-provisional-draft = vorläufig: Runde { $round } ist ein Entwurf; der Cut wird aus der Schlusstabelle gemacht, diese Setzliste kann sich noch ändern
cli-swiss-cut-provisional-open = vorläufig: Runde { $round } ist nicht fertig; der Cut wird aus der Schlusstabelle gemacht, diese Setzliste kann sich noch ändern
cli-swiss-versus-short = –
cli-swiss-versus = gegen
cli-swiss-no-round = es gibt noch keine Runde: `turnier pair` paart die erste
cli-swiss-round-head = Runde { $round } ({ $state })
cli-swiss-state-draft = Entwurf
cli-swiss-state-published = veröffentlicht
cli-swiss-state-complete = fertig
cli-swiss-bye = Freilos
cli-swiss-bye-exclude = ein Matchsieg, 2-0: 3 Matchpunkte; die Spiele zählen nicht in GW%
cli-swiss-bye-count = ein Matchsieg, 2-0: 3 Matchpunkte; in GW% als 2-0 gezählt
cli-swiss-open-tables = { $tables ->
        [one] { $tables } Tisch
       *[other] { $tables } Tische
    } ohne Ergebnis
cli-swiss-reason-manual = von Hand
cli-swiss-reason-imported = eingelesen
cli-swiss-reason-same-group = gleiche Punktgruppe
cli-swiss-reason-pair-down = nach unten gepaart { $high }→{ $low }
cli-swiss-reason-skips-met = (überspringt { $groups }: hat jeden Spieler mit { $groups } Punkten schon getroffen, R-S12)
cli-swiss-reason-skips = (überspringt { $groups }: keine Paarung mit kleineren Sprüngen hat so wenige Wiederholungspaarungen, R-S12/R-S13)
cli-swiss-reason-rematch = Wiederholungspaarung
cli-swiss-reason-rematch-forced = Wiederholungspaarung: keine andere Paarung möglich
cli-swiss-reason-rs16 = R-S16: eine gleich gute Paarung (R-S12..R-S15) weicht hier ab; diese gibt dem besser Platzierten den besten noch möglichen Partner
cli-swiss-rematch = Tisch { $table }: { $a } gegen { $b } ist eine Wiederholungspaarung ({ $times ->
        [one] schon einmal gespielt
       *[other] schon { $times }-mal gespielt
    }){ $how }
cli-swiss-rematch-manual = , von Hand gemacht
cli-swiss-rematch-imported = , so eingelesen
cli-swiss-rematch-forced = , es gibt keine bessere Paarung
cli-swiss-record = { $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 Freilos
       *[other] {" "}+{ $byes } Freilose
    }
cli-swiss-sep-points = Punkte
cli-swiss-sep-registration = Anmeldung
cli-swiss-dropped = { $name } (abgemeldet)
cli-swiss-col-rank = Platz
cli-swiss-col-player = Spieler
cli-swiss-col-pts = Pkt.
cli-swiss-col-record = Bilanz
cli-swiss-col-separated = Wertung
cli-saved-draft = gespeichert: { $path } (Entwurf; veröffentlichen legt ihn fest)
cli-import-give = import: --players oder --results angeben
cli-later-round = Runde { $round }
cli-later-rounds = Runden { $first }..{ $last }
cli-not-last-round = Hinweis: Runde { $round } ist nicht die letzte Runde: die Tabelle hat sich geändert, aber die Paarungen von { $later } bleiben, wie sie gemacht wurden
cli-swap-give = swap: --players A B oder --tables T1 T2 angeben
cli-print-lp-html = print: --lp schickt das Textdokument; --format html weglassen, oder das HTML mit -o DATEI schreiben und aus dem Browser drucken
cli-check-ok = { $path }: in Ordnung
cli-restore-none = { $path } hat keine Sicherung, die lädt; `turnier restore { $path } --list` zeigt alle Sicherungen und warum
cli-restore-done = Sicherung Nummer { $seq } ist wieder { $path } (letzte Änderung: { $last }); die ersetzte Datei liegt bei den Sicherungen
cli-restore-no-journal = { $path } hat kein beiseitegelegtes Journal: nichts nachzutragen
cli-restore-journal-done = { $applied ->
    [one] ein Ergebnis nachgetragen
   *[other] { $applied } Ergebnisse nachgetragen
} in { $path }; die Journale liegen in seinem Sicherungsordner
cli-restore-accepted = { $path } bleibt, wie die Datei jetzt ist (letzte Änderung: { $last }); die Fassung davor liegt bei den Sicherungen
cli-restore-list-none = { $path } hat noch keine Sicherungen (jede Änderung legt eine an)
cli-restore-list-head = Sicherungen von { $path }, die neueste zuerst (`turnier restore TURNIER --backup N` holt Nummer N zurück):
cli-restore-list-empty = noch keine Änderung
cli-restore-list-damaged = lädt nicht: { $why }
cli-kept-journal = { $journal }{ $unreadable ->
    [0] {""}
   *[other] {" "}({ $unreadable } unlesbare Zeilen)
}:
cli-kept-applies = käme hinzu: { $what }
cli-kept-added = hinzugefügt: { $what }
cli-kept-already = schon im Turnier: { $why }
cli-kept-refused = passt jetzt nicht: { $why }
cli-wrote = geschrieben: { $path }
cli-not-football = das ist ein Fußball-Turnier: { $command } gibt es bei Swiss- und Muck-Turnieren; hier `turnier { $instead }`
cli-only-swiss = das ist { $kind }: diesen Befehl gibt es nur bei Turnieren nach Schweizer System
cli-seat-not = das ist { $kind }: seat gibt es bei Turnieren nach Schweizer System und Muck-Abenden
cli-only-muck = das ist { $kind }: diesen Befehl gibt es nur bei Muck-Abenden
cli-only-deich = das ist { $kind }: diesen Befehl gibt es nur bei Deich-Rennen
cli-no-tables = { $command }: ein Deich-Rennen hat keine Tische; Gebote eintragen (turnier bid) und die Runde drucken (turnier print TURNIER round)
cli-no-player = Spieler: kein Spieler { $key } (eine Nummer 1..{ $last } oder einen angemeldeten Namen angeben)
cli-many-players = Spieler: { $key } passt auf { $count } Spieler (Nummern { $ids }); die Nummer oder den ganzen Namen angeben
cli-problems-found = { $count ->
        [one] { $count } Problem gefunden
       *[other] { $count } Probleme gefunden
    }
cli-no-such-round = Runde: es gibt keine Runde { $round } (erlaubt: 1..{ $last })
cli-saved = gespeichert: { $path }
cli-removed = { $what }; jetzt { $count } angemeldet; gespeichert: { $path }
cli-import-football-only = das ist { $kind }: --lineups und --ranking gibt es bei Turnierfußball-Serien
cli-import-bids-deich = import: --bids gibt es bei Deich-Rennen; das ist { $kind }
cli-import-football = das ist ein Fußball-Turnier: import --lineups F.csv oder --ranking F.csv
cli-import-deich-results = import: ein Deich-Rennen hat keine Ergebnisdatei; Gebote mit --bids F.csv einlesen
cli-new-football-only = --wp, --anti-manager, --mode und --dice-games gibt es bei --system football
cli-result-deich = result: ein Deich-Rennen nimmt Gebote: turnier bid TURNIER NAME FP
cli-evaluate-not = evaluate: das ist { $kind }: nur Turnierfußball-Serien und Deich-Rennen werten Runden aus; Ergebnisse stattdessen mit `turnier result` eintragen
cli-table-not = das ist { $kind }: table gibt es bei Turnierfußball-Serien; siehe `turnier standings`
cli-export-not = export: das ist { $kind }; export results und standings gibt es bei Turnieren nach Schweizer System und Muck-Abenden, export players bei Turnieren nach Schweizer System
cli-export-players-not = export players: das ist { $kind }; export players gibt es bei Turnieren nach Schweizer System (die Paare und Spieler eines Muck-Abends liest `import --entrants` ein)
cli-swiss-muck-settings = new: --singles, --bobbl, --target, --rounds und --schedule sind Muck-Einstellungen; --system muck verwenden
cli-new-muck-not-football = die Muck-Einstellungen gibt es bei --system muck; eine Fußball-Serie nimmt --wp, --anti-manager, --mode, --dice-games
cli-imported-lines = { $count ->
        [one] { $count } Zeile
       *[other] { $count } Zeilen
    } eingelesen: { $what }; gespeichert: { $path }
cli-lineup-not = das ist { $kind }: lineup gibt es nur bei Turnierfußball-Serien
cli-round-not = das ist { $kind }: round gibt es nur bei Turnierfußball-Serien
cli-vn-options = OPTIONEN
cli-vn-addr = ADRESSE

# Several desks: share, join, sync, peers.
cli-share-about = Das Turnier mit anderen Rechnern in diesem Netz teilen und bereitstellen bis Strg-C
cli-share-event = Das Turnier
cli-join-about = Eine lokale Kopie eines geteilten Turniers aus seinem Ticket anlegen und abgleichen bis Strg-C
cli-join-event = Wohin die lokale Kopie kommt (darf noch nicht existieren); das Ticket kommt von der Standardeingabe oder aus --ticket-file
cli-join-then-event = Die ältere Form `turnier join TICKET TURNIER`: erst das Ticket, dann die Kopie
cli-join-ticket-file = Das Ticket aus dieser Datei lesen statt von der Standardeingabe
cli-sync-about = Ein geteiltes Turnier jetzt mit den anderen Rechnern abgleichen
cli-sync-event = Das Turnier
cli-sync-once = Einmal abgleichen und aufhören (ohne: weiter abgleichen bis Strg-C)
cli-share-listen = Nur auf dieser Adresse dieses Rechners lauschen (192.168.1.20, 127.0.0.1, ::1), wahlweise mit UDP-Port (192.168.1.20:4000, [::1]:4000); ohne: auf jeder Adresse
cli-share-no-discovery = Nicht im lokalen Netz nach den anderen Rechnern suchen (mDNS): sie nur unter den Adressen im Ticket und im geteilten Turnier erreichen
cli-join-listen = Nur auf dieser Adresse dieses Rechners lauschen (192.168.1.20, 127.0.0.1, ::1), wahlweise mit UDP-Port (192.168.1.20:4000, [::1]:4000); ohne: auf jeder Adresse
cli-join-no-discovery = Nicht im lokalen Netz nach den anderen Rechnern suchen (mDNS): sie nur unter den Adressen im Ticket und im geteilten Turnier erreichen
cli-sync-listen = Nur auf dieser Adresse dieses Rechners lauschen (192.168.1.20, 127.0.0.1, ::1), wahlweise mit UDP-Port (192.168.1.20:4000, [::1]:4000); ohne: auf jeder Adresse
cli-sync-no-discovery = Nicht im lokalen Netz nach den anderen Rechnern suchen (mDNS): sie nur unter den Adressen im Ticket und im geteilten Turnier erreichen
cli-share-name = Der Name dieses Rechners, auf den anderen Rechnern neben den Werten gezeigt, die er eingegeben hat (ohne: der zuletzt gegebene, sonst der Rechnername im Netz)
cli-join-name = Der Name dieses Rechners, auf den anderen Rechnern neben den Werten gezeigt, die er eingegeben hat (ohne: der zuletzt gegebene, sonst der Rechnername im Netz)
cli-sync-name = Der Name dieses Rechners, auf den anderen Rechnern neben den Werten gezeigt, die er eingegeben hat (ohne: der zuletzt gegebene, sonst der Rechnername im Netz)
cli-peers-about = Die Rechner eines geteilten Turniers auflisten: letzter Kontakt, gesendete Änderungen
cli-peers-event = Das Turnier

# Abweichungen zwischen Rechnern eines geteilten Turniers, überall wo ein Ergebnis steht.
cli-desks-differ-result = Rechner weichen ab: { $values }
cli-desks-differ-bobbl = Rechner weichen ab bei Bobbl { $bobbl }{ $second ->
    [yes] {" "}der zweiten Eingabe
   *[no] {""}
  }: { $values }
cli-desks-differ-at = Runde { $round }, Tisch { $table }: { $what }
cli-desks-settle = ≠ Rechner haben verschiedene Werte eingegeben; der erste gilt, bis einer übernommen wird: `turnier resolve TURNIER TISCH --take WERT`
cli-desks-not-final = nicht endgültig: { $count } { $count ->
    [one] Ergebnis weicht
   *[other] Ergebnisse weichen
  } zwischen Rechnern ab
cli-resolve-no-difference = Runde { $round }, Tisch { $table }: keine Werte verschiedener Rechner zu klären (`--take first` oder `--take second` klärt die zwei Eingaben eines Muck-Zettels)
cli-resolve-not-typed = --take: `{ $take }` ist kein Wert, den die Rechner bei Runde { $round }, Tisch { $table } eingegeben haben; erlaubt: { $allowed }
cli-resolve-one-value = --take: `{ $take }` ist nicht ein einzelnes Bobbl-Ergebnis; das geltende angeben, etwa `21:8`

# A name two players share, and a `Name #id` whose id is another player's.
cli-same-name-players = Spieler: { $count } Spieler heißen { $key } (Nummern { $ids }); die Nummer angeben, oder den Namen mit ihr, wie die Listen ihn schreiben: `{ $example }`
cli-player-id-other-name = Spieler: { $key }: Spieler { $id } ist { $name }; Namen und Nummer desselben Spielers angeben

# A command about tables at a system without them (a system may say what to do instead).
cli-no-tables-here = { $command }: dieses Turnier hat keine Tische
cli-open-serve = Den Saal neben dem Pult bedienen, wie `turnier serve`: TV-Seite und Spielerseiten im lokalen Netz (die Wandansicht zeigt den QR-Code)
cli-open-listen = Mit --serve: nur an dieser Adresse lauschen (HOST:PORT, HOST oder :PORT; sonst: jede Adresse, Port 8080)
cli-open-reports = Mit --serve: Spieler dürfen Ergebnisse per Handy melden (die Turnierleitung übernimmt sie)
cli-print-room = Zettel und Spielzettel: den Melde-Code jedes Tisches und die Adresse der Meldeseite unter URL drucken (wie `turnier serve --reports` sie nennt), in HTML mit QR-Code
cli-serve-about = Das Turnier bis Strg-C im lokalen Netz für den Saal bereitstellen: eine TV-Seite (`/`), die Seiten der Spieler fürs Handy (`/players`), die Runde als JSON (`/api/round`) und mit --reports die Seite, auf der Spieler ihr Ergebnis melden (`/report`)
cli-serve-event = Das Turnier
cli-serve-listen = Nur an dieser Adresse lauschen (HOST:PORT, HOST oder :PORT; sonst: jede Adresse, Port 8080)
cli-serve-reports = Spieler dürfen Ergebnisse mit dem Code vom Zettel per Handy melden; eine Meldung wartet auf die Turnierleitung (`turnier accept`)
cli-reports-about = Die gemeldeten Ergebnisse auflisten, die auf die Turnierleitung warten, und gesperrte Tische
cli-reports-event = Das Turnier
cli-reports-codes = Den Code jedes Tisches der gezeigten Runde drucken (für die Zettel), statt der Meldungen
cli-reports-unlock = Das Melden an TISCH entsperren (nach falschen Codes gesperrt)
cli-reports-dismiss = Die Meldungen von TISCH verwerfen
cli-accept-about = Das von den Spielern gemeldete Ergebnis von TISCH (gezeigte Runde) als Ergebnis übernehmen
cli-accept-event = Das Turnier
cli-accept-table = Der Tisch
