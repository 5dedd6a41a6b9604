# Ablehnungen (game::Rejected) und die Fehler beim Laden, Speichern, Importieren (Bereich core).
# Die Feldnamen (name, table, bobbl, target …) sind die der Kommandozeile und bleiben so.

## Die Formen einer Ablehnung
err-not-found = { $field }: { $missing }
err-not-found-allowed = { $field }: { $missing } (erlaubt: { $allowed })
err-unknown-value = { $field }: unbekannter Wert { $value }; erlaubt: { $allowed }
err-out-of-range = { $field }: { $value } { $unit } geht nicht; erlaubt: { $allowed }
err-field = { $field }: { $message }
err-score-table-bobbl = Tisch { $table }, Bobbl { $bobbl }: { $message }
err-at-table = Tisch { $table }: { $message }
err-refused = { $command }: { $message }
err-no-draft = kein Entwurf da: zuerst { $first }
err-not-a-draft = Runde { $round } ist { $state }: so lässt sich nur ein Entwurf ändern
err-draft-exists = Runde { $round } ist schon ein Entwurf: veröffentlichen, { $again } oder löschen
err-open-tables = Runde { $round } hat { $open ->
        [one] einen Tisch
       *[other] { $open } Tische
    } { $lacking }: erst eintragen
err-draft-not-published = Runde { $round } ist ein Entwurf: erst veröffentlichen, dann { $entering } eintragen
err-submissions-closed = { $what } für Runde { $round } sind geschlossen, seit sie ausgewertet ist
err-wrong-system = das ist { $event }: { $command } gibt es nur bei { $owner }{ $instead }
err-unchanged = Tisch { $table }: { $entered } ist schon eingetragen; nichts geändert
err-state-draft = Entwurf
err-state-published = veröffentlicht
err-state-complete = abgeschlossen

## Was fehlt
err-no-table = Runde { $round } hat keinen Tisch { $table }
err-no-round = Runde { $round } gibt es nicht
err-no-player = kein Spieler mit Nummer { $id }

## Namen
err-name-empty = darf nicht leer sein
err-name-control = darf keine Steuerzeichen enthalten (Tabulatoren, Zeilenumbrüche, Escape-Folgen, Richtungswechsel)
err-name-too-long = höchstens { $limit } Zeichen (dieser hat { $count })

## Der Lauf einer Runde
err-swap-tables-same = die beiden Tischnummern müssen verschieden sein
err-import-draft = Runde { $round } ist ein Entwurf; vor dem Import der Ergebnisse löschen
err-import-next = als Nächstes ist Runde { $expected } zu importieren, nicht { $round }
err-no-round-yet = noch keine Runde da
err-undo-not-ancestor = der frühere Stand ist kein Vorgänger dieses Stands; nichts rückgängig zu machen

## Wie ein System die Schritte seiner Runden nennt
err-words-swiss-first = die nächste Runde paaren
err-words-swiss-again = neu paaren
err-words-swiss-lacking = ohne Ergebnis
err-words-swiss-entering = Ergebnisse
err-words-muck-first = die nächste Runde auslosen
err-words-muck-again = neu auslosen
err-words-muck-lacking = mit offenem Bobbl
err-words-muck-entering = Spielstände

## Ein Befehl bei einem Turnier eines anderen Systems
err-cmd-this = dieser Befehl
err-cmd-swiss-pair = das Paaren der nächsten Runde
err-cmd-swiss-repair = das Neu-Paaren
err-cmd-swiss-swap = das Tauschen zweier Spieler
err-cmd-swiss-result = ein Matchergebnis
err-cmd-swiss-import = der Import einer Schweizer Runde
err-cmd-muck-add = die Anmeldung von Muck-Teilnehmern
err-cmd-muck-make-pair = das Bilden eines Paars
err-cmd-muck-withdraw = das Abmelden eines Teilnehmers
err-cmd-muck-reinstate = das Wiederanmelden eines Teilnehmers
err-cmd-muck-draw = die Auslosung einer Muck-Runde
err-cmd-muck-redraw = das Neu-Auslosen einer Muck-Runde
err-cmd-muck-swap = das Tauschen zweier Teilnehmer
err-cmd-muck-score = ein Bobbl-Spielstand
err-cmd-muck-resolve = das Klären einer Zweiteingabe
err-cmd-muck-import = der Import einer Muck-Runde
err-instead-draw = ; stattdessen die Runde auslosen (`turnier draw`)
err-instead-redraw = ; stattdessen neu auslosen
err-instead-swap-entrants = ; stattdessen Teilnehmer tauschen
err-instead-bobbl-score = ; stattdessen den Spielstand jedes Bobbl eintragen (z. B. `turnier result EVENT 3 21:4,20:21`)
err-instead-pair = ; stattdessen die Runde paaren (`turnier pair`)

