# The command line: --help (cli-<subcommand path>-about, cli-<path>-<argument>), the frame
# of a German help page, and what the commands print. The English help texts are the doc
# comments of src/cli/args.rs (and each system's settings of `new`) word for word.

cli-about = `turnier`: pairings, results and standings at the tournament desk
cli-data-dir = Folder for saved tournaments (default: the system's data folder for turnier)
cli-open-about = Open the desk (the terminal screens) on one tournament
cli-open-event = Path to a .ron file or a name in the data folder
cli-new-about = Create a tournament
cli-new-event = Path to a .ron file or a name in the data folder
cli-new-system = The tournament system
cli-new-name = Display name (default: EVENT)
cli-new-profile = Profile: seed (the rulings), melee-2023, melee-2024 (R-S9)
cli-new-floor = Opponent floor: 0.33 or 1/3 (R-S3)
cli-new-floor-own-gw = Floor also the player's own MWP and GW% (R-S3)
cli-new-bye-games = A bye's games in GW%: exclude or count-2-0 (R-S4)
cli-new-drawn-game-points = Game points of a drawn game: 1 or 0 (R-S2)
cli-new-opponents = Opponents in OMW%/OGW%: every-meeting or unique (R-S7)
cli-new-singles = Muck: single players with changing partners (default: fixed pairs)
cli-new-bobbl = Muck: Bobbl per round, 1..9 (default 2)
cli-new-target = Muck: points that win a Bobbl (default 21, R-M1)
cli-new-rounds = Planned number of rounds (Swiss: MTR Appendix E recommends 4 for 9-16 players, 5 for 17-32, 6 for 33-64)
cli-new-schedule = Muck: `drawn` (default) or `moving` (side A stays, side B moves one table on)
cli-new-wp = Football: WP of the first tournament, 10..300 (default 150)
cli-new-anti-manager = Football: the manager whose tournament win brings an anti-tournament (R-F8)
cli-new-mode = Football: `expectation` (Anhang B, default) or `dice` (Anhang A)
cli-new-dice-games = Football, dice mode: plays of every game (default 100)
cli-new-nmr = Deich: what an NMR does (R-D3): b (default, counts as a bid of 0) or a (out at once)
cli-import-about = Import players (header `name`; Swiss: the `export EV players` file, `id,name,registration,entered_round,dropped_after`, keeps ids, late entries and drops; Deich: plus optional `last_place`, `start_fp`), Muck entrants (header `name`, a pair `Berta / Else`), results (Swiss: `round,table,player_a,player_b,games_a,games_b,games_drawn`; Muck: `round,table,side_a,side_b,bobbl,points_a,points_b`) or Deich bids (`name,bid`)
cli-import-event = The tournament
cli-import-players = A players CSV
cli-import-lineups = Turnierfußball lineups CSV: header `manager,team,t,a,v,m,s,wish` (wish may be empty), optionally `,tournament` (`normal` or `anti`)
cli-import-ranking = Turnierfußball ranking list CSV: header `manager,rlp,last_round`, before the first evaluation (taking over a running game)
cli-import-entrants = A Muck entrants CSV: header `name`, a pair as `Berta / Else`, a single player by name
cli-import-results = A results CSV
cli-import-bids = Deich: a bids CSV for the open round, header `name,bid` (the latest bid counts)
cli-import-add-missing-players = Register players named in the results that are not registered yet
cli-import-allow-duplicate-names = Register names from --players that are registered already or repeated in the file as further players of the same name (refused without it)
cli-pair-about = Propose the next round as a draft and print it
cli-pair-event = The tournament
cli-pair-json = Print JSON: {"{"}round, bye, tables: [{"{"}table, player_a, player_b, reason{"}"}], warnings{"}"}
cli-draw-about = Muck: draw the next round as a draft and print it
cli-draw-event = The tournament
cli-draw-json = Print JSON: {"{"}round, state, tables: [{"{"}table, side_a, side_b, bobbl, manual{"}"}], sitting_out, warnings{"}"}
cli-redraw-about = Muck: replace the draft by a fresh draw
cli-redraw-event = The tournament
cli-make-pair-about = Muck, fixed pairs: put two players who came alone together into a pair
cli-make-pair-event = The tournament
cli-make-pair-a = First player (id or name)
cli-make-pair-b = Second player (id or name)
cli-repair-about = Replace the draft by a fresh proposal
cli-repair-event = The tournament
cli-delete-draft-about = Delete the draft
cli-delete-draft-event = The tournament
cli-pairings-about = Print the pairings of a round (default: the last)
cli-pairings-event = The tournament
cli-pairings-round = Round number
cli-pairings-json = Print JSON as `pair --json`
cli-publish-about = Publish the draft: the pairings are fixed
cli-publish-event = The tournament
cli-swap-about = Swap two players (they swap opponents), two Muck entrants, or two table numbers in the draft
cli-swap-event = The tournament
cli-swap-players = Two players (Muck: entrants, a pair as `Berta / Else`), by id or name
cli-swap-tables = Two table numbers
cli-result-about = Enter or correct a result: Swiss `2-1`, `1-1-1`, `0-2`, `ID`; Muck the sheet of a table, side A first, one score per Bobbl: `21:4,20:21`
cli-result-event = The tournament
cli-result-table = Table number
cli-result-score = Score from the first-listed player's (Muck: side A's) side
cli-result-round = Round (default: the last round)
cli-result-bobbl = Muck: the first Bobbl the score is for (default 1)
cli-result-second = Muck: record the second entry of the sheet (compared with the first)
cli-resolve-about = Settle a table: on a Muck sheet whose second entry differs from the first, `--take second` copies the second entry into the first (logged as a correction), `--take first` keeps the first entry; on a shared event where desks typed different values, `--take VALUE` (a Swiss result such as `2-0`, a Bobbl such as `21:8`) is the one that stands
cli-resolve-event = The tournament
cli-resolve-table = Table number
cli-resolve-take = What stands: `first` or `second` (the entries of a Muck sheet), or one of the values the desks typed
cli-resolve-round = Round (default: the last round)
cli-drop-about = Drop a player after the last fixed round
cli-drop-event = The tournament
cli-drop-player = Id or name
cli-remove-about = Remove a mistaken registration: Swiss only before round 1 exists (a draft counts); Muck a pair or single player that never sat at a table and is not in the draft. The players (and pairs) after it move up one id. One who played is dropped instead
cli-remove-event = The tournament
cli-remove-player = Id or name (Muck: a pair as `Berta / Else`, or a player)
cli-undrop-about = Take back a drop
cli-undrop-event = The tournament
cli-undrop-player = Id or name
cli-standings-about = Print the standings
cli-standings-event = The tournament
cli-standings-json = Print JSON. Swiss: [{"{"}rank, player, player_id, match_points, record, mwp, gwp, omwp, ogwp, separated_by, dropped, playoff{"}"}]; after a top cut playoff is the stage the player went out in (winner, final, semi-final, quarter-final; null outside the cut and while still in, then with stage: the stage played now or next), after the final the rows are in the final places (R-S19); Muck: [{"{"}place, entrant, bobbl, tore, opp_tore, tore_needed, opp_tore_needed, plus, plus_place, plus_minus, plus_minus_place{"}"}]; Turnierfußball: the ranking list [{"{"}rank, manager, rlp, active, last_round{"}"}]
cli-standings-round = Standings after this round (default: all fixed rounds); a playoff round: the playoff as it stood after it
cli-top-cut-about = Show the recommended top cut (R-S18) and the bracket from the current standings
cli-top-cut-event = The tournament
cli-top-cut-cut = The cut you want (0, 2, 4, 8, ...; default: the recommendation)
cli-print-about = Print a document: Swiss pairings, pairings-by-name, slips, standings, bracket (the playoff after a top cut, with the final places); Muck draw, pairings-by-name, score-sheets, table-cards, draw-slips, stickers, ranking; Turnierfußball table, anti-table, ranking; Deich round, standings (forum posts). Without -o, text goes to standard output and HTML to a file whose path is printed: next to an event file outside the data folder, else in the data folder
cli-print-event = The tournament
cli-print-document = The document: pairings, pairings-by-name, slips, standings, bracket (Swiss); draw, pairings-by-name, score-sheets, table-cards, draw-slips, stickers, ranking (Muck); table, anti-table, ranking (Turnierfußball); round, standings (Deich)
cli-print-round = Round (default: the last); standings and ranking: after this round (default: every fixed round); draw-slips and stickers take none
cli-print-format = text (80 columns, form feeds between pages; Turnierfußball and Deich posts 72), html (A4, self-contained), bbcode or markdown (for a forum post)
cli-print-output = Write to this file
cli-print-lp = Send the text document to the system printer with `lp`
cli-lineup-about = Turnierfußball: enter or correct a team's lineup for the open round (the latest counts); prints how it plays after the corrections (R-F2, R-F6)
cli-lineup-event = The tournament
cli-lineup-team = The team's name (at most 30 characters)
cli-lineup-lineup = The lineup T-A-V-M-S, e.g. 10-5-40-40-40
cli-lineup-manager = The team's manager (registered if new)
cli-lineup-wish = WP wish for the next tournament, 10..300 (R-F7: the manager's, it counts for each of his teams, the latest he sent; one outside 10..300 is ignored and the lineup counts)
cli-lineup-anti = For the round's anti-tournament (R-F8)
cli-letters-about = Turnierfußball, Deich, Grand Slam: read a file of letters as players write them (mails or forum messages, one after the other, a line of dashes `---` between two) and show what each says: lineups and the WP wish, a bid, distributions. Nothing is guessed: a letter that lacks a value or gives two is left out with the reason. With --apply the letters read completely are entered as typed ones are (the latest counts)
cli-letters-event = The event
cli-letters-file = The file of letters (UTF-8, or Windows-1252 as a mail program may save it)
cli-letters-apply = Enter the letters read completely (without it nothing is saved)
cli-bid-about = Deich: a player's bid of FP for the open round (the latest counts; a bid above his FP counts as all his FP, R-D1)
cli-bid-event = The race
cli-bid-name = The player (id or name)
cli-bid-fp = The FP bid: a whole number, 0 or more (`1500`, `20.000`)
cli-bid-round = The round (default: the open one); a round already evaluated refuses the bid
cli-evaluate-about = Evaluate the open round and print the result: Turnierfußball the tournament(s), the ranking list and the next round with its WP; Deich the round (who has no bid is an NMR)
cli-evaluate-event = The event file
cli-evaluate-json = Print JSON instead of text
cli-table-about = Turnierfußball: print a round's table (default: the last evaluated round). JSON: {"{"}round, wp, anti, teams: [{"{"}place, team, manager, submitted, lineup, corrections, points, goals_for, goals_against, goal_diff, rlp{"}"}], next_wp, anti_next{"}"}
cli-table-event = The tournament
cli-table-round = Round number
cli-table-anti = The round's anti-tournament
cli-table-json = Print JSON
cli-round-about = Turnierfußball: show the open round (its WP and where it came from, ZAT, the anti-tournament, the lineups in); `--wp` and `--zat` set them (R-F7: the GM decides the WP when no wish does; the lineups in are then corrected to the new WP)
cli-round-event = The tournament
cli-round-wp = Set the open round's WP, 10..300
cli-round-zat = Set the deadline as posted (`--zat "ZAT 12"`); `--zat ""` clears it
cli-round-json = Print JSON: {"{"}round, wp, wp_from, anti_wp, zat, teams, anti_teams{"}"}
cli-football-about = Turnierfußball tools that need no event
cli-football-table-about = Evaluate one tournament straight from a lineups CSV (header `manager,team,t,a,v,m,s,wish`), without an event: the GM's quick check. Same JSON as `table --json`
cli-football-table-file = The lineups CSV
cli-football-table-wp = The tournament's WP
cli-football-table-anti = Evaluate as an anti-tournament (R-F6)
cli-football-table-json = Print JSON
cli-zat-about = Deich: set the ZAT (deadline) of the open round in your words; empty clears it
cli-zat-event = The race
cli-zat-zat = The deadline: `So 12.5. 20:00`
cli-zat-round = The round (default: the open one)
cli-grand-slam-about = Grand Slam tools that need no event
cli-grand-slam-match-about = Play one match set by set (`grand-slam.txt` 4.3, R-G3, R-G4): A and B as `30,25,21,13,11`. Where a lot is needed and not given, both branches are shown
cli-grand-slam-match-a = Player A's distribution, five whole numbers `s1,s2,s3,s4,s5`
cli-grand-slam-match-b = Player B's distribution
cli-grand-slam-match-lot = The winner of the lot (`A` or `B`), if the match needs one (at most one)
cli-grand-slam-match-json = Print JSON
cli-grand-slam-distribution-about = Check a distribution for a strength (R-G1) and show rule 10's correction (R-G2)
cli-grand-slam-distribution-sets = The distribution, `s1,s2,s3,s4,s5`
cli-grand-slam-distribution-strength = The player's strength
cli-grand-slam-distribution-json = Print JSON
cli-export-about = Export as CSV: Swiss results, standings and players, Muck results and the ranking (`standings`). `results` is the format `import --results` reads, `players` the one `import --players` reads (players, then results, imported into a new event give the same standings and the same next pairing), `standings` the columns of `standings --json`. A cell a spreadsheet would take as a formula (`=`, `+`, `-`, `@`) gets a `'` before it
cli-export-event = The tournament
cli-export-what = What to export: results, standings or players
cli-export-output = Write to this file (default: standard output)
cli-check-about = Validate a save file and print what is wrong
cli-check-event = The tournament
cli-restore-about = Take a backup back, list the backups, or apply a journal that was kept aside
cli-restore-event = The tournament
cli-restore-list = List the backups with their time and last change, restore nothing
cli-restore-backup = Restore backup number N (from --list) instead of the newest that loads
cli-restore-journal = Apply the results of the journals kept aside beside the event
cli-restore-accept = Keep a file changed outside turnier as it is (after checking that it loads)
cli-lang = Language: de or en (default: from LC_ALL, LC_MESSAGES, LANG; de* is German)

## The frame of a help page (German only changes it; English is clap's own).
cli-heading-usage = Usage:
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-heading-commands = Commands
cli-flag-help = Print help
cli-flag-help-short = Print help (see more with '--help')
cli-flag-help-long = Print help (see a summary with '-h')
cli-flag-version = Print version
cli-help-about = Print this message or the help of the given subcommand(s)
cli-help-subcommand = Print help for the subcommand(s)
cli-possible-values = possible values: { $values }
cli-default = default: { $value }
cli-aliases = aliases: { $names }
# The values of --system, export's WHAT and the yes/no settings, in a long help page.
cli-pv-swiss = Magic Swiss (swiss-pairing-and-scoring.txt)
cli-pv-muck = A Muck evening: fixed pairs or single players, Bobbl and Tore (muck-ranking.txt)
cli-pv-football = A Turnierfußball series: lineups, the expectation table, RLP (turnierfussball.txt)
cli-pv-deich = An Ostfriesischer Deich race: bids of FP by mail (ostfriesischer-deich.txt)
cli-pv-results = Every entered result, in the import format
cli-pv-standings = The standings
cli-pv-players = Swiss: the players with ids, registration order, late entries and drops, the format `import --players` reads back before the results
cli-pv-yes = On
cli-pv-no = Off
# Value names (<EVENT>): in English clap's, from the argument names.
cli-vn-command = COMMAND
cli-vn-event = EVENT
cli-vn-dir = DIR
cli-vn-lang = LANG
cli-vn-profile = PROFILE
cli-vn-floor = FLOOR
cli-vn-floor-own-gw = FLOOR_OWN_GW
cli-vn-bye-games = BYE_GAMES
cli-vn-drawn-game-points = DRAWN_GAME_POINTS
cli-vn-opponents = OPPONENTS
cli-vn-points = POINTS
cli-vn-schedule = SCHEDULE
cli-vn-mode = MODE
cli-vn-players = PLAYERS
cli-vn-lineups = LINEUPS
cli-vn-ranking = RANKING
cli-vn-entrants = ENTRANTS
cli-vn-results = RESULTS
cli-vn-bids = BIDS
cli-vn-round = ROUND
cli-vn-table = TABLE
cli-vn-score = SCORE
cli-vn-take = TAKE
cli-vn-player = PLAYER
cli-vn-cut = CUT
cli-vn-document = DOCUMENT
cli-vn-format = FORMAT
cli-vn-file = FILE
cli-vn-lineup = LINEUP
cli-vn-wish = WISH
cli-vn-text = TEXT
cli-vn-lot = LOT
cli-vn-sets = SETS
cli-vn-strength = STRENGTH
cli-vn-what = WHAT
cli-vn-system = SYSTEM
cli-vn-name = NAME
cli-vn-manager = MANAGER
cli-vn-team = TEAM

## What main says before an error.
cli-error-prefix = error:

## What the shared commands print.
cli-print-language-about = Set the language the event's documents are printed in, whatever the language of the desk or the command line: de, en, or none (print in the language in use)
cli-print-language-event = The tournament
cli-print-language-language = de, en or none
cli-print-language-set = documents of this event are printed in { $lang ->
        [de] German
       *[en] English
    }
cli-print-language-cleared = documents of this event are printed in the language in use
cli-saved-after = { $what }; saved { $path }
cli-yes = yes
cli-no = no
cli-warning = warning:

## Swiss at the command line.
cli-swiss-created = created { $path } (swiss, profile { $profile }, floor { $floor }, own GW% floored { $own }, bye games { $bye }, drawn game { $drawn } point(s), opponents { $opponents })
cli-swiss-imported = imported: { $added } player(s) added, { $all } registered in all
cli-swiss-imported-rounds = ; { $rounds } round(s) added, { $all } in all
cli-swiss-provisional = provisional: round { $round } has { $tables } open { $tables ->
        [one] table
       *[other] tables
    }: the standings count the results entered so far
cli-swiss-recommended-cut = { $active } active players: recommended cut { $cut } (0 = no cut)
cli-swiss-cut-provisional-draft = provisional: round { $round } is a draft; the cut is made from the final standings, so this bracket may change
cli-swiss-cut-provisional-open = provisional: round { $round } is not complete; the cut is made from the final standings, so this bracket may change
cli-swiss-versus-short = v
cli-swiss-versus = vs
cli-swiss-no-round = there is no round yet: use `turnier pair`
cli-swiss-round-head = Round { $round } ({ $state })
cli-swiss-state-draft = draft
cli-swiss-state-published = published
cli-swiss-state-complete = complete
cli-swiss-bye = bye
cli-swiss-bye-exclude = a match win, 2-0: 3 match points; games not counted in GW%
cli-swiss-bye-count = a match win, 2-0: 3 match points; counted as 2-0 in GW%
cli-swiss-open-tables = { $tables } table(s) without a result
cli-swiss-reason-manual = manual
cli-swiss-reason-imported = imported
cli-swiss-reason-same-group = same score group
cli-swiss-reason-pair-down = pair-down { $high }→{ $low }
cli-swiss-reason-skips-met = (skips { $groups }: has met every player of { $groups } points, R-S12)
cli-swiss-reason-skips = (skips { $groups }: no pairing with smaller pair-downs has as few rematches, R-S12/R-S13)
cli-swiss-reason-rematch = rematch
cli-swiss-reason-rematch-forced = rematch: no other pairing
cli-swiss-reason-rs16 = R-S16: an equally good pairing (R-S12..R-S15) differs here; this one gives the better-ranked player the best partner still possible
cli-swiss-rematch = table { $table }: { $a } vs { $b } is a rematch ({ $times ->
        [one] met once before
       *[other] met { $times } times before
    }){ $how }
cli-swiss-rematch-manual = , made by hand
cli-swiss-rematch-imported = , as imported
cli-swiss-rematch-forced = , no better pairing exists
cli-swiss-record = { $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 bye
       *[other] {" "}+{ $byes } byes
    }
cli-swiss-sep-points = points
cli-swiss-sep-registration = reg. order
cli-swiss-dropped = { $name } (drop)
cli-swiss-col-rank = Rank
cli-swiss-col-player = Player
cli-swiss-col-pts = Pts
cli-swiss-col-record = Record
cli-swiss-col-separated = Separated by
cli-saved-draft = saved { $path } (draft; publish to fix it)
cli-import-give = import: give --players or --results
cli-later-round = round { $round }
cli-later-rounds = rounds { $first }..{ $last }
cli-not-last-round = note: round { $round } is not the last round: the standings changed, but the pairings of { $later } stay as they were made
cli-swap-give = swap: give --players A B or --tables T1 T2
cli-print-lp-html = print: --lp sends the text document; leave out --format html, or write the HTML with -o FILE and print it from a browser
cli-check-ok = { $path }: ok
cli-restore-none = { $path } has no backup that loads; `turnier restore { $path } --list` shows every backup and why
cli-restore-done = backup number { $seq } is { $path } again (last change: { $last }); the file it replaced is kept among the backups
cli-restore-no-journal = { $path } has no journal kept aside: nothing to apply
cli-restore-journal-done = { $applied ->
    [one] one result applied
   *[other] { $applied } results applied
} to { $path }; the journals are kept in its backups folder
cli-restore-accepted = { $path } is kept as it is now (last change: { $last }); the version before is among the backups
cli-restore-list-none = { $path } has no backups yet (one is made with every change)
cli-restore-list-head = backups of { $path }, newest first (`turnier restore EVENT --backup N` takes number N back):
cli-restore-list-empty = no change yet
cli-restore-list-damaged = does not load: { $why }
cli-kept-journal = { $journal }{ $unreadable ->
    [0] {""}
   *[other] {" "}({ $unreadable } unreadable lines)
}:
cli-kept-applies = would add: { $what }
cli-kept-added = added: { $what }
cli-kept-already = already in the event: { $why }
cli-kept-refused = does not apply now: { $why }
cli-wrote = wrote { $path }
cli-not-football = this is a football event: { $command } is for swiss and muck events; use `turnier { $instead }`
cli-only-swiss = this is { $kind }: this command is for swiss events only
cli-seat-not = this is { $kind }: seat is for Swiss events and Muck evenings
cli-only-muck = this is { $kind }: this command is for muck events only
cli-only-deich = this is { $kind }: this command is for deich events only
cli-no-tables = { $command }: a Deich race has no tables; enter bids (turnier bid) and print the round (turnier print EVENT round)
cli-no-player = player: no player { $key } (give an id 1..{ $last } or a registered name)
cli-many-players = player: { $key } matches { $count } players (ids { $ids }); give the id or the whole name
cli-problems-found = { $count } problem(s) found
cli-no-such-round = round: there is no round { $round } (allowed: 1..{ $last })
cli-saved = saved { $path }
cli-removed = { $what }; { $count } registered now; saved { $path }
cli-import-football-only = this is { $kind }: --lineups and --ranking are for football events
cli-import-bids-deich = import: --bids is for deich events; this is { $kind }
cli-import-football = this is a football event: import --lineups F.csv or --ranking F.csv
cli-import-deich-results = import: a Deich race has no results file; import bids with --bids F.csv
cli-new-football-only = --wp, --anti-manager, --mode and --dice-games are for --system football
cli-result-deich = result: a Deich race takes bids: turnier bid EVENT NAME FP
cli-evaluate-not = evaluate: this is { $kind }: only Turnierfußball series and Deich races evaluate rounds; enter results with `turnier result` instead
cli-table-not = this is { $kind }: table is for football events; see `turnier standings`
cli-export-not = export: this is { $kind }; export results and standings are for Swiss events and Muck evenings, export players for Swiss events
cli-export-players-not = export players: this is { $kind }; export players is for Swiss events (a Muck evening's pairs and players are imported with `import --entrants`)
cli-swiss-muck-settings = new: --singles, --bobbl, --target, --rounds and --schedule are Muck settings; use --system muck
cli-new-muck-not-football = the Muck settings are for --system muck; a football series takes --wp, --anti-manager, --mode, --dice-games
cli-imported-lines = imported { $count } line(s): { $what }; saved { $path }
cli-lineup-not = this is { $kind }: lineup is for football events only
cli-round-not = this is { $kind }: round is for football events only
cli-vn-options = OPTIONS
cli-vn-addr = ADDR

# Several desks: share, join, sync, peers.
cli-share-about = Share the event with other desks on this network and serve it until Ctrl-C
cli-share-event = The tournament
cli-join-about = Make a local copy of a shared event from its ticket and keep it in sync until Ctrl-C
cli-join-event = Where the local copy goes (must not exist yet); the ticket comes from standard input or --ticket-file
cli-join-then-event = The older form `turnier join TICKET EVENT`: the ticket first, the copy second
cli-join-ticket-file = Read the ticket from this file instead of standard input
cli-sync-about = Sync a shared event with the other desks now
cli-sync-event = The tournament
cli-sync-once = Sync once and stop (without: keep syncing until Ctrl-C)
cli-share-listen = Listen on this address of this laptop only (192.168.1.20, 127.0.0.1, ::1), optionally with a UDP port (192.168.1.20:4000, [::1]:4000); default: every address
cli-share-no-discovery = Do not look for the other desks on the local network (mDNS): reach them only at the addresses in the ticket and in the shared event
cli-join-listen = Listen on this address of this laptop only (192.168.1.20, 127.0.0.1, ::1), optionally with a UDP port (192.168.1.20:4000, [::1]:4000); default: every address
cli-join-no-discovery = Do not look for the other desks on the local network (mDNS): reach them only at the addresses in the ticket and in the shared event
cli-sync-listen = Listen on this address of this laptop only (192.168.1.20, 127.0.0.1, ::1), optionally with a UDP port (192.168.1.20:4000, [::1]:4000); default: every address
cli-sync-no-discovery = Do not look for the other desks on the local network (mDNS): reach them only at the addresses in the ticket and in the shared event
cli-share-name = This desk's name, shown on the other desks next to the values it typed (default: the name kept from last time, else the laptop's host name)
cli-join-name = This desk's name, shown on the other desks next to the values it typed (default: the name kept from last time, else the laptop's host name)
cli-sync-name = This desk's name, shown on the other desks next to the values it typed (default: the name kept from last time, else the laptop's host name)
cli-peers-about = List the desks of a shared event: last contact, changes each has sent
cli-peers-event = The tournament

