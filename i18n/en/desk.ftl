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
