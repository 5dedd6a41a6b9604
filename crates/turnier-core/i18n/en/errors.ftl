# Refusals (game::Rejected) and the errors of loading, saving, importing (area core).
# The field names (name, table, bobbl, target …) are the command line's and stay as they are.

## The shapes of a refusal
err-not-found = { $field }: { $missing }
err-not-found-allowed = { $field }: { $missing } (allowed: { $allowed })
err-unknown-value = { $field }: unknown value { $value }; allowed: { $allowed }
err-out-of-range = { $field }: { $value } { $unit } is not allowed; allowed: { $allowed }
err-field = { $field }: { $message }
err-score-table-bobbl = table { $table }, Bobbl { $bobbl }: { $message }
err-at-table = table { $table }: { $message }
err-refused = { $command }: { $message }
err-no-draft = there is no draft: { $first } first
err-not-a-draft = round { $round } is { $state }: only a draft can be changed this way
err-draft-exists = round { $round } is a draft already: publish, { $again } or delete it
err-open-tables = round { $round } has { $open } table(s) { $lacking }: enter them first
err-draft-not-published = round { $round } is a draft: publish it before entering { $entering }
err-submissions-closed = { $what } for round { $round } closed when it was evaluated
err-wrong-system = this is { $event }: { $command } is for { $owner } only{ $instead }
err-unchanged = table { $table }: { $entered } is already entered; nothing changed
err-state-draft = draft
err-state-published = published
err-state-complete = complete

## What is missing
err-no-table = round { $round } has no table { $table }
err-no-round = there is no round { $round }
err-no-player = no player with id { $id }

## Names
err-name-empty = must not be empty
err-name-control = must not contain control characters (tabs, line breaks, escape sequences, direction overrides)
err-name-too-long = at most { $limit } characters (this one has { $count })

## The round life cycle
err-swap-tables-same = the two table numbers must differ
err-import-draft = round { $round } is a draft; delete it before importing results
err-import-next = the next round to import is { $expected }, not { $round }
err-no-round-yet = there is no round yet
err-undo-not-ancestor = the earlier snapshot is not an ancestor of this state; nothing to undo

## What a system calls its rounds' steps (the round words of a refusal)
err-words-swiss-first = pair the next round
err-words-swiss-again = re-pair
err-words-swiss-lacking = without a result
err-words-swiss-entering = results
err-words-muck-first = draw the next round
err-words-muck-again = re-draw
err-words-muck-lacking = with a Bobbl not entered
err-words-muck-entering = scores

## A command at an event of another system
err-cmd-this = this command
err-cmd-swiss-pair = pairing the next round
err-cmd-swiss-repair = re-pairing
err-cmd-swiss-swap = swapping two players
err-cmd-swiss-result = a match result
err-cmd-swiss-import = importing a Swiss round
err-cmd-muck-add = registering Muck entrants
err-cmd-muck-make-pair = making a pair
err-cmd-muck-withdraw = withdrawing an entrant
err-cmd-muck-reinstate = reinstating an entrant
err-cmd-muck-draw = drawing a Muck round
err-cmd-muck-redraw = re-drawing a Muck round
err-cmd-muck-swap = swapping two entrants
err-cmd-muck-score = a Bobbl score
err-cmd-muck-resolve = settling a second entry
err-cmd-muck-import = importing a Muck round
err-instead-draw = ; draw the round instead (`turnier draw`)
err-instead-redraw = ; re-draw instead
err-instead-swap-entrants = ; swap entrants instead
err-instead-bobbl-score = ; enter the score of every Bobbl instead (e.g. `turnier result EVENT 3 21:4,20:21`)
err-instead-pair = ; pair the round instead (`turnier pair`)

## Swiss
err-names-empty = at least one player name is needed
err-not-dropped = { $name } is not dropped
err-dropped-already = { $name } is dropped already (after round { $round })
err-swiss-drop-seated = { $name } is seated in the draft of round { $round }; delete the draft, drop, then pair again
err-swiss-remove-paired = round { $round } exists ({ $state }), so { $name } may have been paired; drop the player instead (results and pairings stay)
err-swap-players-same = the two players must differ
err-swiss-swap-not-in-draft = { $name } is not in the draft of round { $round } (neither seated nor on the bye)
err-swiss-swap-same-table = { $a } and { $b } already sit at the same table
err-swiss-publish-twice = { $name } is seated twice in round { $round }; re-pair or swap first
err-swiss-publish-dropped = { $name } dropped after round { $round } but is seated; re-pair first
err-swiss-publish-missing = not every active player is in round { $round }; missing: { $names }. Re-pair first
err-swiss-publish-stale = { $why }; re-pair it first
err-swiss-stale-points = the draft of round { $round } was paired before a result of an earlier round was corrected ({ $name } had { $then } points then, { $now } now)
err-swiss-score = score { $score } is not a best-of-three result; allowed: games won 0..2 per player (not 2-2), drawn games 0..3, e.g. 2-0, 2-1, 1-1-1, 0-2, ID
err-import-open-tables = round { $round } has { $open } table(s) { $lacking }: enter them first
err-plays-twice = { $name } plays twice in round { $round }
err-table-twice = table { $table } appears twice in round { $round }

