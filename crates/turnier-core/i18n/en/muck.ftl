# Muck (muck-ranking.txt): the desk's Muck screens, the Muck documents, the Muck command
# line output and import. The English words are fixed by the tests and snapshots.

## Documents (src/print/muck.rs; the Muck bodies of src/print/text.rs and html.rs)
muck-print-round = Round { $round }
muck-print-round-of = Round { $round } of { $planned }
muck-print-draft = { $round } (draft, not published)
muck-print-sits-out = Sits out: { $name }
muck-print-draw = Draw
muck-print-table = Table
muck-print-side-a = Side A
muck-print-side-b = Side B
muck-print-score-sheets = Score sheets
muck-print-table-cards = Table cards
muck-print-tables = { $count ->
    [one] 1 table
   *[other] { $count } tables
}
muck-print-withdrawn = { $name } (withdrawn)
muck-print-ranked-by = Ranked by Bobbl won, then Tore (own points in lost Bobbl, more is better), then Tore against (the opponents' points in the Bobbl you won, fewer is better); (x) = not needed to place.
muck-print-ranking = Ranking
muck-print-after-round = After round { $round }
muck-print-place = Place
muck-print-pair = Pair
muck-print-player = Player
muck-print-bobbl = Bobbl
muck-print-tore = Tore
muck-print-tore-against = Tore against
muck-print-draw-slips = Draw slips
muck-print-draw-slips-for = { $tables ->
    [one] one table
   *[other] { $tables } tables
}, { $entrants } slips: one per { $pairs ->
    [pairs] pair
   *[players] player
}{ $out ->
    [0] {""}
    [one] , one sits out
   *[other] , { $out } sit out
}
muck-print-draw-slips-how-pairs = A paper lot: every pair draws one slip from a hat and sits at that table and side; side A is the upper line of the score sheet. Printed for the pairs registered now.
muck-print-draw-slips-how-players = A paper lot: every player draws one slip from a hat; the two who draw the same table and side are partners for the round, side A is the upper line of the score sheet. Printed for the players registered now.
muck-print-stickers = Stickers
muck-print-stickers-count = { $count ->
    [one] one sticker
   *[other] { $count } stickers
} on { $sheets ->
    [one] one sheet
   *[other] { $sheets } sheets
} of 3 x 8 labels (70 x 37 mm)
muck-print-sticker-pair = Pair { $number }
muck-print-sticker-player = Player { $number }

## Words the Muck engine gives the desk, the command line and the print
muck-rank-not-final = not final: { $parts }
muck-rank-differ = { $count ->
    [one] table { $tables } differs
   *[other] tables { $tables } differ
} between first and second entry
muck-rank-desks-differ = { $count ->
    [one] table { $tables } differs
   *[other] tables { $tables } differ
} between desks
muck-rank-missing = { $count ->
    [one] table { $tables } has
   *[other] tables { $tables } have
} a Bobbl not entered
muck-rank-in-round = { $tables } (round { $round })
muck-rank-open-missing = round { $round }, table { $table }: { $missing } Bobbl not entered
muck-rank-open-differ = round { $round }, table { $table }: second entry differs in Bobbl { $bobbl } ({ $detail })
muck-rank-open-detail = Bobbl { $bobbl }: first { $first }, second { $second }
muck-stale = the draft of round { $round } is stale: the field changed since it was drawn ({ $why })
muck-stale-missing = not in it: { $names }
muck-stale-withdrawn = withdrawn: { $names }
muck-waiting = waiting for a partner: { $names }

## Desk: words of several Muck screens
muck-no-table-selected = no table selected
muck-no-entrant-selected = no entrant selected
muck-mark-removed = mark removed
muck-warning = warning: { $text }
muck-state-published = published
muck-state-complete = complete
muck-round = Round { $round }
muck-round-of = Round { $round } of { $planned }
muck-tables = { $count ->
    [one] 1 table
   *[other] { $count } tables
}
muck-search = search "{ $query }"
muck-versus = v

## Desk: the draw (screen 2)
muck-draw-no-draft-delete = there is no draft to delete
muck-draw-no-draft-publish = there is no draft to publish: p draws the next round
muck-draw-marked-table = marked table { $table }: select the other table and press t (Esc cancels)
muck-draw-marked-seat = marked { $name }: select the other seat (←/→ within a table) and press s (Esc cancels)
muck-draw-no-round = No round yet: p draws round 1 as a draft.
muck-draw-sitting-out-note = sitting out (nothing for this round): { $names }
muck-draw-state-stale = DRAFT (STALE: r re-draws)
muck-draw-state-draft = DRAFT
muck-draw-sitting-out = { $count } sitting out
muck-draw-sitting-out-short = { $count } out
muck-draw-warnings = { $count } warning(s)
muck-draw-warnings-short = { $count } warn.
muck-draw-manual = { $count } manual (*)
muck-draw-number = draw { $number }
muck-draw-open = open
muck-draw-out = out
muck-draw-sits-out-row = sits out this round

## A draw's warnings as stored in the round (English there), for the desk and the print
muck-warn-beyond = round { $round } is beyond the { $planned } planned round(s)
muck-warn-moving = moving schedule: the field changed since the last round, so this round is drawn afresh
muck-warn-search = the draw search stopped after { $steps } steps: it may not have the fewest repeats
muck-warn-met = table { $table }: { $a } v { $b } met before ({ $times }x)
muck-warn-partners = table { $table }: { $a } and { $b } were partners before ({ $times }x)

## Desk: the ranking (screen 4)
muck-rank-legend = Tore: own points in lost Bobbl · Tore against: opponents' points in Bobbl won
muck-rank-no-round = No round played yet
muck-rank-provisional = provisional: { $open }
muck-rank-after = After round { $round }
muck-rank-after-of = After round { $round } of { $planned }
muck-rank-final = { $after } · final
muck-rank-open-sheets = { $count ->
    [one] round { $round } has { $count } open sheet
   *[other] round { $round } has { $count } open sheets
}
muck-rank-settle = to settle: on screen 3 a takes the second entry, f keeps the first, or type the right score into the wrong entry
muck-rank-col-against = Tore against
muck-rank-col-against-short = Against
muck-rank-col-entrant-pairs = Entrant
muck-rank-col-entrant-players = Entrant
muck-rank-col-place = Place
muck-rank-col-plus = Plus
muck-rank-col-place-of = place
muck-rank-col-bobbl = Bobbl
muck-rank-col-tore = Tore
muck-rank-nobody = Nobody to rank yet: register on screen 1.

## Desk: the score sheets (screen 3)
muck-sheets-back-to-first = round { $round }: first entry (v switches to the second entry)
muck-sheets-no-round-hint = no published round: draw (p) and publish (P) a round on screen 2
muck-sheets-now-second = second entry: scores typed now are compared with the first entry
muck-sheets-now-first = first entry: scores typed now are the sheets' scores
muck-sheets-no-round-yet = no published round yet
muck-sheets-no-sheet = no sheet selected
muck-sheets-no-round = no published round
muck-sheets-prompt-second = SECOND entry
muck-sheets-prompt-first = first entry
muck-sheets-prompt-earlier = round { $round } (EARLIER), { $which }, TABLE A B..:
muck-sheets-prompt = { $which }, TABLE A B A B.. e.g. 3 21 4 20 21:

## Desk: the score sheet's input line and its forms in the ? help
muck-form-1 = 3 21 4 20 21 ⏎
muck-form-1-means = table 3: B1 21:4, B2 20:21; side A first
muck-form-2 = 3 21:4 20:21 ⏎
muck-form-2-means = the same with colons
muck-form-3 = 3 b2 19 21 ⏎
muck-form-3-means = from Bobbl 2 on: only B2 is 19:21
muck-form-4 = earlier round
muck-form-4-means = typing over a value asks first (y)
muck-parse-empty = type the table number, then the points of each Bobbl: 3 21 4 20 21
muck-parse-table = table: { $table } is not a table number; type TABLE then points, e.g. 3 21 4
muck-parse-bobbl = bobbl: { $word } is not a Bobbl number; b2 starts at Bobbl 2
muck-parse-points = score: { $word } is not a number of points; allowed: whole numbers 0 or more
muck-parse-no-points = score: no points for table { $table }; type A's and B's points of each Bobbl, e.g. { $table } 21 4
muck-parse-odd = score: { $count } number(s) of points; each Bobbl needs two, side A's then side B's

## Desk: a score sheet typed in (the question before a value is replaced, what was saved)
muck-question-earlier = Round { $round } is an earlier round (the latest is { $latest }). Table { $table }
muck-question-round = Round { $round }, table { $table }
muck-question-replace = { $round }, { $bobbl }, { $entry } entry: { $a } v { $b }. Replace { $old } with { $new }?
muck-entry-first = first
muck-entry-second = second
muck-saved-second = (second entry)
muck-saved-first = (first entry)
muck-saved = saved: round { $round }, table { $table }{ $entry }: { $scores }
muck-saved-short = saved
muck-saved-was = was { $scores }
muck-saved-differs-first = table { $table } now differs from its first entry: a takes the second, f keeps the first
muck-saved-differs-first-short = table { $table } now differs from its 1st entry: a takes 2nd, f keeps 1st
muck-saved-differs-second = table { $table } now differs from its second entry: a takes the second, f keeps the first
muck-saved-differs-second-short = table { $table } now differs from its 2nd entry: a takes 2nd, f keeps 1st
muck-saved-all = round { $round }: every sheet entered
muck-saved-all-twice = round { $round }: every sheet entered twice

## Desk: the score sheets screen
muck-sheets-empty = No published round: draw (p) and publish (P) a round on screen 2.
muck-sheets-differs-bobbl = Bobbl { $bobbl } { $first } / { $second }
muck-sheets-differs-table = table { $table } ({ $bobbl })
muck-sheets-differs = second entry differs (first / second): { $tables } — check the sheet: type the right score into the wrong entry, or on the table a takes the second entry, f keeps the first
muck-sheets-round = Round { $round } ({ $state })
muck-sheets-earlier = EARLIER ROUND: typing corrects it
muck-sheets-earlier-short = EARLIER ROUND
muck-sheets-second = SECOND ENTRY — compared with the first
muck-sheets-second-short = SECOND ENTRY
muck-sheets-first = FIRST ENTRY
muck-sheets-not-twice = { $open } of { $count } sheets not entered twice yet
muck-sheets-not-twice-short = { $open } of { $count } not entered twice
muck-sheets-open = { $open } of { $count } sheets open
muck-sheets-open-only = open sheets only
muck-sheets-col-table = Table
muck-sheets-col-side = Side
muck-sheets-col-first = 1st entry
muck-sheets-col-second = 2nd entry
muck-sheets-lost = Bobbl lost
muck-sheets-none = No sheets to show (o shows all, Esc clears the search).
muck-state-draft = draft

## Desk: registration (screen 1)
muck-reg-stale-hint = { $what } · the draft of round { $round } is stale now: r on screen 2 re-draws it
muck-reg-legend-pairs = No. = the pair's number (the commands take it); – = waiting for a partner: no number until m pairs them
muck-reg-legend-players = No. = the player's number (the commands take it)
muck-reg-stale = { $stale }: r on screen 2 re-draws it
muck-reg-waiting = { $waiting } — m on one, m on the other makes them a pair (d withdraws)
muck-reg-no-player = no player selected
muck-reg-already-pair = this is a pair already: m marks a player who came alone
muck-reg-marked = marked { $name }: select the partner and press m (Esc cancels)
muck-reg-add-prompt-wide = pair (Berta / Else) or a name, Enter registers and asks for the next; Esc ends:
muck-reg-add-prompt = Berta / Else or a name (Enter registers, asks next; Esc ends):
muck-reg-rename-count = rename: { $given } name(s) given, { $expected } expected (a pair: `Berta / Else`)
muck-reg-count-pairs = { $count } pairs, { $active } active
muck-reg-count-players = { $count } players, { $active } active
muck-reg-count-alone = { $count } without a partner
muck-reg-found = search "{ $query }": { $count } found
muck-reg-col-no = No.
muck-reg-col-state = State
muck-reg-empty-pairs = No pairs yet: a, then Berta / Else (or one name) and Enter for each; Esc ends.
muck-reg-empty-players = No players yet: a, then a name and Enter for each; Esc ends.
muck-reg-withdrawn-after = (withdrawn) after round { $round }
muck-desk-ask-remove = Remove { $name }'s registration? ({ $what ->
    [pair] never played; the pairs after it move up one number
    [player] never played; the players after move up one number
   *[waiting] waiting for a partner, never played
})
muck-reg-waiting-row = waiting for a partner: m pairs
muck-reg-late = late entry, from round { $round }
muck-reg-active = active

