# The desk: key labels, screen names, headings, prompts, questions, status lines,
# settings forms. Values never start with spaces: Rust pads and aligns.

## Key labels (footer and help)
desk-key-yes = yes
desk-key-no = no
desk-key-close = close
desk-key-scroll-up = scroll up
desk-key-scroll-down = scroll down
desk-key-page-up = page up
desk-key-page-down = page down
desk-key-print = print
desk-key-cancel = cancel
desk-key-prev-field = prev field
desk-key-next-field = next field
desk-key-prev-choice = prev choice
desk-key-next-choice = next choice
desk-key-delete-path = delete (path)
desk-key-path-delete-at-cursor = path: delete at cursor
desk-key-path-start-move-on-it = path: start (← → move on it)
desk-key-path-end = path: end
desk-key-clear-the-line-before-the-cursor = clear the line before the cursor
desk-key-delete-the-word-before-the-cursor = delete the word before the cursor
desk-key-create = create
desk-key-prev-row = prev row
desk-key-next-row = next row
desk-key-less-prev = less/prev
desk-key-more-next = more/next
desk-key-next-choice-name-a-space = next choice (name: a space)
desk-key-delete-name-numbers = delete (name, numbers)
desk-key-name-delete-at-cursor = name: delete at cursor
desk-key-name-start-move-on-it = name: start (← → move on it)
desk-key-name-end = name: end
desk-key-accept = accept
desk-key-delete = delete
desk-key-delete-at-cursor = delete at cursor
desk-key-cursor-left = cursor left
desk-key-cursor-right = cursor right
desk-key-start-of-line = start of line
desk-key-end-of-line = end of line
desk-key-registration = registration
desk-key-pairings = pairings
desk-key-results = results
desk-key-standings = standings
desk-key-audit-log = audit log
desk-key-open = open
desk-key-new = new
desk-key-open-file = open file
desk-key-new-muck = new Muck
desk-key-add = add
desk-key-rename = rename
desk-key-drop = drop
desk-key-remove-before-round-1 = remove (before round 1)
desk-key-un-drop = un-drop
desk-key-pair = pair
desk-key-re-pair = re-pair
desk-key-delete-draft = delete draft
desk-key-left-seat = left seat
desk-key-right-seat = right seat
desk-key-swap-players = swap players
desk-key-swap-tables = swap tables
desk-key-publish = publish
desk-key-table-score-enter = TABLE SCORE ⏎
desk-key-score-here = score here
desk-key-round-back = round back
desk-key-round-fwd = round fwd
desk-key-open-only = open only
desk-key-add-pair-player = add pair/player
desk-key-make-pair = make pair
desk-key-withdraw = withdraw
desk-key-reinstate = reinstate
desk-key-remove-never-played = remove
desk-key-draw = draw
desk-key-re-draw = re-draw
desk-key-seat-left = seat left
desk-key-seat-right = seat right
desk-key-swap-entrants = swap entrants
desk-key-type-sheet = type sheet
desk-key-sheet-here = sheet here
desk-key-first-second = 1st/2nd
desk-key-take-second = take 2nd
desk-key-keep-first = keep 1st
desk-key-earlier = earlier
desk-key-later = later
desk-key-plus-plus-minus = Plus / Plus-Minus
desk-key-type-lineup = type lineup
desk-key-correct = correct
desk-key-evaluate = evaluate
desk-key-set-wp = set WP
desk-key-set-zat = set ZAT
desk-key-normal-anti = normal/anti
desk-key-last-place = last place
desk-key-start-fp = start FP
desk-key-drop-before-round-1 = drop (before round 1)
desk-key-name-fp-enter = NAME FP ⏎
desk-key-bid-here = bid here
desk-key-zat = ZAT
desk-key-quit = quit
desk-key-help = help
desk-key-search = search
desk-key-undo = undo
desk-key-next-screen = next screen
desk-key-previous-screen = previous screen
desk-key-up = up
desk-key-down = down
desk-key-first = first
desk-key-last = last
desk-key-switch-screens = switch screens
desk-key-settings = settings