## Muck
err-entrants-empty = at least one entrant is needed
err-muck-pair-named-twice = { $a } is named twice in "{ $a } / { $b }"; a pair is two different players
err-muck-pair-at-singles = "{ $a } / { $b }" is a pair, but this event has single players with changing partners; register each player by name
err-muck-too-many-names = "{ $names }" has { $count } names; allowed: one player, or a pair of two (`Berta / Else`)
err-muck-no-pairs-at-singles = this event has single players with changing partners; pairs are drawn anew every round
err-muck-pair-same-player = { $name } is named twice; a pair is two different players
err-muck-plays-in-pair = { $name } plays in pair { $pair } already ({ $pair_name })
err-muck-is-withdrawn = { $name } is withdrawn
err-muck-no-pair = no pair { $pair }
err-muck-no-player = no player { $player }
err-muck-pairs-range = pairs 1..{ $count }
err-muck-players-range = players 1..{ $count }
err-muck-withdrawn-already = { $name } is withdrawn already
err-muck-withdraw-in-draft = { $name } is in the draft of round { $round }; delete the draft, withdraw, then draw again
err-muck-not-withdrawn = { $name } is not withdrawn
err-swap-entrants-same = the two entrants must differ
err-muck-swap-not-in-draft = { $name } is not in the draft of round { $round } (neither seated nor sitting out)
err-muck-table-twice = table { $table } appears twice in round { $round } (or is 0); table numbers are 1.. and unique
err-muck-side-twice = { $name } is on one side twice; a side is two different players
err-muck-side-pair = a side must be a registered pair at a fixed-pairs event
err-muck-side-singles = a side must be two single players at a changing-partners event
err-muck-seated-twice = { $name } is seated twice in round { $round }; an entrant plays at one table per round
err-muck-bobbl-count = table { $table } has { $count } Bobbl, but a round has { $bobbl } (allowed: Bobbl 1..{ $bobbl })
err-muck-publish-stale = { $why }; re-draw it first (r at the desk, `turnier redraw`)
err-muck-stale = the draft of round { $round } is stale: the field changed since it was drawn ({ $parts })
err-muck-stale-missing = not in it: { $names }
err-muck-stale-withdrawn = withdrawn: { $names }
err-muck-no-score = at least one Bobbl score is needed, e.g. 21:4
err-muck-no-bobbl = round { $round } has { $have } Bobbl per table; Bobbl { $bobbl } does not exist
err-muck-score = exactly one side must reach { $target } (the target; a value above it counts as { $target }); found { $a }:{ $b }{ $found }
err-muck-score-both = , both at the target
err-muck-score-neither = , neither at the target (an aborted Bobbl is not scored)
err-muck-second-without-first = round { $round }, table { $table }: Bobbl { $bobbl } has no first entry yet; a second entry checks the first, so type this sheet as the first entry
err-muck-no-round-yet = there is no round yet; draw and publish one first
err-muck-nothing-to-resolve = round { $round }, table { $table }: { $why }; nothing to resolve
err-muck-no-second-entry = there is no second entry
err-muck-entries-agree = the first and second entry agree
err-muck-keep-empty-first = round { $round }, table { $table }: Bobbl { $bobbl } has only a second entry; keeping the first would throw it away: take the second entry, or type the first
err-muck-import-bobbl = table { $table } has a score for Bobbl { $count }, but a round has { $bobbl }