## Schweizer System
err-names-empty = mindestens ein Spielername ist nötig
err-not-dropped = { $name } ist nicht abgemeldet
err-dropped-already = { $name } ist schon abgemeldet (nach Runde { $round })
err-swiss-drop-seated = { $name } sitzt im Entwurf von Runde { $round }; Entwurf löschen, abmelden, dann neu paaren
err-swiss-remove-paired = Runde { $round } gibt es schon ({ $state }), { $name } kann daher schon gepaart sein; stattdessen abmelden (Ergebnisse und Paarungen bleiben)
err-swap-players-same = die beiden Spieler müssen verschieden sein
err-swiss-swap-not-in-draft = { $name } ist nicht im Entwurf von Runde { $round } (weder gesetzt noch mit Freilos)
err-swiss-swap-same-table = { $a } und { $b } sitzen schon am selben Tisch
err-swiss-publish-twice = { $name } sitzt in Runde { $round } doppelt; erst neu paaren oder tauschen
err-swiss-publish-dropped = { $name } ist nach Runde { $round } abgemeldet, sitzt aber; erst neu paaren
err-swiss-publish-missing = in Runde { $round } fehlen aktive Spieler: { $names }. Erst neu paaren
err-swiss-publish-stale = { $why }; erst neu paaren
err-swiss-stale-points = der Entwurf von Runde { $round } wurde gepaart, bevor ein Ergebnis einer früheren Runde korrigiert wurde ({ $name } hatte damals { $then } Punkte, jetzt { $now })
err-swiss-score = { $score } ist kein Ergebnis eines Matchs auf zwei Gewinnspiele; erlaubt: gewonnene Spiele 0..2 je Spieler (nicht 2-2), Unentschieden 0..3, z. B. 2-0, 2-1, 1-1-1, 0-2, ID
err-import-open-tables = Runde { $round } hat { $open ->
        [one] einen Tisch
       *[other] { $open } Tische
    } { $lacking }: erst eintragen
err-plays-twice = { $name } spielt in Runde { $round } doppelt
err-table-twice = Tisch { $table } kommt in Runde { $round } doppelt vor