## Help headings
desk-context-global = Everywhere
desk-context-picker = Tournament picker
desk-context-registration = 1 Registration
desk-context-pairings = 2 Pairings
desk-context-results = 3 Results
desk-context-standings = 4 Standings
desk-context-audit = 5 Audit log
desk-context-muck-registration = 1 Registration (Muck)
desk-context-muck-draw = 2 Draw
desk-context-muck-sheets = 3 Score sheets
desk-context-muck-ranking = 4 Ranking
desk-context-football-lineups = 1 Lineups
desk-context-football-matrix = 2 Match matrix
desk-context-football-table = 3 Table
desk-context-football-ranking = 4 Ranking list
desk-context-deich-registration = 1 Registration (Deich)
desk-context-deich-bids = 2 Bids
desk-context-deich-round = 3 Round
desk-context-deich-race = 4 Race
desk-context-input = Typing
desk-context-confirm = Questions
desk-context-help = Help
desk-context-print-dialog = Print dialog
desk-context-new-event = New event form
desk-context-desk = Desk
desk-context-desk-settings = Desk settings

## Key caps
desk-keycap-space = Space
desk-keycap-enter = Enter
desk-keycap-esc = Esc
desk-keycap-tab = Tab
desk-keycap-backtab = S-Tab
desk-keycap-backspace = Bksp
desk-keycap-delete = Del
desk-keycap-page-up = PgUp
desk-keycap-page-down = PgDn
desk-keycap-home = Home
desk-keycap-end = End
desk-keycap-ctrl = Ctrl

## Frame and help
desk-tab-tournaments = Tournaments
desk-status-data-folder = data folder: { $path }
desk-prompt-search = search:
desk-prompt-open-file = open file:
desk-message-error = error: { $text }
desk-help-other-keys = other keys
desk-help-typed-into-the-field = typed into the field
desk-help-digits-type-here = { $label } (the digits type here)
desk-help-title = Keys (↑/↓ PgUp/PgDn scroll, Esc closes)

## The desk's state (app.rs)
desk-tab-audit = Audit log
desk-opened = opened { $path }
desk-opened-recovered = { $count ->
    [one] 1 result recovered from the journal
   *[other] { $count } results recovered from the journal
}

## The desk settings popup (L, F6)
desk-settings-title = Desk settings
desk-settings-not-in-event = for this desk only: nothing is written into the event
desk-settings-keys = ← → choose · ↑ ↓ row · Enter/Esc close
desk-open-first = open a tournament first (Enter on the list, n for a new one)
desk-nothing-to-undo = nothing to undo: no tournament is open
desk-no-tournament-open = no tournament is open
desk-saved = saved: { $what }

## Swiss desk: tabs, status line, questions
desk-tab-registration = Registration
desk-tab-pairings = Pairings
desk-tab-results = Results
desk-tab-standings = Standings
desk-state-draft = draft
desk-state-draft-loud = DRAFT
desk-state-published = published
desk-state-complete = complete
desk-status-no-round = no round yet
desk-status-round = round { $round } { $state }
desk-status-not-saved = not saved yet
desk-status-saved = saved { $at }
desk-status-players = { $count } players
desk-status-active-of = { $active } active of { $all }
desk-status-open-tables = open tables { $count }
desk-swiss-entrants = { $count } players
desk-swiss-ask-duplicate = { $name } is registered already. Register a second player of that name?
desk-swiss-ask-remove = Remove { $name }'s registration? (never paired; the players after move up one id)
desk-swiss-ask-result-players = Round { $round }, table { $table }: { $a } v { $b }
desk-swiss-ask-result-change = { $players }, now { $now }. Change to { $result }?
desk-swiss-ask-result-enter = { $players }, no result yet. Enter { $result }?
desk-swiss-ask-result-table = Round { $round }, table { $table }: enter { $result }?
desk-swiss-ask-publish = Publish round { $round }? Its pairings are then fixed.
desk-swiss-publish-rematches = { $count ->
    [one] A rematch made by hand
   *[other] Rematches made by hand
}: { $tables }.
desk-swiss-publish-rematch = table { $table }, { $a } v { $b } ({ $times ->
    [one] met once before
   *[other] met { $times } times before
})
desk-prompt-new-name = new name:
desk-swiss-prompt-result = result, TABLE SCORE ⏎ (Esc cancels, F1-F5 switch screens):
desk-swiss-help-scores = Scores (games of the first-listed player first):

## Swiss registration
desk-no-player-selected = no player selected
desk-dropped-already = { $name } is dropped already
desk-swiss-remove-refused = remove: round { $round } exists, so { $name } may have been paired; drop instead (d)
desk-swiss-prompt-add = name, Enter registers and asks for the next; Esc ends:
desk-search-found = search "{ $query }": { $count } found
desk-swiss-registered = { $all } registered, { $active } active
desk-swiss-registered-short = { $all } reg., { $active } active
desk-col-id = Id
desk-col-name = Name
desk-col-state = State
desk-swiss-no-players = No players yet: a opens the name line; Enter registers each name, Esc ends.
desk-state-dropped-after = (drop) after round { $round }
desk-state-late-entry = late entry, from round { $round }
desk-state-active = active

