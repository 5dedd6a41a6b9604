# Mehrere Rechner, ein Turnier: die Ablehnungen beim Nachspielen (src/sync/).

sync-err-round-elsewhere = Runde { $round } hat Rechner { $desk } zuerst veröffentlicht: dieses Ergebnis wurde für eine andere Einteilung getippt; in der veröffentlichten Runde neu eingeben
sync-err-value-kind = der Wert passt nicht zum Tisch (Bobbl-Ergebnis an einem Swiss-Tisch, Match-Ergebnis auf einem Spielstandzettel)
sync-err-log = die Änderung passt nicht zu den Änderungen dieses Rechners
sync-err-undo = dieses Turnier ist mit anderen Rechnern geteilt: Rückgängig nimmt keine geteilte Änderung zurück; stattdessen den Wert eingeben, der gelten soll
sync-err-io = { $action } { $path }: { $cause }
sync-err-parse = { $path } lässt sich nicht laden: { $cause }
sync-err-merge = die Änderungen des geteilten Turniers passen nicht zusammen: { $cause }
sync-err-node = der Netzwerkknoten ist ausgefallen: { $cause }
sync-err-not-shared = { $path } ist nicht geteilt: am Hauptrechner `turnier share EV` ausführen, an einem anderen `turnier join EV < ticket.txt`
sync-err-exists = { $path } gibt es schon: join legt eine neue Kopie an, bitte einen Pfad angeben, den es noch nicht gibt
sync-err-ticket = das Ticket lässt sich nicht lesen: { $cause } (ganz kopieren, es beginnt mit "doc")
sync-err-no-answer = kein Rechner mit diesem Turnier hat binnen { $seconds } s unter { $addrs } geantwortet: prüfen, ob `turnier share` am Hauptrechner jetzt läuft, ob dieser Rechner im selben Netz ist (und die Adresse noch die des Hauptrechners), ob eine Firewall turnier durchlässt (UDP) und ob das Ticket das ist, das share jetzt zeigt, ganz kopiert
sync-err-wrong-ticket = der Rechner unter { $addrs } hat geantwortet, teilt aber nicht das Turnier dieses Tickets: das Ticket wurde verändert oder nur zum Teil kopiert, oder es gehört zu einem anderen Turnier; es noch einmal ganz von `turnier share` am Hauptrechner kopieren
sync-no-addrs = (das Ticket nennt keine Adresse)
sync-err-base = das geteilte Turnier lässt sich nicht laden: { $cause }
sync-err-no-ticket = kein Ticket: über die Standardeingabe geben (`turnier join TURNIER < ticket.txt`), auf Nachfrage einfügen oder `--ticket-file DATEI` angeben
sync-ticket-is-key = Dieses Ticket ist der Schlüssel des Turniers: wer es hat, kann das Turnier lesen und ändern. Nur an die Rechner dieses Turniers weitergeben (als Datei: `turnier join TURNIER --ticket-file DATEI`), nicht in Bildschirmfotos, Chats oder geteilte Ordner.
sync-ticket-paste = Das Ticket einfügen, das `turnier share` am Hauptrechner zeigt, und Enter drücken:
sync-ticket-in-args = Hinweis: ein Ticket in der Befehlszeile kann jeder Benutzer dieses Rechners lesen, solange join läuft; beim nächsten Mal über die Standardeingabe oder mit --ticket-file geben
sync-err-listen = `{ $value }` ist keine Adresse zum Lauschen: eine IP-Adresse dieses Rechners angeben (192.168.1.20, 127.0.0.1, ::1), wahlweise mit UDP-Port (192.168.1.20:4000, [::1]:4000)
sync-desk-this = dieser Rechner
sync-desk-unnamed = Rechner { $desk }
sync-entry-refused = abgelehnt: Änderung { $seq } von Rechner { $desk } { $why ->
    [too-large] ist größer als { $limit } MB
   *[unreadable] lässt sich nicht als Änderung dieses Rechners lesen
  }; sie wird nicht angewandt
sync-ticket = Ticket: { $ticket }
sync-serving = { $path } ist mit den Rechnern in diesem Netz geteilt; Strg-C beendet
sync-joined = beigetreten: { $path } ist eine Kopie des geteilten Turniers; Abgleich läuft, Strg-C beendet
sync-stopped = beendet; das Turnier ist auf diesem Laptop gespeichert
sync-once-done = abgeglichen mit { $desks } { $desks ->
    [one] Rechner
   *[other] Rechnern
  }: { $received } { $received ->
    [one] Änderung
   *[other] Änderungen
  } empfangen, { $unsent } noch nicht gesendet
sync-once-unconfirmed = Rechner { $desk } hat { $count } { $count ->
    [one] Änderung
   *[other] Änderungen
  } noch nicht bestätigt: { $ops }; `turnier sync TURNIER --once` noch einmal ausführen, bevor dieser Rechner geht
sync-once-lacking = Rechner { $desk } hat { $count } { $count ->
    [one] Änderung
   *[other] Änderungen
  }, die hier noch nicht angekommen { $count ->
    [one] ist
   *[other] sind
  }
sync-peer-self = { $desk } (dieser Rechner): { $ops } { $ops ->
    [one] Änderung
   *[other] Änderungen
  }, { $unsent } noch nicht gesendet
sync-peer = { $desk }: { $ops } { $ops ->
    [one] Änderung
   *[other] Änderungen
  } gesendet, letzter Kontakt { $contact }
sync-peer-never = { $desk }: { $ops } { $ops ->
    [one] Änderung
   *[other] Änderungen
  } gesendet, noch kein direkter Kontakt
sync-check-differs = die Datei ist nicht das Nachspiel ihrer Änderungen in { $dir }: `turnier sync EV --once` ausführen (es schreibt die Datei aus den Änderungen)
# Der Tisch an einem geteilten Turnier: die Statuszeile und ihre Meldungen.
desk-link-desks = { $count } Rechner
desk-link-offline = offline
desk-link-not-sent = { $count } { $count ->
    [one] Änderung
   *[other] Änderungen
} noch nicht gesendet
desk-link-new-difference = ein anderer Rechner hat { $what } anders getippt: beide Werte bleiben (≠), bis einer übernommen wird
desk-link-slot-muck = Tisch { $table } der Runde { $round } (Bobbl { $bobbl })
desk-link-slot-swiss = Tisch { $table } der Runde { $round }
desk-link-refused = im geteilten Turnier nicht gezählt: { $why }
desk-key-take-other-desk = anderer
desk-key-keep-standing = Stand
desk-key-take-other-desk-result = anderes Ergebnis
desk-key-keep-standing-result = Ergebnis behalten
desk-swiss-desks-table = Tisch { $table } ({ $values })
desk-swiss-desks-differ = Rechner weichen ab (das erste gilt): { $tables } — am Tisch behält f das Ergebnis, das gilt, a übernimmt das andere
desk-swiss-no-desk-difference = an diesem Tisch weichen keine Rechner ab (a und f entscheiden eine Abweichung)