## Muck
err-entrants-empty = mindestens ein Teilnehmer ist nötig
err-muck-pair-named-twice = { $a } steht doppelt in „{ $a } / { $b }“; ein Paar sind zwei verschiedene Spieler
err-muck-pair-at-singles = „{ $a } / { $b }“ ist ein Paar, hier spielen aber Einzelspieler mit wechselnden Partnern; jeden Spieler einzeln mit Namen anmelden
err-muck-too-many-names = „{ $names }“ hat { $count } Namen; erlaubt: ein Spieler oder ein Paar aus zweien (`Berta / Else`)
err-muck-no-pairs-at-singles = hier spielen Einzelspieler mit wechselnden Partnern; die Paare werden jede Runde neu ausgelost
err-muck-pair-same-player = { $name } steht doppelt; ein Paar sind zwei verschiedene Spieler
err-muck-plays-in-pair = { $name } spielt schon in Paar { $pair } ({ $pair_name })
err-muck-is-withdrawn = { $name } ist abgemeldet
err-muck-no-pair = kein Paar { $pair }
err-muck-no-player = kein Spieler { $player }
err-muck-pairs-range = Paare 1..{ $count }
err-muck-players-range = Spieler 1..{ $count }
err-muck-withdrawn-already = { $name } ist schon abgemeldet
err-muck-withdraw-in-draft = { $name } ist im Entwurf von Runde { $round }; Entwurf löschen, abmelden, dann neu auslosen
err-muck-not-withdrawn = { $name } ist nicht abgemeldet
err-swap-entrants-same = die beiden Teilnehmer müssen verschieden sein
err-muck-swap-not-in-draft = { $name } ist nicht im Entwurf von Runde { $round } (weder gesetzt noch setzt aus)
err-muck-table-twice = Tisch { $table } kommt in Runde { $round } doppelt vor (oder ist 0); Tischnummern sind 1.. und eindeutig
err-muck-side-twice = { $name } ist zweimal auf einer Seite; eine Seite sind zwei verschiedene Spieler
err-muck-side-pair = eine Seite muss bei festen Paaren ein angemeldetes Paar sein
err-muck-side-singles = eine Seite müssen bei wechselnden Partnern zwei Einzelspieler sein
err-muck-seated-twice = { $name } sitzt in Runde { $round } doppelt; jeder spielt pro Runde an einem Tisch
err-muck-bobbl-count = Tisch { $table } hat { $count } Bobbl, eine Runde hat aber { $bobbl } (erlaubt: Bobbl 1..{ $bobbl })
err-muck-publish-stale = { $why }; erst neu auslosen (r am Pult, `turnier redraw`)
err-muck-stale = der Entwurf von Runde { $round } ist veraltet: das Feld hat sich seit der Auslosung geändert ({ $parts })
err-muck-stale-missing = fehlt darin: { $names }
err-muck-stale-withdrawn = abgemeldet: { $names }
err-muck-no-score = mindestens ein Bobbl-Spielstand ist nötig, z. B. 21:4
err-muck-no-bobbl = Runde { $round } hat { $have } Bobbl pro Tisch; Bobbl { $bobbl } gibt es nicht
err-muck-score = genau eine Seite muss { $target } erreichen (das Ziel; ein Wert darüber zählt als { $target }); eingetragen ist { $a }:{ $b }{ $found }
err-muck-score-both = , beide am Ziel
err-muck-score-neither = , keine am Ziel (ein abgebrochener Bobbl wird nicht gewertet)
err-muck-second-without-first = Runde { $round }, Tisch { $table }: Bobbl { $bobbl } hat noch keine Ersteingabe; eine Zweiteingabe prüft die erste, daher diesen Zettel als Ersteingabe tippen
err-muck-no-round-yet = noch keine Runde da; erst eine auslosen und veröffentlichen
err-muck-nothing-to-resolve = Runde { $round }, Tisch { $table }: { $why }; nichts zu klären
err-muck-no-second-entry = keine Zweiteingabe da
err-muck-entries-agree = Erst- und Zweiteingabe stimmen überein
err-muck-keep-empty-first = Runde { $round }, Tisch { $table }: Bobbl { $bobbl } hat nur eine Zweiteingabe; die erste zu behalten würfe sie weg: die Zweiteingabe nehmen oder die erste tippen
err-muck-import-bobbl = Tisch { $table } hat einen Spielstand für Bobbl { $count }, eine Runde hat aber { $bobbl }

## Die Sitzung des Pults (session.rs)
err-session-read-only = dieses Turnier ist nur zum Lesen offen: nichts lässt sich ändern
err-session-not-saved = nicht gespeichert: { $cause }
err-session-not-reapplied = nicht gespeichert: ein anderes Programm hat die Datei geändert (neu geladen), und die Ergebnisse dieser Sitzung, die es nicht übernommen hat, passen nicht mehr dazu: { $refused }; bitte neu eintragen
err-session-reload = nicht gespeichert: ein anderes Programm hat die Datei geändert, und sie lädt nicht mehr: { $cause }
err-session-nothing-to-undo = nichts rückgängig zu machen: seit dem Öffnen wurde nichts geändert
err-session-undo-mismatch = nichts rückgängig zu machen: das Protokoll passt nicht zum gespeicherten Stand
err-session-changed-elsewhere = nichts rückgängig zu machen: ein anderes Programm hat die Datei seit der letzten Änderung dieser Sitzung geändert (neu geladen)
err-session-reloaded-first = { $what } (ein anderes Programm hatte die Datei geändert: zuerst neu geladen)
err-session-a-result = ein Ergebnis
err-session-would-now-be = { $what } (es wäre jetzt `{ $now }`)
err-session-refused-now = { $what } ({ $why })
err-session-not-written = nicht ganz geschrieben (das Journal behält jedes Ergebnis): { $cause }