## Swiss pairings
desk-no-draft-to-delete = there is no draft to delete
desk-swiss-no-draft-to-publish = there is no draft to publish: p pairs the next round
desk-no-table-selected = no table selected
desk-mark-removed = mark removed
desk-swiss-marked-player = marked { $name }; choose the second player and press s (Esc cancels)
desk-marked-table = marked table { $table }; choose the second table and press t (Esc cancels)
desk-swap-mark = swap
desk-reason-manual = manual
desk-reason-imported = imported
desk-reason-same-group = same score group
desk-reason-pair-down = pair-down { $high }→{ $low }
desk-reason-skips-met-all = skips { $groups }: has met every player of { $groups } points, R-S12
desk-reason-skips-fewer-rematches = skips { $groups }: no pairing with smaller pair-downs has as few rematches, R-S12/R-S13
desk-reason-rematch = rematch
desk-reason-rematch-unavoidable = rematch: no other pairing
desk-reason-rs16 = R-S16: an equally good pairing (R-S12..R-S15) differs here; this one gives the better-ranked player the best partner still possible
desk-swiss-bye = bye
desk-swiss-bye-no-opponent = no opponent: a match win, 2-0
desk-swiss-no-round = No round yet: p pairs round 1 as a draft.
desk-swiss-bye-note = bye: { $name } ({ $counts })
desk-swiss-not-seated = not seated (re-pair): { $names }
desk-warning = warning: { $text }
desk-swiss-pairings-title = Round { $round } { $state } · { $tables ->
    [one] 1 table
   *[other] { $tables } tables
} · { $rematches } rematch(es)
desk-manual-count = { $count } manual (*)
desk-search-for = search "{ $query }"

## Settings tables (game/settings.rs, swiss/settings.rs, muck/settings.rs)
desk-setting-or-more = { $min } or more
desk-setting-bobbl = Bobbl per round
desk-setting-unit-bobbl = Bobbl per round
desk-setting-target = Target points
desk-setting-unit-points = points
desk-setting-usually-21 = usually 21
desk-setting-rounds = Planned rounds
desk-setting-unit-rounds = rounds
desk-setting-partners = Partners
desk-setting-schedule = Schedule
desk-setting-profile = Profile
desk-setting-floor = Opponent floor
desk-setting-floor-own-gw = Own MWP/GW% floored
desk-setting-bye-games = Bye games
desk-setting-drawn-game-points = Drawn game points
desk-setting-unit-points-maybe = point(s)
desk-setting-opponents = Opponents
desk-setting-bye-counts-exclude = a match win, 2-0: 3 match points; games not counted in GW%
desk-setting-bye-counts-2-0 = a match win, 2-0: 3 match points; counted as 2-0 in GW%