## The desk's session (session.rs)
err-session-read-only = this tournament is open read-only: nothing can be changed
err-session-not-saved = not saved: { $cause }
err-session-not-reapplied = not saved: the file was changed by another program (loaded it again), and this session's results that it did not take along no longer apply to it: { $refused }; enter them again
err-session-reload = not saved: the file was changed by another program and does not load: { $cause }
err-session-nothing-to-undo = nothing to undo: no change was made since the file was opened
err-session-undo-mismatch = nothing to undo: the log does not match the snapshot
err-session-changed-elsewhere = nothing to undo: the file was changed by another program since this session's last change (loaded it again)
err-session-reloaded-first = { $what } (the file had been changed by another program: loaded it again first)
err-session-a-result = a result
err-session-would-now-be = { $what } (it would now be `{ $now }`)
err-session-refused-now = { $what } ({ $why })
err-session-not-written = not written whole (the journal keeps every result): { $cause }

## Loading and saving (store)
err-io = cannot { $action } { $path }: { $cause }
err-io-append-to = append to
err-io-create-temp-in = create a temp file in
err-io-create-folder = create folder
err-io-create = create
err-io-delete-old-backup = delete old backup
err-io-delete = delete
err-io-fsync-folder = fsync folder
err-io-fsync = fsync
err-io-lock = lock
err-io-open-lock-file = open the lock file
err-io-open = open
err-io-read-folder = read folder
err-io-read-size = read the size of
err-io-read = read
err-io-rename-temp-to = rename a temp file to
err-io-set-permissions = set permissions of
err-io-write = write
err-io-not-found = No such file or directory
err-io-permission-denied = Permission denied
err-io-already-exists = File exists
err-store-no-data-dir = no default data folder: the home folder is unknown on this system; pass --data-dir DIR
err-store-empty-name = tournament name { $name } has no letters or digits to make a file name from; use letters, digits or a path ending in .ron
err-store-parse = { $path }:{ $line }:{ $col }: { $cause }
err-store-not-utf8 = the file is not valid UTF-8 text
err-store-eof = Unexpected end of RON
err-store-newer-schema = { $path }: schema version { $found } is newer than this build supports (schema { $supported }); open it with a newer turnier
err-store-unknown-schema = { $path }: schema version { $found } is unknown; supported: 1..={ $supported }
err-store-invalid = { $path }: the tournament is inconsistent: { $problems }
err-store-already-exists = { $path } already exists; choose another name, or open it to continue that tournament
err-store-damaged = not saved: { $path } does not load, and a file that does not load is never overwritten ({ $cause }); { $backup }
err-store-newest-backup = the newest readable backup is { $path }
err-store-no-backup = there is no readable backup
err-store-not-a-backup = { $backup } is not a backup of { $path }; backups live in { $dir }
err-store-journal = { $path }:{ $line }: { $cause }; the journal holds the commands saved since the file was last written whole, and is left as it is
err-store-journal-stale = the command no longer applies: { $why }
err-store-outdated = { $path } was changed by another program since this one last wrote it; the state is written whole instead
err-store-locked = another turnier is writing { $path }; try again
err-store-serialize = cannot write the tournament as RON: { $cause }
err-store-no-such-backup = there is no backup number { $seq } of { $path }; numbers there are: { $have }
err-store-no-backups-at-all = none (no change has been saved over it yet)
err-io-keep-aside = keep a journal aside as
err-store-too-deep = the file nests deeper than turnier reads (it was not written by this turnier, or was changed)
err-store-too-deep-write = it nests deeper than turnier writes
err-store-altered = { $path } was changed outside turnier, or the disk damaged it: lines { $from } to { $to } are not as turnier wrote them, so it is not used as it is
err-store-unwritable = not saved: the new version of { $path } would not read back ({ $cause }); the file is as it was
err-store-reads-back-other = it reads back as a different event
err-store-restore-hint = The newest backup that loads is number { $seq } ({ $backup }): `turnier restore { $path }` takes it (the current file is kept); `turnier restore { $path } --list` shows every backup.
err-store-accept-hint = If you changed the file on purpose, `turnier restore { $path } --accept` keeps it as it is.
store-notice-unmatched = { $journal } does not belong to { $event } as it is now (its first line is damaged, or the file was replaced): its { $readable ->
    [one] result is
   *[other] { $readable } results are
} not in the event{ $unreadable ->
    [0] {""}
   *[other] {" "}({ $unreadable } unreadable lines)
}. The next change keeps the journal aside, never deleted. `turnier check { $event }` lists what it holds; `turnier restore { $event } --journal` applies it.
store-notice-broken = { $journal }, line { $line }: { $cause }. { $applied ->
    [one] The one result before it is
   *[other] The { $applied } results before it are
} in the event; from that line on ({ $kept } lines) nothing is. The next change keeps the journal aside, never deleted. `turnier check { $event }` lists what it holds; `turnier restore { $event } --journal` applies what can be read.
store-notice-kept-aside = { $journal } holds { $entries ->
    [one] one result
   *[other] { $entries } results
} kept aside from a journal that did not fit { $event }: `turnier check { $event }` lists them; `turnier restore { $event } --journal` applies them.

