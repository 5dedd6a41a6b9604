# Grand Slam: the words of the command line's tools (grand-slam match, grand-slam distribution).
gs-fault-count = not 5 sets
gs-fault-not-int = a set not a whole number
gs-fault-min1 = a set below 1
gs-fault-duplicate = two sets equal
gs-fault-sum = the sets do not sum to the strength
gs-valid = valid
gs-too-many = too many
gs-too-few = too few
gs-step-taken = { $n } taken from set { $set }
gs-step-more-taken = { $n } from set { $set }
gs-step-added = { $n } added to set { $set }
gs-step-more-added = { $n } from set { $set }
gs-set = set
gs-not-correctable = not correctable (rule 10 corrects only the sum)
gs-strength-too-low = no five different sets of at least 1 sum to this strength (at least 15)
gs-corrected = corrected to
gs-wins = { $side } wins { $a }:{ $b }
gs-needs-lot = set { $set } needs a lot (4.3.2: lowest sets equal); give --lot A or --lot B
gs-if-wins-lot = if the lot goes to { $side }:
gs-match-not-an-entry = note: { $side } `{ $sets }` could not be entered ({ $faults }, R-G1); played as given
gs-lot-unused = (the lot was not needed)
gs-bad-match-sets = five whole numbers of at least 0, like 30,25,21,13,11
gs-one-lot = lot: a match needs at most one lot (R-G3); give --lot once
gs-reason-higher = higher set value
gs-reason-pair-behind = tied, pair with set { $partner }: to { $winner }, behind in sets (4.3.1)
gs-reason-pair-would-trail = tied, pair with set { $partner }, level in sets: to { $winner }, who loses set { $decider } (4.3.1)
gs-reason-pair-second = tied, second of the pair with set { $first }: to { $winner } (4.3.1)
gs-reason-lowest-set = tied: lowest sets { $a } : { $b } (4.3.2)
gs-reason-lot = lot (4.3.2: lowest sets equal)

# The event (Game::GrandSlam): refusals, audit entries, the command line's event commands.
gs-nothing = {""}
gs-list = { $first }, { $rest }
gs-correction = { $head }: { $steps }
gs-err-faults = { $faults }: not correctable (rule 10 corrects only the sum)
gs-err-cmd-add = a Grand Slam player with his strength
gs-err-cmd-offer = a Grand Slam offer
gs-err-cmd-limits = Grand Slam entry limits
gs-err-cmd-enter = a Grand Slam entry
gs-err-cmd-play = playing a Grand Slam round
gs-err-cmd-next = the next Grand Slam round
gs-err-no-draft = a Grand Slam game has no draft, no tables and no drops: a player who sends nothing pauses (9)
gs-err-names-empty = give at least one name
gs-err-played = round { $round } is played; open the next round first
gs-err-offer-empty = an offer needs at least one tournament
gs-err-offer-name = a tournament needs a name (no control characters, at most 80 characters)
gs-err-offer-twice = the tournament { $name } is offered twice
gs-err-offer-entered = players entered { $name }: withdraw their entries before it leaves the offer
gs-err-limits-twice = two limits from the same strength
gs-err-no-tournament = the round offers no tournament { $tournament }
gs-err-limit = { $name } (strength { $strength }) may enter { $limit ->
    [one] one tournament
   *[other] { $limit } tournaments
  } this round (3.1; doubles not counted)
gs-err-not-entered = { $name } has no entry in { $tournament }
gs-err-no-offer = the round has no offer yet
gs-err-no-round = there is no round yet
gs-err-not-played = round { $round } is not played yet
gs-unit-strength = strength points
gs-unit-round = round
gs-unit-stars = stars
gs-limit = from strength { $from }: { $count }
gs-audit-register-one = register { $name } with strength { $strength }
gs-audit-register = register { $count } players
gs-audit-offer = offer of round { $round }: { $count ->
    [one] one tournament
   *[other] { $count } tournaments
  }
gs-audit-offer-added = offer of round { $round }: { $names } added ({ $count ->
    [one] one tournament
   *[other] { $count } tournaments
  })