## Laden und Speichern (store)
err-io = { $path }: { $action } nicht möglich: { $cause }
err-io-append-to = Anhängen an
err-io-create-temp-in = Anlegen einer Zwischendatei in
err-io-create-folder = Anlegen des Ordners
err-io-create = Anlegen
err-io-delete-old-backup = Löschen der alten Sicherung
err-io-delete = Löschen
err-io-fsync-folder = Festschreiben (fsync) des Ordners
err-io-fsync = Festschreiben (fsync)
err-io-lock = Sperren
err-io-open-lock-file = Öffnen der Sperrdatei
err-io-open = Öffnen
err-io-read-folder = Lesen des Ordners
err-io-read-size = Lesen der Größe
err-io-read = Lesen
err-io-rename-temp-to = Umbenennen einer Zwischendatei zu
err-io-set-permissions = Setzen der Rechte
err-io-write = Schreiben
err-io-not-found = Datei oder Ordner nicht gefunden
err-io-permission-denied = keine Berechtigung
err-io-already-exists = Datei gibt es schon
err-store-no-data-dir = kein Standard-Datenordner: der Home-Ordner ist auf diesem System unbekannt; --data-dir ORDNER angeben
err-store-empty-name = der Turniername { $name } hat keine Buchstaben oder Ziffern für einen Dateinamen; Buchstaben, Ziffern oder einen Pfad mit .ron am Ende angeben
err-store-parse = { $path }:{ $line }:{ $col }: { $cause }
err-store-not-utf8 = die Datei ist kein gültiger UTF-8-Text
err-store-eof = die Datei endet zu früh (RON unvollständig)
err-store-newer-schema = { $path }: Schema-Version { $found } ist neuer, als dieses Programm kennt (Schema { $supported }); mit einem neueren turnier öffnen
err-store-unknown-schema = { $path }: Schema-Version { $found } ist unbekannt; unterstützt: 1..={ $supported }
err-store-invalid = { $path }: das Turnier ist widersprüchlich: { $problems }
err-store-already-exists = { $path } gibt es schon; einen anderen Namen wählen oder die Datei öffnen, um dieses Turnier fortzusetzen
err-store-damaged = nicht gespeichert: { $path } lädt nicht, und eine Datei, die nicht lädt, wird nie überschrieben ({ $cause }); { $backup }
err-store-newest-backup = die neueste lesbare Sicherung ist { $path }
err-store-no-backup = es gibt keine lesbare Sicherung
err-store-not-a-backup = { $backup } ist keine Sicherung von { $path }; Sicherungen liegen in { $dir }
err-store-journal = { $path }:{ $line }: { $cause }; das Journal hält die Befehle seit dem letzten ganzen Schreiben der Datei und bleibt, wie es ist
err-store-journal-stale = der Befehl passt nicht mehr: { $why }
err-store-outdated = { $path } wurde von einem anderen Programm geändert, seit dieses sie zuletzt schrieb; der Stand wird stattdessen ganz geschrieben
err-store-locked = ein anderes turnier schreibt gerade { $path }; bitte noch einmal versuchen
err-store-serialize = das Turnier lässt sich nicht als RON schreiben: { $cause }
err-store-no-such-backup = es gibt keine Sicherung Nummer { $seq } von { $path }; vorhanden sind: { $have }
err-store-no-backups-at-all = keine (über diese Datei wurde noch keine Änderung gespeichert)
err-io-keep-aside = ein Journal beiseitelegen als
err-store-too-deep = die Datei ist tiefer verschachtelt, als turnier liest (sie stammt nicht von diesem turnier oder wurde verändert)
err-store-too-deep-write = es ist tiefer verschachtelt, als turnier schreibt
err-store-altered = { $path } wurde außerhalb von turnier verändert oder vom Datenträger beschädigt: die Zeilen { $from } bis { $to } sind nicht so, wie turnier sie schrieb; deshalb wird die Datei so nicht verwendet
err-store-unwritable = nicht gespeichert: die neue Fassung von { $path } ließe sich nicht wieder lesen ({ $cause }); die Datei ist unverändert
err-store-reads-back-other = sie liest sich als ein anderes Turnier
err-store-restore-hint = Die neueste Sicherung, die lädt, ist Nummer { $seq } ({ $backup }): `turnier restore { $path }` übernimmt sie (die jetzige Datei wird aufbewahrt); `turnier restore { $path } --list` zeigt alle Sicherungen.
err-store-accept-hint = Wenn Sie die Datei absichtlich geändert haben, behält `turnier restore { $path } --accept` sie so, wie sie ist.
store-notice-unmatched = { $journal } gehört nicht zu { $event }, wie die Datei jetzt ist (seine erste Zeile ist beschädigt, oder die Datei wurde ersetzt): { $readable ->
    [one] ein Ergebnis daraus ist
   *[other] { $readable } Ergebnisse daraus sind
} nicht im Turnier{ $unreadable ->
    [0] {""}
   *[other] {" "}({ $unreadable } unlesbare Zeilen)
}. Die nächste Änderung legt das Journal beiseite, gelöscht wird es nie. `turnier check { $event }` zeigt, was es enthält; `turnier restore { $event } --journal` trägt es nach.
store-notice-broken = { $journal }, Zeile { $line }: { $cause }. { $applied ->
    [one] Das eine Ergebnis davor ist
   *[other] Die { $applied } Ergebnisse davor sind
} im Turnier; ab dieser Zeile ({ $kept } Zeilen) nichts. Die nächste Änderung legt das Journal beiseite, gelöscht wird es nie. `turnier check { $event }` zeigt, was es enthält; `turnier restore { $event } --journal` trägt nach, was sich lesen lässt.
store-notice-kept-aside = { $journal } enthält { $entries ->
    [one] ein Ergebnis
   *[other] { $entries } Ergebnisse
}, beiseitegelegt aus einem Journal, das nicht zu { $event } passte: `turnier check { $event }` zeigt sie; `turnier restore { $event } --journal` trägt sie nach.