## Desk: the Muck screens' names, questions and status line
muck-title-registration = Registration
muck-title-draw = Draw
muck-title-sheets = Score sheets
muck-title-ranking = Ranking
muck-publish-question = Publish the draw of round { $round }? Its tables are then fixed.
muck-rename-prompt = new name(s):
muck-status-no-round = no round yet
muck-status-round = round { $round } { $state }
muck-status-round-of = round { $round } of { $planned } { $state }
muck-players = { $count } players
muck-pairs = { $count } pairs
muck-status-not-saved = not saved yet
muck-status-saved = saved { $at }
muck-status-open = open tables { $count }

## Command line: Muck's human output (JSON and CSV stay English)
muck-cli-partners-fixed = fixed pairs
muck-cli-partners-changing = single players, changing partners
muck-cli-schedule-drawn = drawn
muck-cli-schedule-moving = moving
muck-cli-created = created { $path } (muck, { $partners }, { $bobbl } Bobbl per round to { $target } points, { $schedule } schedule{ $planned })
muck-cli-created-planned = , { $count } rounds planned
muck-cli-bad-score = score: { $part } is not understood; allowed: POINTS_A:POINTS_B per Bobbl, whole numbers >= 0, Bobbl separated by commas, e.g. 21:4,20:21
muck-cli-no-entrant = entrant: no entrant { $key } (give a pair as `Berta / Else`, a player's name, or an id)
muck-cli-several-entrants = entrant: { $key } names { $count } entrants; give the id
muck-cli-note-waiting = { $waiting } — pair two of them with `turnier make-pair EVENT NAME NAME` (or withdraw one with `turnier drop EVENT NAME`)
muck-cli-note-stale = { $stale }; re-draw it (`turnier redraw EVENT`) before publishing
muck-cli-note = note: { $note }
muck-cli-imported-players = imported: { $added } player(s) added, { $all } registered in all
muck-cli-imported-alone = and { $count } player(s) without a partner
muck-cli-imported-pairs = imported: { $added } pair(s){ $alone } added, { $all } pair(s) registered in all
muck-cli-imported-waiting = { $count } player(s) waiting for a partner
muck-cli-imported-results = { $entered } Bobbl score(s) entered, { $added } round(s) added, { $all } in all
muck-cli-round = Round { $round } ({ $state })
muck-cli-round-of = Round { $round } of { $planned } ({ $state })
muck-cli-manual = (manual)
muck-cli-sits-out = sits out
muck-cli-open-tables = { $count } table(s) with a Bobbl not entered
muck-cli-col-against = Tore against
muck-cli-ranked-by = Ranked by Bobbl, then Tore (own points in lost Bobbl, more is better), then Tore against (the opponents' points in the Bobbl this side won, fewer is better); (x) = not needed to place. Plus and Plus-Minus are shown for comparison only.
muck-cli-not-ranked = Not ranked, { $waiting } — pair two of them with `turnier make-pair EVENT NAME NAME`
muck-cli-resolve-hint = to settle a difference: correct the wrong entry (`turnier result EVENT TABLE SCORE`, with --second for the second entry), or take one entry as it stands (`turnier resolve EVENT TABLE --take first|second`)
muck-cli-differs-note = note: round { $round }, table { $table } now differs from its { $other } entry: `turnier resolve EVENT { $table } --take second{ $at }` takes the second, `--take first` keeps the first
muck-cli-final = the ranking is final
muck-cli-not-muck = this is { $kind }: entrants are for muck events only
muck-cli-no-round = there is no round yet: use `turnier draw`

## Import of Muck registrations and results (the messages about a line's field)
muck-import-empty-name = must not be empty
muck-import-twice = { $raw } names { $name } twice; a pair is two different players
muck-import-too-many = { $raw } has { $count } names; allowed: one player, or a pair `Berta / Else`
muck-import-already = { $name } is already on line { $line }; a player plays in one entrant
muck-import-no-pair = { $name } is not a registered pair (a pair is named as registered, e.g. `Berta / Else`)
muck-import-not-two = { $name } is not two players; a side of single players is `Anna / Bert`
muck-import-no-player = { $name } is not a registered player
muck-import-two-players = { $name } is the name of two players; write one with its id as the lists do, `{ $example }`
muck-import-round-zero = rounds start at 1
muck-import-table-zero = tables start at 1
muck-import-no-bobbl = Bobbl { $bobbl } does not exist; a round has Bobbl 1..{ $have }
muck-import-no-table = round { $round } has no table { $table } (allowed: 1..{ $have })
muck-import-other-sides = round { $round }, table { $table } is { $a } v { $b }, not { $la } v { $lb }
muck-import-earlier-line = table { $table } of round { $round } is { $a } v { $b } on an earlier line
muck-import-round-order = round { $round } cannot be imported: rounds 1..{ $fixed } are drawn, the next round is { $next } (a draft must be published first)

## The draw's refusal when the field is too small
muck-draw-too-few = draw: { $active } active { $what }; at least { $needed } are needed to fill one table (register more, or take a withdrawal back){ $waiting }
muck-draw-too-few-pairs = pair(s)
muck-draw-too-few-players = player(s)
muck-draw-too-few-waiting = ; waiting for a partner: { $names } (pair two of them first: make-pair, or m on the registration screen)

## A Bobbl's score against the target (R-M1)
muck-score-one-side = exactly one side must reach { $target } (the target; a value above it counts as { $target }); found { $a }:{ $b }{ $why }
muck-score-both = , both at the target
muck-score-neither = , neither at the target (an aborted Bobbl is not scored)
# A shared event: Bobbl two desks typed with two values without seeing each other.
muck-sheets-desks-bobbl = Bobbl { $bobbl } { $values }
muck-sheets-desks-bobbl-second = Bobbl { $bobbl } of the second entry { $values }
muck-sheets-desks-differ = desks differ (the first stands): { $tables } — check the sheet: on the table f keeps the value that stands, a takes the other value

# The system as a sentence names an event of it, and the events a command is for.
system-event-muck = a muck event
system-owner-muck = muck events

# The settings of a Muck evening refused as a whole.
muck-err-rounds-at-least-1 = the planned number of rounds must be at least 1
muck-err-moving-needs-pairs = moving needs fixed pairs; allowed for single players: drawn

# The field of a refused Muck setting.
err-field-schedule = schedule
muck-cli-removed-pairs = { $what }; { $count } pair(s) registered now; saved { $path }

## A late pair or single player seated into the last round
muck-err-seat-waiting = { $name } waits for a partner: make a pair first (`turnier make-pair`), then seat the pair
muck-err-seat-no-round = there is no round to seat { $name } in: draw round 1 first
muck-err-seat-withdrawn = { $name } is withdrawn: reinstate first
muck-err-seat-seated = { $name } is seated in round { $round } already
muck-err-seat-sits-out = { $name } sits round { $round } out already: nobody is left to play against
muck-err-seat-complete = round { $round } is complete: { $name } is drawn from round { $next } on
muck-audit-seat-table = round { $round }: late arrival { $name } seated against { $opponent }, who would have sat out (table { $table })
muck-audit-seat-table-partner = round { $round }: late arrival { $name } seated with { $partner } against { $opponent }, who would have sat out with { $partner } (table { $table })
muck-audit-seat-out = round { $round }: late arrival { $name } sits this round out (nobody sits out to play against); drawn from round { $next } on
muck-cli-seat-out = nothing for this round; drawn from round { $next } on
muck-desk-ask-seat-table = Seat { $name } in round { $round } against { $opponent }, who would sit it out (table { $table })? (n: { $opponent } sits out, { $name } is drawn from round { $next } on)
muck-desk-ask-seat-table-partner = Seat { $name } with { $partner } in round { $round } against { $opponent }, who would sit it out with { $partner } (table { $table })? (n: they sit out, { $name } is drawn from round { $next } on)
muck-desk-ask-seat-out = Round { $round } has nobody to play against { $name } yet: let { $name } sit it out (nothing for it), to play whoever comes next? (n: { $name } is drawn from round { $next } on)
muck-desk-seat-declined = { $name } registered, not in round { $round }: drawn from round { $next } on (seat later with `turnier seat { $event } "{ $name }"`)