gs-audit-offer-removed = offer of round { $round }: { $names } out ({ $count ->
    [one] one tournament
   *[other] { $count } tournaments
  })
gs-audit-offer-set = offer of round { $round }: { $names } ({ $count ->
    [one] one tournament
   *[other] { $count } tournaments
  })
gs-limits-none = no limit
gs-audit-limits = entry limits of round { $round }: { $limits }
gs-audit-entry = entry { $name } in { $tournament }: { $sets }{ $correction }
gs-audit-corrected = {" "}(rule 10: { $how })
gs-audit-withdraw = withdraw { $name } from { $tournament }
gs-audit-played = round { $round } played: { $tournaments ->
    [one] one tournament
   *[other] { $tournaments } tournaments
  }, { $players ->
    [one] one player
   *[other] { $players } players
  }
gs-audit-next = round { $round } opened
gs-v-players = the game has { $players } players, the registry { $registered }
gs-v-name = player #{ $id } is { $name } in the game, another name in the registry
gs-v-round-number = round { $want } is numbered { $number }
gs-v-round-open = round { $round } is not played but a later round exists
gs-v-entry = round { $round }, entry { $entry }: no such player or tournament
gs-v-entry-twice = round { $round }, entry { $entry }: a second entry of the same player in the same tournament
gs-cli-no-tables = { $command }: a Grand Slam game has no tables and no drops; enter distributions (turnier enter EVENT PLAYER TOURNAMENT SETS)
gs-col-rank = Rank
gs-col-player = Player
gs-col-strength = Strength
gs-col-points = Points
gs-col-denominator = Denom.
gs-col-quotient = Quotient
gs-wrl-title = WRL after round { $round }
gs-wrl-empty = (nobody ranked yet)
gs-players = { $count ->
    [one] one player
   *[other] { $count } players
  }
err-field-sets = sets
err-field-strength = strength
err-field-tournament = tournament
err-field-tournaments = tournaments
err-field-joined-round = joined_round
err-field-stars = stars
err-field-rank-diff = rank_diff
err-field-gm-strengths = GM strengths
err-field-limits = limits
err-command-grand-slam = grand-slam

# The command line's help of the Grand Slam event commands (the doc comments of args.rs).
cli-pv-grand-slam = A Grand Slam game: the eternal tennis game by mail (grand-slam.txt)
cli-import-entries = Grand Slam: entries CSV for the round being prepared, header `name,tournament,s1,s2,s3,s4,s5` (the latest per player and tournament counts)
cli-offer-about = Grand Slam: set the offer of the round being prepared from a CSV (header `name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes`, optionally `,doubles`) and its entry limits, and print the offer. After a played round the next round is opened first
cli-offer-event = The tournament
cli-offer-tournaments = The offer CSV, one line per tournament of the round
cli-offer-limits = Entry limits by strength (3.1): `0:1,150:2` (from strength 0 one tournament, from 150 two); `none` for no limit
cli-offer-json = Print JSON: {"{"}round, tournaments: [{"{"}name, stars, quarter_final, semi_final, final, winner, exchange, rank_diff, gm_strengths, notes, doubles, entries{"}"}], limits: [{"{"}from_strength, tournaments{"}"}]{"}"}
cli-enter-about = Grand Slam: a player's distribution for a tournament of the round being prepared (R-G1; rule 10 corrects a wrong sum and says how, R-G2)
cli-enter-event = The tournament
cli-enter-player = The player: name, a unique start of it, or #id
cli-enter-tournament = The tournament of the round: its name or its number in the offer
cli-enter-sets = The five sets, `30,25,21,13,11`
cli-enter-withdraw = Take the player's entry for the tournament back instead (while the round is open; the desk's `x`)
cli-play-about = Grand Slam: draw and play the round being prepared from the event's seed (5.1; who sent nothing pauses, R-G15), and print the winners and the strength changes
cli-play-event = The tournament
cli-play-json = Print JSON: {"{"}round, tournaments: [{"{"}name, field, entries, stars, winner{"}"}], players: [{"{"}player, strength_before, strength_after, wrl_points, tournaments{"}"}]{"}"}
cli-bracket-about = Grand Slam: a tournament's bracket with every match's result
cli-bracket-event = The tournament
cli-bracket-tournament = The tournament of the round: its name or its number in the offer
cli-bracket-round = The round (default: the last played)
cli-bracket-json = Print JSON: {"{"}round, tournament, field, stars, seeds, matches: [{"{"}round, a, b, winner, score, set_winners, games, lot, wrl_points, exchange{"}"}]{"}"}
cli-vn-tournament = TOURNAMENT
cli-vn-tournaments = TOURNAMENTS
cli-vn-limits = LIMITS
cli-vn-entries = ENTRIES
gs-cli-created = created { $path } (grand-slam: players join with strength 100; set the offer with turnier offer)
gs-cli-entries-only = import: --entries is for grand-slam events; this is { $kind }
gs-cli-import = import: a Grand Slam game takes --players (name,strength,joined_round) and --entries (name,tournament,s1,s2,s3,s4,s5)
gs-cli-only = this is { $kind }: this command is for grand-slam events only
gs-cli-bad-limit = offer: --limits takes STRENGTH:COUNT separated by commas, like 0:1,150:2; not { $part }
gs-cli-no-tournament = no tournament { $key } in the round being prepared (offered: { $offered })
gs-cli-no-offer = no round yet: set the offer with turnier offer EVENT --tournaments F.csv
gs-cli-offer-title = Offer of round { $round }
gs-cli-offer-line = { $name }: { $stars ->
    [one] 1 star
   *[other] { $stars } stars
  }; strength QF { $qf }, SF { $sf }, F { $f }, win { $w }; { $exchange }; GM strength { $gm }; { $entries } entered