## The invariants of a loaded file (store, swiss and muck validate); a problem starts with
## what it is about (`round 3, table 2`, `participant #4`), where `turnier check` finds its line
err-v-schema = schema is { $found }, but a loaded tournament must have schema { $schema }
err-v-participant-position = participant { $name } at position { $want } has id #{ $id }; ids must be 1..{ $count } in registration order
err-v-event-name = the event name { $name }: { $why }
err-v-participant-name = participant #{ $id } { $name }: name { $why }
err-v-audit-seq = audit entry { $want } has sequence number { $seq }; they must be 1..{ $count } in order
err-v-round = round { $round }
err-v-at-table = { $label }, table { $table }
err-v-at = { $at }: { $why }
err-v-at-bobbl = { $at }, Bobbl { $bobbl }: { $why }
err-v-round-position = { $label } is in position { $want }; rounds must be numbered 1..{ $last } in order
err-v-draft-not-last = { $label } is a draft but not the last round; only the last round may be a draft
err-v-complete-open = { $label } is complete but { $open } table(s) have no result
err-v-table-zero = { $at }: table numbers start at 1
err-v-table-twice = { $at }: table number used twice; table numbers must be unique in a round
err-v-player-unknown = { $at }: player #{ $player } is not registered (registered: #1..#{ $count })
err-v-plays-themself = { $at }: player #{ $player } plays themself
err-v-sits-twice = { $label }: player #{ $player } ({ $name }) sits at tables { $other } and { $table }; nobody may sit twice in a round
err-v-bye-unknown = { $label }: bye for player #{ $player }, who is not registered (registered: #1..#{ $count })
err-v-bye-twice = { $label }: player #{ $player } has the bye twice
err-v-bye-and-table = { $label }: player #{ $player } ({ $name }) has the bye but also sits at table { $table }
err-v-sits-at = sits at table { $table } in round { $round }
err-v-has-bye = has the bye in round { $round }
err-v-who = player #{ $player } ({ $name })
err-v-dropped-after-last = { $who } dropped after round { $round }, but there are { $rounds } round(s)
err-v-dropped-plays = { $who } dropped after round { $round } but { $at }; a dropped player plays no later round
err-v-entered-plays = { $who } entered in round { $round } but { $at }; a late entry plays from the round they entered
err-v-settings = settings: { $why }
err-v-changing-with-pairs = a changing-partners event has fixed pairs
err-v-pair-position = pair at position { $want } has id { $id }; pair ids must be 1..{ $count } in order
err-v-pair-same-player = pair { $pair }: player #{ $player } twice; a pair is two different players
err-v-pair-player-unknown = pair { $pair }: player #{ $player } is not registered
err-v-player-two-pairs = player #{ $player } plays in pair { $other } and in pair { $pair }
err-v-muck-draft-not-last = { $label } is a draft but not the last round
err-v-muck-complete-open = { $label } is complete but { $open } table(s) have a Bobbl not entered
err-v-muck-table-numbers = { $at }: table numbers must be 1.. and unique in a round
err-v-side-pair-unknown = { $at }: pair { $pair } is not registered
err-v-side-player-unknown = { $at }: player #{ $player } is not registered
err-v-side-player-twice = { $at }: player #{ $player } twice on one side
err-v-side-kind = { $at }: a side must be { $kind } at this event
err-v-side-a-pair = a pair
err-v-side-two-singles = two single players
err-v-seated-twice = { $label }: { $name } is seated twice
err-v-bobbl-count = { $at }: { $first } Bobbl entered (second entry { $second }), but a round has { $bobbl }
err-v-sits-out-seated = { $label }: { $name } sits out but is also seated (or sits out twice)