## Swiss results
desk-swiss-results-hint = type table and result, e.g. 12 21 ⏎ · F1-F5/Tab switch screens
desk-swiss-score-first-won = 2-0, 2-1: the first-listed player won
desk-swiss-score-second-won = 1-2, 0-2: the second-listed player won
desk-swiss-score-unfinished = 1-0, 0-1, 1-1 (a game unfinished at time)
desk-swiss-score-drawn-games = 1-1-1, 1-0-1: the third digit counts drawn games
desk-swiss-score-dashes = 2-1, 1-1-1: the same with dashes (WINS-LOSSES[-DRAWS])
desk-swiss-score-intentional-draw = intentional draw (0-0-0)
desk-swiss-typing-table-score = 7 21 Enter: table 7, 2-1 (over another result: asks, y)
desk-swiss-typing-select = 7 Enter selects table 7; then 21 Enter: 2-1 there
desk-swiss-typing-score-alone = a score alone goes only to a table moved to (↑ ↓ or 7 Enter)
desk-swiss-typing-correction = a correction is the same keys; an earlier round ([) asks, y
desk-swiss-typing-digits = the digits type results on this screen: F1-F5 / Tab switch
desk-swiss-no-published-round-first = no published round: pair and publish a round first (screen 2)
desk-swiss-no-published-round-yet = no published round yet
desk-swiss-no-published-round = no published round
desk-swiss-no-table-selected-type = no table selected: type TABLE SCORE, e.g. 7 21
desk-swiss-word-alone = { $word } alone: type TABLE SCORE, e.g. 7 21; a score alone goes to a table you moved to with ↑ ↓ (tables 1..{ $tables })
desk-swiss-not-a-table = table: { $table } is not a table number; type TABLE SCORE, e.g. 7 21
desk-swiss-not-understood = { $text } is not understood; type TABLE SCORE such as 7 21 (2-1), 7 12, 7 111, 7 id, or a score alone for the table you moved to
desk-swiss-no-such-table = table: round { $round } has no table { $table } (allowed: 1..{ $tables })
desk-swiss-open = open
desk-swiss-now = now { $result }
desk-swiss-f-screen = F{ $n }: screen { $n }
desk-swiss-table-selected = table { $table } selected: { $a } v { $b }, { $now } · type its score alone, Enter
desk-swiss-round-n = round { $round }
desk-swiss-rounds-from-to = rounds { $from }..{ $to }
desk-swiss-not-last-round = round { $round } is not the last round: the standings changed, the pairings of { $later } stay as they were made
desk-swiss-round-complete = round { $round } complete: every table has a result · next: F2, then p pairs round { $next }
desk-swiss-results-none = No published round: pair (p) and publish (P) a round on screen 2.
desk-swiss-results-title = Round { $round } ({ $state }) · { $open } of { $tables } tables open
desk-swiss-earlier-round = EARLIER ROUND: entries ask first (y)
desk-swiss-open-only = showing open tables only
desk-swiss-no-tables-to-show = No tables to show (o shows all tables, Esc clears the search).

## Swiss standings
desk-criterion-points = points
desk-criterion-registration = reg. order
desk-swiss-provisional = provisional: round { $round } has { $count ->
    [one] { $count } open table
   *[other] { $count } open tables
} · results entered so far
desk-swiss-no-round-played = No round played yet
desk-swiss-after-round = After round { $round } · every table has a result
desk-col-rank = Rank
desk-col-player = Player
desk-col-points = Pts
desk-col-record = Record
desk-col-separated-by = Sep. by
desk-drop-mark = drop

## Picker
desk-picker-none-in-list = no tournament in the list: n creates one, o opens a file
desk-col-tournament = Tournament
desk-col-system = System
desk-col-rounds = Rounds
desk-col-entrants = Entrants
desk-col-last-saved-file = Last saved (file)
desk-col-saved = Saved
desk-picker-empty = No tournaments in { $folder } yet: n creates one, o opens a file.
desk-picker-unreadable = unreadable: { $why }
desk-system-swiss-short = Swiss

## Audit log
desk-col-time = Time
desk-col-round = Round
desk-col-what = What
desk-audit-flags = M = manual edit, C = correction
desk-audit-flag-manual = M
desk-audit-flag-correction = C
desk-audit-filter = filter "{ $query }": { $shown } of { $all }
desk-audit-empty = Nothing committed yet.

## Questions
desk-confirm-nudge = answer y or n after half a second without typing (Esc: no); other keys are not taken
desk-ask-quit = The draft is not published. Quit anyway? (it stays saved as a draft)
desk-ask-restore = { $file } does not load. Take back backup number { $seq } (last change: { $last })? The damaged file is kept.
desk-restored = backup number { $seq } taken back; the damaged file is kept among the backups
desk-kept-aside = { $count ->
    [one] one result
   *[other] { $count } results
} of a damaged journal kept aside, not in the event: `turnier check { $file }` lists, `turnier restore { $file } --journal` applies
desk-ask-delete-draft = Delete the draft? (u brings it back)
desk-ask-undo-round = Undo (round { $round }): { $what }?
desk-ask-undo = Undo: { $what }?
desk-ask-drop = Drop { $name } after the last fixed round? (results stay; D takes it back)
desk-confirm-yn = y/n
desk-confirm-not-taken = not taken: { $keys }
desk-confirm-title = Confirm: y = yes, n / Esc = no
desk-stray-type-again = not taken while the question was open: { $keys } (type it again)
desk-stray-not-taken = not taken while the question was open: { $keys }
desk-cancelled = cancelled: nothing changed

## New event form
desk-form-name = Name
desk-form-system = System
desk-system-swiss = Swiss
desk-new-event-cancelled = new event cancelled: nothing was created
desk-new-event-bad-name = Name: { $why }; type the event's name
desk-new-event-keys = ↑↓ row · ←→ change · type name and numbers · Enter creates · Esc cancels
desk-new-event-title = New event (nothing is created before Enter)
desk-choice-yes = yes
desk-choice-no = no
desk-swiss-form-profile = Settings profile
desk-swiss-form-floor = Floor for opponents' values
desk-swiss-form-floor-own-gw = Floor on own MWP/GW% too
desk-swiss-form-bye-games = A bye's games in GW%
desk-swiss-form-drawn-game-points = Points for a drawn game
desk-swiss-form-opponents = Opponent met twice counts
desk-swiss-about-profile = the rows below at once: seed = the rulings, melee-2023/2024 as Melee (R-S2..7)
desk-swiss-about-floor = an opponent's match-win and game-win % count at least this (R-S3)
desk-swiss-about-floor-own-gw = the floor also on the player's own MWP and GW% (R-S3)
desk-swiss-about-bye-games = exclude, or count a bye as 2-0 in the player's GW% (R-S4)
desk-swiss-about-drawn-game-points = game points a drawn game gives each player (R-S2)
desk-swiss-about-opponents = an opponent met twice counts twice (every meeting) or once (R-S7)
desk-swiss-choice-custom = custom
desk-swiss-choice-exclude = exclude
desk-swiss-choice-count-2-0 = count 2-0
desk-swiss-choice-every-meeting = every meeting
desk-swiss-choice-unique = unique

## Print dialog
desk-print-next-to-event = next to the event file
desk-print-event-folder = event folder
desk-print-data-folder = data folder
desk-print-file = file
desk-print-printer = printer
desk-print-type-path = type the path below
desk-print-lp = lp, the default printer; always as text
desk-print-round-latest = round { $round } (the latest)
desk-print-round-of = round { $round } (latest: { $latest })
desk-print-after-every-round = after every fixed round
desk-print-no-round = none: made from who is registered now
desk-print-after = after { $which }
desk-print-no-documents = print: this event's system has no printable documents
desk-print-cancelled = print cancelled: nothing was written
desk-print-error = print: { $why }
desk-print-type-path-or = print: type the file's path, or choose the { $target }
desk-print-row-document = Document
desk-print-row-round = Round
desk-print-row-format = Format
desk-print-row-send-to = Send to
desk-print-row-path = Path
desk-print-title = Print: { $event } (Enter prints, Esc cancels)
desk-print-format-text = text
desk-doc-pairings = pairings
desk-doc-pairings-by-name = pairings-by-name
desk-doc-slips = slips
desk-doc-standings = standings
desk-doc-draw = draw
desk-doc-score-sheets = score-sheets
desk-doc-table-cards = table-cards
desk-doc-draw-slips = draw-slips
desk-doc-stickers = stickers
desk-doc-ranking = ranking
desk-doc-table = table
desk-doc-anti-table = anti-table
desk-doc-ranking-list = ranking-list
desk-doc-round = round

## Muck settings form
desk-muck-form-partners = Partners
desk-muck-form-bobbl = Bobbl per round
desk-muck-form-target = Points that win a Bobbl
desk-muck-form-rounds = Planned rounds
desk-muck-form-schedule = Schedule
desk-muck-about-target = a side that reaches these points wins the Bobbl (R-M1)
desk-muck-about-schedule = moving: round 1 drawn, then side B moves one table on
desk-muck-choice-fixed = fixed pairs
desk-muck-choice-singles = single players
desk-muck-choice-drawn = drawn
desk-muck-choice-moving = moving
desk-muck-rounds-note = empty: not planned
desk-form-is-empty = is empty
desk-form-not-whole = { $text } is not a whole number
desk-form-row-wrong = { $row }: { $what }; allowed: { $allowed }
desk-form-not-allowed = { $row }: { $n } is not allowed; allowed: { $allowed }
desk-muck-rounds-allowed = { $range }, or empty for not planned
desk-muck-moving-needs-pairs = Schedule: moving needs fixed pairs; allowed for single players: drawn
desk-record-byes = { $count ->
    [one] +1 bye
   *[other] +{ $count } byes
}
desk-settings-print-language = Print language
desk-settings-as-desk = as the desk
desk-settings-print-saved = language: this desk only · print language: saved with the event
desk-no-terminal = the desk needs a terminal: standard input and output must be one (not a pipe or a file); from a script use the subcommands instead (`turnier --help`)
desk-picker-fixed-pairs = (fixed pairs)
desk-picker-single-players = (single players, changing partners)
desk-picker-expectation = (expectation)
desk-picker-dice = (dice)
desk-picker-seed = (seed)

# A result typed where no line was open: its digits switched screens, nothing was recorded.
desk-typed-off-line = “{ $text }” was not recorded: no line was open, so its digits switched screens. Results are typed on the { $screen } screen (F3): the table, then the result.