gs-cli-doubles = doubles (partners drawn; no WRL points; on top of the limit)
gs-cli-limits = Entry limits: { $limits }
gs-cli-no-limit = none
gs-gm = GM { $n }
gs-cli-played-title = Round { $round } played
gs-cli-played-line = { $name } ({ $field } players, { $entries } entered, { $stars ->
    [one] 1 star
   *[other] { $stars } stars
  }): won by { $winner }
gs-cli-played-wrl = WRL points { $points }, { $count ->
    [one] one tournament
   *[other] { $count } tournaments
  }
gs-cli-no-bracket = no bracket { $key } in round { $round } (played: { $offered })
gs-cli-bracket-title = { $name }, round { $round }: { $field } players, { $stars ->
    [one] 1 star
   *[other] { $stars } stars
  }
gs-cli-bracket-winner = Winner: { $name }
gs-stage-final = Final
gs-stage-semi = Semi-final
gs-stage-quarter = Quarter-final
gs-stage-eighth = Round of 16
gs-stage-last = Round of { $count }
gs-import-number = not a whole number: { $value }
gs-import-yes-no = yes or no, not { $value }
gs-import-no-player = no player { $name } is registered
gs-import-no-tournament = the round being prepared offers no tournament { $name }
gs-audit-season = { $played }; change of season: every strength aged (7)
gs-gm-partner = GM
gs-err-cmd-masters = the Grand Slam Masters
gs-err-cmd-credit = a Grand Slam account credit
gs-err-masters-open = the Masters after round { $round } is not finished
gs-err-masters-when = the Masters follows a season's last round (10, 20, …) before the next round opens
gs-err-masters-twice = the Masters after round { $round } exists already
gs-err-masters-few = the Masters needs 8 ranked players; the WRL has { $count }
gs-err-no-masters = no Masters is being played
gs-err-not-in-masters = { $name } is not in the Masters
gs-err-not-in-group = { $name } has no group match against that player
gs-err-masters-played = that stage of the Masters is played
gs-err-masters-missing = no distribution for the next Masters matches from: { $names }
gs-err-credit-zero = give an amount other than 0
gs-masters-default = every match
gs-masters-against = the match against { $name }
gs-masters-semi = the semi-final
gs-masters-final = the final or the third-place match
gs-audit-masters = Masters after round { $round }: { $players }; { $fee } debited from each account
gs-audit-masters-entry = Masters: { $name } for { $what }: { $sets }{ $correction }
gs-audit-masters-groups = Masters after round { $round }: group matches played
gs-audit-masters-semis = Masters after round { $round }: semi-finals played
gs-audit-masters-final = Masters after round { $round }: won by { $name }
gs-audit-credit = account of { $name }: { $amount } credited, balance { $balance }
err-field-masters = Masters
err-field-opponent = opponent
err-field-amount = amount
gs-cli-bad-amount = credit: an amount like 5.00 or -1.50, not { $amount }
gs-cli-masters-title = Masters after round { $round } (fee { $fee } each)
gs-cli-masters-group = Group { $group }
gs-cli-masters-wins = { $count ->
    [one] 1 win
   *[other] { $count } wins
  }