## Die Regeln einer geladenen Datei (store, swiss und muck validate); ein Problem beginnt mit
## dem, worum es geht (`Runde 3, Tisch 2`, `Teilnehmer #4`), daran findet `turnier check` die Zeile
err-v-schema = Schema ist { $found }, ein geladenes Turnier muss aber Schema { $schema } haben
err-v-participant-position = Teilnehmer { $name } an Stelle { $want } hat die Nummer #{ $id }; die Nummern müssen 1..{ $count } in Anmeldereihenfolge sein
err-v-event-name = der Turniername { $name }: { $why }
err-v-participant-name = Teilnehmer #{ $id } { $name }: Name { $why }
err-v-audit-seq = Protokolleintrag { $want } hat die laufende Nummer { $seq }; sie müssen 1..{ $count } in Reihenfolge sein
err-v-round = Runde { $round }
err-v-at-table = { $label }, Tisch { $table }
err-v-at = { $at }: { $why }
err-v-at-bobbl = { $at }, Bobbl { $bobbl }: { $why }
err-v-round-position = { $label } steht an Stelle { $want }; Runden müssen 1..{ $last } in Reihenfolge nummeriert sein
err-v-draft-not-last = { $label } ist ein Entwurf, aber nicht die letzte Runde; nur die letzte Runde darf ein Entwurf sein
err-v-complete-open = { $label } ist abgeschlossen, aber { $open ->
        [one] ein Tisch hat
       *[other] { $open } Tische haben
    } kein Ergebnis
err-v-table-zero = { $at }: Tischnummern beginnen bei 1
err-v-table-twice = { $at }: Tischnummer doppelt vergeben; Tischnummern müssen in einer Runde eindeutig sein
err-v-player-unknown = { $at }: Spieler #{ $player } ist nicht angemeldet (angemeldet: #1..#{ $count })
err-v-plays-themself = { $at }: Spieler #{ $player } spielt gegen sich selbst
err-v-sits-twice = { $label }: Spieler #{ $player } ({ $name }) sitzt an Tisch { $other } und { $table }; niemand darf in einer Runde doppelt sitzen
err-v-bye-unknown = { $label }: Freilos für Spieler #{ $player }, der nicht angemeldet ist (angemeldet: #1..#{ $count })
err-v-bye-twice = { $label }: Spieler #{ $player } hat das Freilos doppelt
err-v-bye-and-table = { $label }: Spieler #{ $player } ({ $name }) hat das Freilos, sitzt aber auch an Tisch { $table }
err-v-sits-at = sitzt in Runde { $round } an Tisch { $table }
err-v-has-bye = hat in Runde { $round } das Freilos
err-v-who = Spieler #{ $player } ({ $name })
err-v-dropped-after-last = { $who } ist nach Runde { $round } abgemeldet, es gibt aber { $rounds ->
        [one] eine Runde
       *[other] { $rounds } Runden
    }