# Differences between desks of a shared event, wherever a result is shown.
cli-desks-differ-result = desks differ: { $values }
cli-desks-differ-bobbl = desks differ on Bobbl { $bobbl }{ $second ->
    [yes] {" "}of the second entry
   *[no] {""}
  }: { $values }
cli-desks-differ-at = round { $round }, table { $table }: { $what }
cli-desks-settle = ≠ desks typed different values; the first stands until one is taken: `turnier resolve EV TABLE --take VALUE`
cli-desks-not-final = not final: { $count } { $count ->
    [one] result differs
   *[other] results differ
  } between desks
cli-resolve-no-difference = round { $round }, table { $table }: no values of different desks to settle (`--take first` or `--take second` settles the two entries of a Muck sheet)
cli-resolve-not-typed = --take: `{ $take }` is not a value the desks typed at round { $round }, table { $table }; allowed: { $allowed }
cli-resolve-one-value = --take: `{ $take }` is not one Bobbl score; give the one that stands, such as `21:8`

# A name two players share, and a `Name #id` whose id is another player's.
cli-same-name-players = player: { $count } players are called { $key } (ids { $ids }); give the id, or the name with it as the lists write it: `{ $example }`
cli-player-id-other-name = player: { $key }: player { $id } is { $name }; give the name and the id of one player