gs-cli-masters-kind-group = Group
gs-cli-masters-kind-third = Third place
gs-cli-masters-place = { $place }. { $name }
gs-cli-masters-next-groups = Next: the group matches (masters enter, then masters play)
gs-cli-masters-next-semis = Next: the semi-finals
gs-cli-masters-next-finals = Next: the final and the third-place match
gs-cli-no-certificates = the Masters' final is not played yet
gs-cert-title = C E R T I F I C A T E
gs-cert-masters = Grand Slam Masters of season { $season } (after round { $round })
gs-cert-place = { $place ->
    [1] winner
    [2] runner-up
   *[other] { $place }rd place
  }
gs-cert-signature = ____________________  the game master
cli-masters-about = Grand Slam: the Masters at the season's end (11, R-G14)
cli-masters-start-about = Start the Masters after the season's last round: the top 8 of the WRL qualify, each pays 1.50 from his account
cli-masters-start-event = The tournament
cli-masters-enter-about = A distribution for the Masters: for every match (default), or for one match
cli-masters-enter-event = The tournament
cli-masters-enter-player = The player: name, a unique start of it, or #id
cli-masters-enter-sets = The five sets, `30,25,21,13,11`
cli-masters-enter-against = For the group match against this player only
cli-masters-enter-semi = For the semi-final only
cli-masters-enter-final = For the final or the third-place match only
cli-masters-play-about = Play the next stage of the Masters: the groups, the semi-finals, or the final and the third-place match
cli-masters-play-event = The tournament
cli-masters-play-json = Print JSON as `masters show --json`
cli-masters-show-about = Show the Masters: groups, matches, the final order
cli-masters-show-event = The tournament
cli-masters-show-json = Print JSON: {"{"}after_round, players, fee, groups: {"{"}A, B: [{"{"}player, wins, sets, games{"}"}]{"}"}, matches: [{"{"}kind, a, b, winner, score, games{"}"}], final_order{"}"}
cli-masters-certificates-about = The certificates (Urkunden) of the Masters' first three, as text for printing, or with `--format html` one A4 page each
cli-masters-certificates-event = The tournament
cli-credit-about = Grand Slam: credit a player's subscription account (negative: debit), like `5.00`
cli-credit-event = The tournament
cli-credit-player = The player: name, a unique start of it, or #id
cli-credit-amount = The amount, `5.00` or `-1.50`
cli-vn-against = AGAINST
cli-vn-amount = AMOUNT
gs-v-season = a change of season after round { $round }, which is not a played season's last round or has one already
gs-v-masters = the Masters after round { $round } is not after a played season's last round, is there twice, or has not 8 different players
gs-v-accounts = { $accounts } accounts for { $players } players
gs-money = { $sign }{ $units }.{ $cents }
cli-masters-certificates-format = `text` (default) or `html`: one A4 page per certificate, German unless the event prints in another language
cli-masters-certificates-output = Write to FILE (atomically) instead of standard output
gs-cli-certificates-format = certificates are printed as text or html

# The system as a sentence names an event of it, and the events a command is for.
system-event-grand-slam = a grand-slam event
system-owner-grand-slam = grand-slam events