err-v-dropped-plays = { $who } ist nach Runde { $round } abgemeldet, { $at } aber; wer abgemeldet ist, spielt keine spätere Runde
err-v-entered-plays = { $who } ist in Runde { $round } nachgemeldet, { $at } aber; eine Nachmeldung spielt ab ihrer Runde
err-v-settings = Einstellungen: { $why }
err-v-changing-with-pairs = ein Turnier mit wechselnden Partnern hat feste Paare
err-v-pair-position = Paar an Stelle { $want } hat die Nummer { $id }; Paarnummern müssen 1..{ $count } in Reihenfolge sein
err-v-pair-same-player = Paar { $pair }: Spieler #{ $player } doppelt; ein Paar sind zwei verschiedene Spieler
err-v-pair-player-unknown = Paar { $pair }: Spieler #{ $player } ist nicht angemeldet
err-v-player-two-pairs = Spieler #{ $player } spielt in Paar { $other } und in Paar { $pair }
err-v-muck-draft-not-last = { $label } ist ein Entwurf, aber nicht die letzte Runde
err-v-muck-complete-open = { $label } ist abgeschlossen, aber { $open ->
        [one] ein Tisch hat
       *[other] { $open } Tische haben
    } einen offenen Bobbl
err-v-muck-table-numbers = { $at }: Tischnummern müssen 1.. und in einer Runde eindeutig sein
err-v-side-pair-unknown = { $at }: Paar { $pair } ist nicht angemeldet
err-v-side-player-unknown = { $at }: Spieler #{ $player } ist nicht angemeldet
err-v-side-player-twice = { $at }: Spieler #{ $player } doppelt auf einer Seite
err-v-side-kind = { $at }: eine Seite muss hier { $kind } sein
err-v-side-a-pair = ein Paar
err-v-side-two-singles = zwei Einzelspieler
err-v-seated-twice = { $label }: { $name } sitzt doppelt
err-v-bobbl-count = { $at }: { $first } Bobbl eingetragen (Zweiteingabe { $second }), eine Runde hat aber { $bobbl }
err-v-sits-out-seated = { $label }: { $name } setzt aus, sitzt aber auch (oder setzt doppelt aus)

