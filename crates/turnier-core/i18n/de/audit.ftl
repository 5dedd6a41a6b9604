# Die Einträge des Protokolls (game::AuditEntry; Bereich core). Eine Speicherdatei behält die
# englischen Worte und diese Schlüssel mit ihren Argumenten; das Protokoll zeigt sie in der
# eingestellten Sprache.

## Gemeinsam
audit-nothing = {""}
audit-no-bye = {""}
audit-and = { $a } und { $b }
# Audit entries of older saves nest their lists in pairs of this.
audit-list = { $a }, { $b }
audit-tables = Tische { $tables }
audit-undo = rückgängig: { $what }
audit-rename = umbenannt { $old } → { $new }
audit-publish = Runde { $round } veröffentlicht
audit-delete-draft = Entwurf von Runde { $round } gelöscht
audit-swap-tables = Tische { $a } ↔ { $b } getauscht
audit-register = angemeldet: { $name }
audit-late-entry = Nachmeldung: { $name }
audit-register-players = { $count } Spieler angemeldet
audit-late-entry-players = Nachmeldung von { $count } Spielern
audit-drop = { $name } { $round ->
    [0] vor Runde 1
   *[other] nach Runde { $round }
  } abgemeldet
audit-undrop = { $name } wieder angemeldet

## Schweizer System
audit-swiss-pair = Runde { $round } gepaart: { $tables ->
        [one] ein Tisch
       *[other] { $tables } Tische
    }{ $byes }
audit-swiss-bye = , Freilos { $names }
audit-swiss-repair = Runde { $round } neu gepaart: { $tables ->
        [one] ein Tisch
       *[other] { $tables } Tische
    }
audit-swiss-remove = { $name } entfernt (Anmeldung #{ $id }, nie gepaart)
audit-swiss-swap-players = Spieler { $a } ↔ { $b } getauscht (Tische { $tables })
audit-swiss-result = Ergebnis Tisch { $table }: { $a } { $result } { $b }
audit-swiss-correct = korrigiert Tisch { $table }: { $a } { $old } { $b } → { $result }
audit-swiss-import = Runde { $round } importiert: { $matches ->
        [one] ein Match
       *[other] { $matches } Matches
    }, { $byes ->
        [one] ein Freilos
       *[other] { $byes } Freilose
    }

## Muck
audit-muck-register = angemeldet: { $what }
audit-muck-late-entry = Nachmeldung: { $what }
audit-muck-pairs = { $count ->
        [one] ein Paar
       *[other] { $count } Paare
    }
audit-muck-singles = { $count ->
        [one] ein Spieler
       *[other] { $count } Spieler
    }
audit-muck-singles-alone = { $count ->
        [one] ein Spieler noch ohne Partner
       *[other] { $count } Spieler noch ohne Partner
    }
audit-muck-make-pair = Paar gebildet: { $name }
audit-muck-withdraw = { $name } { $round ->
    [0] vor Runde 1
   *[other] nach Runde { $round }
  } abgemeldet
audit-muck-reinstate = { $name } wieder angemeldet
audit-muck-draw = Runde { $round } ausgelost: { $tables ->
        [one] ein Tisch
       *[other] { $tables } Tische
    }{ $out }
audit-muck-redraw = Runde { $round } neu ausgelost (Auslosung { $draw }): { $tables ->
        [one] ein Tisch
       *[other] { $tables } Tische
    }{ $out }
audit-muck-sitting-out = , setzt aus: { $names }
audit-muck-swap = { $a } ↔ { $b } getauscht ({ $where })
audit-muck-both-out = beide setzen aus
audit-muck-score = Spielstand Tisch { $table } Bobbl { $from }..{ $to }: { $a } gegen { $b } { $new }
audit-muck-second-entry = Zweiteingabe Tisch { $table } Bobbl { $from }..{ $to }: { $a } gegen { $b } { $new }
audit-muck-correct = korrigiert Tisch { $table } Bobbl { $from }..{ $to }: { $a } gegen { $b } { $old } → { $new }
audit-muck-take-second = Zweiteingabe übernommen, Tisch { $table }: { $a } gegen { $b } { $changes }
audit-muck-keep-first = Ersteingabe behalten, Tisch { $table }: { $a } gegen { $b } { $changes }
audit-muck-took = Bobbl { $bobbl } { $first } → { $second }
audit-muck-kept = Bobbl { $bobbl } { $first } (Zweiteingabe war { $second })
audit-muck-import = Runde { $round } importiert: { $tables ->
        [one] ein Tisch
       *[other] { $tables } Tische
    }{ $out }
# Die Meldungen der Spieler (die Meldeseite des Saals).
audit-report = Tisch { $table }: die Spieler melden { $result }
audit-report-differs = Tisch { $table }: die Spieler melden { $result }, anders als eine frühere Meldung
audit-report-accepted = { $what } (von den Spielern gemeldet, von der Turnierleitung übernommen)
audit-report-dismissed = Tisch { $table }: die Meldungen der Spieler verworfen
audit-report-locked = Tisch { $table }: Melden nach falschen Codes gesperrt
audit-report-unlocked = Tisch { $table }: Melden entsperrt
audit-muck-remove = { $name } entfernt (irrtümlich angemeldet, nie gespielt)