# A command about tables at a system without them (a system may say what to do instead).
cli-no-tables-here = { $command }: this event has no tables
cli-open-serve = Serve the room beside the desk, as `turnier serve` does: the TV page and the players' pages on the local network (the wall view shows the QR code)
cli-open-listen = With --serve: listen on this address only (HOST:PORT, HOST or :PORT; default: every address, port 8080)
cli-open-reports = With --serve: players may report results from their phones (the desk accepts them)
cli-print-room = Slips and score sheets: print each table's report code and the address of the room's report page at URL (as `turnier serve --reports` prints it), with a QR code in HTML
cli-serve-about = Serve the event to the room over the local network until Ctrl-C: a TV page (`/`), the players' pages for their phones (`/players`), the round as JSON (`/api/round`), and with --reports the page where players report their result (`/report`)
cli-serve-event = The tournament
cli-serve-listen = Listen on this address only (HOST:PORT, HOST or :PORT; default: every address, port 8080)
cli-serve-reports = Players may report results from their phones with the code on their slip; a report waits for the desk (`turnier accept`)
cli-reports-about = List the results the players reported that wait for the desk, and locked tables
cli-reports-event = The tournament
cli-reports-codes = Print each table's code of the round shown (for the slips), not the reports
cli-reports-unlock = Unlock reporting at TABLE (locked after wrong codes)
cli-reports-dismiss = Dismiss the reports of TABLE
cli-accept-about = Accept the result the players reported for TABLE (the round shown) as its result
cli-accept-event = The tournament
cli-accept-table = The table