## Importieren (import.rs)
err-import-refused = Zeile { $line }: { $why }
err-import-lines = nichts importiert: { $count } Fehler, alle beheben und neu importieren:{ $lines }
err-import-csv = die CSV-Datei lässt sich nicht lesen: { $cause }
err-import-header = Kopfzeile: erwartet `{ $expected }`, gefunden `{ $found }`
err-import-field = Zeile { $line }: { $field }: { $message }
err-import-empty = die Datei hat keine Datenzeilen
err-import-duplicates = nichts importiert: { $clashes }; die anderen allein importieren, oder `--allow-duplicate-names` angeben, wenn es wirklich weitere Spieler gleichen Namens sind
err-import-too-large = die Datei ist größer als { $mib } MiB, die Grenze für einen Import
err-import-line-too-long = Zeile { $line }: länger als { $limit } Zeichen, die Grenze für eine Zeile
err-import-line-break = { $name } geht über einen Zeilenumbruch: ein Anführungszeichen `"` öffnet ein Feld, das nie schließt
err-import-name-fault = { $why }: { $name }
err-import-registered-already = Zeile { $line }: { $name } ist schon angemeldet (#{ $id })
err-import-on-line = Zeile { $line }: { $name } steht schon in Zeile { $first }
err-import-not-a-number = { $value } ist keine ganze Zahl >= 0
err-import-rounds-start = Runden beginnen bei 1
err-import-must-name = muss einen Spieler nennen
err-import-games = { $value } ist mehr, als ein Match auf zwei Gewinnspiele hat; erlaubt: 0..{ $most }
err-import-ambiguous = { $name } ist der Name zweier angemeldeter Spieler: wie in den Listen mit der Nummer schreiben (z. B. { $example }) oder einen umbenennen
err-import-unknown-name = { $name } ist nicht angemeldet (erst die Spieler importieren oder `--add-missing-players` angeben)
err-import-plays-themself = ein Spieler kann nicht gegen sich selbst spielen
err-import-round-gap = Runde { $round } lässt sich nicht importieren: als Nächstes ist Runde { $want } dran (Runden müssen ohne Lücke an die letzte Runde des Turniers anschließen)
err-import-malformed = Zeile { $line }: kein gültiger { $encoding }-Text (die Datei beginnt mit der Byte-Order-Mark von { $encoding }); die Datei neu als „CSV UTF-8“ speichern
err-import-nul = Zeile { $line }: ein NUL-Byte, das eine CSV-Datei nicht hat (UTF-16 ohne Byte-Order-Mark, oder gar keine CSV-Datei?); die Datei neu als „CSV UTF-8“ speichern
# Gesagt, wenn eine Datei in einer anderen Kodierung als einfachem UTF-8 gelesen wurde
# ($encoding: utf8-bom, utf16le, utf16be, windows1252).
import-read-as = gelesen als { $encoding ->
    [utf8-bom] UTF-8 mit Byte-Order-Mark (Excel „CSV UTF-8“)
    [utf16le] UTF-16 LE
    [utf16be] UTF-16 BE
    [windows1252] Windows-1252 (Excel)
   *[other] UTF-8
}

## Das Journal und alte Schemata (store)
err-journal-no-end = die Zeile hat kein Ende (das Schreiben wurde abgebrochen)
err-journal-not-utf8 = die Zeile ist kein UTF-8-Text
err-journal-no-checksum = die Zeile hat keine Prüfsumme
err-journal-checksum = die Prüfsumme der Zeile passt nicht zu ihrem Text
err-journal-parse = der Eintrag lässt sich nicht lesen: { $cause }
err-upgrade-swiss-with-muck = ein Turnier nach Schweizer System hat Muck-Paare oder -Runden; die darf nur ein Muck-Turnier haben
err-upgrade-muck-with-swiss = ein Muck-Turnier hat Schweizer Runden; seine Runden gehören in `muck.rounds`
err-check-line = Zeile { $line }: { $problem }
err-swiss-score-not-bo3 = Ergebnis { $score } ist kein Best-of-three-Ergebnis; erlaubt: je Spieler 0..2 gewonnene Spiele (nicht 2-2), 0..3 unentschiedene Spiele, z. B. 2-0, 2-1, 1-1-1, 0-2, ID
err-swiss-score-not-understood = Ergebnis { $score } ist nicht lesbar; erlaubt: SIEGE-NIEDERLAGEN[-UNENTSCHIEDEN] wie 2-0, 2-1, 1-1-1, 0-2, oder ID für ein abgesprochenes Unentschieden
# Die Feldnamen der Ablehnungen.
err-field-table = Tisch
err-field-player = Spieler
err-field-score = Ergebnis
err-field-round = Runde
err-field-pair = Paar
err-field-entrant = Teilnehmer
err-field-result = Ergebnis
err-field-bid = Gebot
err-field-names = Namen
err-field-name = Name
err-field-event-name = Turniername
err-field-team = Team
err-field-manager = Manager
err-field-lineup = Aufstellung
err-field-tables = Tische
err-field-players = Spieler
err-field-rounds = Runden
err-field-bobbl = Bobbl
err-field-target = Ziel
# Die Befehlswörter am Anfang der Ablehnungen.
err-command-evaluate = auswerten
err-command-register = anmelden
err-command-start = Start
err-command-import = Import
err-command-publish = veröffentlichen
err-command-swap = tauschen
err-command-undo = rückgängig
err-command-result = Ergebnis
err-command-lineup = Aufstellung
err-command-drop = abmelden
err-command-undrop = wieder anmelden
err-command-draw = auslosen
err-command-pair = paaren
err-command-repair = neu paaren
err-command-redraw = neu auslosen
err-command-withdraw = zurückziehen
err-command-reinstate = wieder aufnehmen
err-command-remove = streichen
err-command-rename = umbenennen
err-command-score = Stand
err-command-resolve = klären
err-command-bid = Gebot
err-command-delete-draft = Entwurf verwerfen
err-cmd-muck-remove = das Entfernen eines Teilnehmers
err-muck-remove-in-pair = { $name } spielt in Paar { $pair } ({ $pair_name }): das Paar entfernen
err-muck-remove-draft = { $name } ist im Entwurf von Runde { $round }; Entwurf löschen, entfernen, dann neu auslosen
err-muck-remove-played = { $name } hat in Runde { $round } gespielt (Tisch { $table }), die Anmeldung bleibt; stattdessen abmelden (`turnier drop`): die Ergebnisse bleiben
