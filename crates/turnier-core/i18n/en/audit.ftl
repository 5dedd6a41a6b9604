# The audit log's entries (game::AuditEntry; area core). A save keeps the English words and
# these keys with their arguments; the Protokoll shows them in the language in force.

## Shared
audit-nothing = {""}
audit-no-bye = {""}
audit-and = { $a } and { $b }
# Audit entries of older saves nest their lists in pairs of this.
audit-list = { $a }, { $b }
audit-tables = tables { $tables }
audit-undo = undo: { $what }
audit-rename = rename { $old } → { $new }
audit-publish = publish round { $round }
audit-delete-draft = delete draft of round { $round }
audit-swap-tables = swap tables { $a } ↔ { $b }
audit-register = register { $name }
audit-late-entry = late entry { $name }
audit-register-players = register { $count } players
audit-late-entry-players = late entry of { $count } players
audit-drop = drop { $name } { $round ->
    [0] before round 1
   *[other] after round { $round }
  }
audit-undrop = un-drop { $name }

## Swiss
audit-swiss-pair = pair round { $round }: { $tables } table(s){ $byes }
audit-swiss-bye = , bye { $names }
audit-swiss-repair = re-pair round { $round }: { $tables } table(s)
audit-swiss-remove = remove { $name } (registration #{ $id }, never paired)
audit-swiss-swap-players = swap players { $a } ↔ { $b } (tables { $tables })
audit-swiss-result = result table { $table }: { $a } { $result } { $b }
audit-swiss-correct = correct table { $table }: { $a } { $old } { $b } → { $result }
audit-swiss-import = import round { $round }: { $matches } match(es), { $byes } bye(s)

## Muck
audit-muck-register = register { $what }
audit-muck-late-entry = late entry of { $what }
audit-muck-pairs = { $count } pair(s)
audit-muck-singles = { $count } player(s)
audit-muck-singles-alone = { $count } player(s) without a partner yet
audit-muck-make-pair = make pair { $name }
audit-muck-withdraw = withdraw { $name } { $round ->
    [0] before round 1
   *[other] after round { $round }
  }
audit-muck-reinstate = reinstate { $name }
audit-muck-draw = draw round { $round }: { $tables } table(s){ $out }
audit-muck-redraw = re-draw round { $round } (draw { $draw }): { $tables } table(s){ $out }
audit-muck-sitting-out = , sitting out: { $names }
audit-muck-swap = swap { $a } ↔ { $b } ({ $where })
audit-muck-both-out = both sitting out
audit-muck-score = score table { $table } Bobbl { $from }..{ $to }: { $a } v { $b } { $new }
audit-muck-second-entry = second entry table { $table } Bobbl { $from }..{ $to }: { $a } v { $b } { $new }
audit-muck-correct = correct table { $table } Bobbl { $from }..{ $to }: { $a } v { $b } { $old } → { $new }
audit-muck-take-second = take second entry, table { $table }: { $a } v { $b } { $changes }
audit-muck-keep-first = keep first entry, table { $table }: { $a } v { $b } { $changes }
audit-muck-took = Bobbl { $bobbl } { $first } → { $second }
audit-muck-kept = Bobbl { $bobbl } { $first } (second was { $second })
audit-muck-import = import round { $round }: { $tables } table(s){ $out }
# The players' reports (the room's report page).
audit-report = table { $table }: the players reported { $result }
audit-report-differs = table { $table }: the players reported { $result }, which differs from an earlier report
audit-report-accepted = { $what } (reported by the players, accepted by the desk)
audit-report-dismissed = table { $table }: the players' reports dismissed
audit-report-locked = table { $table }: reporting locked after wrong codes
audit-report-unlocked = table { $table }: reporting unlocked
audit-muck-remove = remove { $name } (registered by mistake, never played)