## Importing (import.rs)
err-import-refused = line { $line }: { $why }
err-import-lines = nothing imported: { $count } faults, fix them all and import again:{ $lines }
err-import-csv = cannot read the CSV: { $cause }
err-import-header = header: expected `{ $expected }`, found `{ $found }`
err-import-field = line { $line }: { $field }: { $message }
err-import-empty = the file has no data lines
err-import-duplicates = nothing imported: { $clashes }; import the others alone, or give --allow-duplicate-names if these are really further players of the same name
err-import-too-large = the file is larger than { $mib } MiB, the limit for an import
err-import-line-too-long = line { $line }: longer than { $limit } characters, the limit for a line
err-import-line-break = { $name } runs over a line break: a quote `"` opens a field that never closes
err-import-name-fault = { $why }: { $name }
err-import-registered-already = line { $line }: { $name } is registered already (#{ $id })
err-import-on-line = line { $line }: { $name } is already on line { $first }
err-import-not-a-number = { $value } is not a whole number >= 0
err-import-rounds-start = rounds start at 1
err-import-must-name = must name a player
err-import-games = { $value } is more than a best of three has; allowed: 0..{ $most }
err-import-ambiguous = { $name } is the name of two registered players: write it as the lists do, with the id (e.g. { $example }), or rename one
err-import-unknown-name = { $name } is not registered (import the players first, or use --add-missing-players)
err-import-plays-themself = a player cannot play themself
err-import-round-gap = round { $round } cannot be imported: the next round is { $want } (rounds must follow the event's last round without gaps)
err-import-malformed = line { $line }: not valid { $encoding } text (the file begins with the byte order mark of { $encoding }); save it again as "CSV UTF-8"
err-import-nul = line { $line }: a NUL byte, which a CSV file does not have (UTF-16 without a byte order mark, or no CSV file at all?); save it again as "CSV UTF-8"
# Said when a file was read in another encoding than plain UTF-8 ($encoding: utf8-bom, utf16le,
# utf16be, windows1252).
import-read-as = read as { $encoding ->
    [utf8-bom] UTF-8 with a byte order mark (Excel "CSV UTF-8")
    [utf16le] UTF-16 LE
    [utf16be] UTF-16 BE
    [windows1252] Windows-1252 (Excel)
   *[other] UTF-8
}

## The journal and old schemas (store)
err-journal-no-end = the line has no end (the write was cut short)
err-journal-not-utf8 = the line is not UTF-8 text
err-journal-no-checksum = the line has no checksum
err-journal-checksum = the line's checksum does not match its text
err-journal-parse = the entry does not parse: { $cause }
err-upgrade-swiss-with-muck = a swiss event has Muck pairs or rounds; only a Muck event may
err-upgrade-muck-with-swiss = a Muck event has Swiss rounds; its rounds belong in `muck.rounds`
err-check-line = line { $line }: { $problem }
err-swiss-score-not-bo3 = score { $score } is not a best-of-three result; allowed: games won 0..2 per player (not 2-2), drawn games 0..3, e.g. 2-0, 2-1, 1-1-1, 0-2, ID
err-swiss-score-not-understood = score { $score } is not understood; allowed: WINS-LOSSES[-DRAWS] such as 2-0, 2-1, 1-1-1, 0-2, or ID for an intentional draw
# The field names of refusals (the command line's spelling in English).
err-field-table = table
err-field-player = player
err-field-score = score
err-field-round = round
err-field-pair = pair
err-field-entrant = entrant
err-field-result = result
err-field-bid = bid
err-field-names = names
err-field-name = name
err-field-event-name = event name
err-field-team = team
err-field-manager = manager
err-field-lineup = lineup
err-field-tables = tables
err-field-players = players
err-field-rounds = rounds
err-field-bobbl = bobbl
err-field-target = target
# The command words at the head of refusals (the command line's spelling in English).
err-command-evaluate = evaluate
err-command-register = register
err-command-start = start
err-command-import = import
err-command-publish = publish
err-command-swap = swap
err-command-undo = undo
err-command-result = result
err-command-lineup = lineup
err-command-drop = drop
err-command-undrop = undrop
err-command-draw = draw
err-command-pair = pair
err-command-repair = repair
err-command-redraw = redraw
err-command-withdraw = withdraw
err-command-reinstate = reinstate
err-command-remove = remove
err-command-rename = rename
err-command-score = score
err-command-resolve = resolve
err-command-bid = bid
err-command-delete-draft = delete draft
err-cmd-muck-remove = removing an entrant
err-muck-remove-in-pair = { $name } plays in pair { $pair } ({ $pair_name }): remove the pair
err-muck-remove-draft = { $name } is in the draft of round { $round }; delete the draft, remove, then draw again
err-muck-remove-played = { $name } played in round { $round } (table { $table }), so the registration stays; withdraw instead (`turnier drop`): the results stay
