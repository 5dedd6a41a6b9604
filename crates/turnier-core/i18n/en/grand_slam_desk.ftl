# Grand Slam: the words of the desk screens and the published documents (a round's results, the WRL).
# Field terms stay: WRL, GM players.
gsd-final = Final
gsd-semi-final = Semi-final
gsd-quarter-final = Quarter-final
gsd-round-of-16 = Round of 16
gsd-bracket-round = Round { $round }
gsd-winner = Winner
gsd-reason-higher = higher set value
gsd-reason-pair-behind = tied, pair with set { $partner }: to { $winner }, behind in sets (4.3.1)
gsd-reason-pair-would-trail = tied, pair with set { $partner }, level in sets: to { $winner }, who loses set { $decider } (4.3.1)
gsd-reason-pair-second = tied, second set of the pair with set { $first }: to { $winner } (4.3.1)
gsd-reason-lowest-set = tied: lowest set { $a } against { $b } (4.3.2)
gsd-reason-lot = tied, lowest sets tied too: lot for { $winner } (4.3.2)
gsd-fault-count = not 5 sets
gsd-fault-not-int = a set not a whole number
gsd-fault-min1 = a set below 1
gsd-fault-duplicate = two sets equal
gsd-fault-sum = the sets do not sum to the strength
gsd-too-many = too many
gsd-too-few = too few
gsd-step-taken = { $n } taken from set { $set }
gsd-step-more-taken = { $n } from set { $set }
gsd-step-added = { $n } added to set { $set }
gsd-step-more-added = { $n } to set { $set }
gsd-refused-no-player = no such player
gsd-refused-no-tournament = no such tournament in the round's offer
gsd-refused-played = the round is played already
gsd-refused-faults = { $faults }: not correctable (rule 10 corrects the sum only)
gsd-refused-strength-too-low = strength below 15: no five different sets of at least 1
gsd-refused-limit = { $limit ->
    [one] only one tournament allowed at this strength (3.1)
   *[other] only { $limit } tournaments allowed at this strength (3.1)
  }
gsd-gm-player = GM { $n }
gsd-tournament-line = { $name }: draw of { $field }, { $entries } entered, { $stars ->
    [one] 1 star
   *[other] { $stars } stars
  }; winner { $winner }
gsd-print-no-entries = { $name }: no entries, not played.
gsd-print-lot = Lot: { $name }, { $round }, { $a } against { $b }, set { $set } to { $winner }.
gsd-print-corrected = Corrected (rule 10): { $name } in { $tournament } plays { $sets } ({ $why }).
gsd-print-changes-title = Strength and WRL points of the round
gsd-print-round-title = Results round { $round }
gsd-print-round-subtitle = { $tournaments ->
    [one] 1 tournament
   *[other] { $tournaments } tournaments
  }, { $players } players entered
gsd-pause = pause (no entry)
gsd-print-wrl-title = WRL
gsd-print-wrl-note = WRL points of the last 10 rounds over the denominator (tournaments played, pauses of 2 rounds or more count too; 6.3).
gsd-print-unranked = Not in the WRL (no tournament in the last 10 rounds): { $names }.
gsd-print-before-first = before round 1
gsd-print-after-round = after round { $round }
gsd-col-round = Round
gsd-col-winner = Winner
gsd-col-loser = Loser
gsd-col-sets = Sets
gsd-col-games = Games
gsd-col-player = Player
gsd-col-reached = Reached
gsd-col-strength = Strength
gsd-col-rank = Rank
gsd-col-wrl-points = Points
gsd-col-denominator = Denom.
gsd-col-quotient = Quotient
gsd-final-short = F
gsd-semi-final-short = SF
gsd-quarter-final-short = QF
gsd-round-of-16-short = R16
gsd-bracket-round-short = R{ $round }
gsd-round-legend = F final, SF semi-final, QF quarter-final, R16 round of 16, R1 first round; games from the winner's side.
# The desk
gsd-line-no-player = player missing: type player, tournament, 30,25,21,13,11
gsd-line-player-none = no player is called { $text } or starts so
gsd-line-player-many = { $text } matches several: { $names }; type more of the name
gsd-line-tournament-none = tournament { $text } not in the offer; offered: { $offered }
gsd-line-no-sets = sets missing: after the second comma the five sets, e.g. 30,25,21,13,11
gsd-line-hint = type player, tournament, 30,25,21,13,11 (name or its start, tournament or its number); Enter enters
gsd-line-plays-as-typed = { $name } in { $tournament }: plays { $sets } as typed (strength { $strength })
gsd-line-plays-corrected = { $name } in { $tournament }: plays { $sets }, corrected by rule 10 ({ $why }; strength { $strength })
gsd-line-refused = refused, { $name } (strength { $strength }): { $why }
gsd-players-title = { $count } players · round { $round }
gsd-col-since = since
gsd-col-entered = Entered R{ $round }
gsd-no-players = no players yet
gsd-player-round = R{ $round }: strength { $strength }, { $points } WRL points, { $played ->
    [0] pause
    [one] 1 tournament
   *[other] { $played } tournaments
  }
gsd-player-no-rounds = { $name }: no round played yet
gsd-no-round = no round yet
gsd-offer-title = Offer round { $round }: { $count ->
    [one] 1 tournament
   *[other] { $count } tournaments
  } · strength gain per stage reached
gsd-col-tournament = Tournament
gsd-col-stars = Stars
gsd-winner-short = Win
gsd-col-exchange = Exch.
gsd-col-gm = GM strengths
gsd-col-entries = Entr.
gsd-no-offer = no tournament offered
gsd-limits-none = Tournaments per player: no limit (doubles always extra)
gsd-limit-one = from strength { $from }: { $count }
gsd-limits = Tournaments per player (3.1): { $limits }; doubles always extra
gsd-offer-legend = Exch.: strength points per win / rank difference (5 c); GM strengths in turn
# The offer set at the desk (o, then i / a / x / l)
gsd-context-offer = 2 Round: the offer
gsd-key-offer-file = read file
gsd-key-offer-type = type tournament
gsd-key-offer-remove = remove
gsd-key-limits = entry limits
gsd-key-entries = entries
gsd-no-offer-keys = no tournament offered yet: i reads a file, a types a tournament
gsd-offer-field-name = name
gsd-offer-field-stars = stars
gsd-offer-field-quarter-final = QF
gsd-offer-field-semi-final = SF
gsd-offer-field-final = F
gsd-offer-field-winner = win
gsd-offer-field-exchange = exchange
gsd-offer-field-rank-diff = rank difference
gsd-offer-field-gm = GM strengths
gsd-offer-field-notes = notes
gsd-offer-field-doubles = doubles
gsd-offer-allowed-name = any name not yet in the offer
gsd-offer-allowed-stars = a whole number from 1
gsd-offer-allowed-gain = a whole number from 0 (strength gained at that stage)
gsd-offer-allowed-exchange = a whole number from 0, or empty for no exchange
gsd-offer-allowed-rank-diff = a whole number from 1, or empty for no exchange
gsd-offer-allowed-gm = whole numbers from 15 separated by spaces, or empty for 100
gsd-offer-allowed-notes = any text (quoted if it has a comma)
gsd-offer-allowed-doubles = yes or no (ja or nein), or empty for no
gsd-offer-bad-field = { $field }: { $message }; allowed: { $allowed }
gsd-offer-line-short = { $count ->
    [one] only 1 field
   *[other] only { $count } fields
  }: name, stars and the four gains are needed, in this order: { $order }
gsd-offer-line-long = { $count } fields, at most { $most }: { $order } (a comma in the notes needs quotes)
gsd-offer-line-reads = { $name }: { $stars ->
    [one] 1 star
   *[other] { $stars } stars
  }, QF { $qf }, SF { $sf }, F { $f }, win { $win }, exchange { $exchange }, GM { $gm }{ $doubles }
gsd-offer-line-hint = type one tournament in the order above, like Madrid, 2, 1, 2, 4, 6, 2, 3, 110 100, Sand; Enter adds it
gsd-offer-line-twice = { $name } is in the offer already: every tournament once
gsd-offer-line-adds = Enter adds { $tournament }
gsd-offer-file-missing = { $path }: no such file
gsd-offer-file-denied = { $path }: not allowed to read it
gsd-offer-file-unreadable = { $path }: cannot be read ({ $cause })
gsd-offer-file-bad = { $path }: { $why }
gsd-offer-file-line = line { $line }: { $why }
gsd-offer-file-refused = { $path }: { $why }
gsd-offer-names = { $count ->
    [one] 1 tournament
   *[other] { $count } tournaments
  }: { $names }
gsd-offer-file-question = Set the offer of round { $round } from { $path }? { $names }.
gsd-offer-file-replace = Replace the offer of round { $round } ({ $old }) with { $path }? { $names }.
gsd-offer-file-set = offer set from { $path }: { $names }
gsd-offer-file-prompt = round { $round }, offer file:{" "}
gsd-offer-line-prompt = round { $round }, tournament:{" "}
gsd-entry-played = round { $round } is played: n opens round { $next }, then a takes its entries
gsd-offer-played = round { $round } is played: its offer stays as played; n opens round { $next }
gsd-offer-remove-none = no tournament offered yet: i reads a file, a types one
gsd-offer-remove-refused = { $name } cannot be taken out: { $why }
gsd-offer-remove-question = Take { $name } out of the offer of round { $round }?
gsd-limits-bad = entry limits: STRENGTH:COUNT separated by commas, like 0:1,150:2, or none; not { $part }
gsd-limits-prompt = round { $round }, tournaments per player (STRENGTH:COUNT,… or none):{" "}
gsd-help-offer-line = one tournament, appended to the offer, in the order { $order }; empty exchange and rank difference: no exchange; empty GM strengths: 100
gsd-help-offer-doubles = the doubles tournament (8): ja or yes in the last field
gsd-help-offer-limits = l: from strength 0 one tournament, from 150 two (3.1; doubles always extra); none for no limit
gsd-lot-legend = L: a lot decided a set (4.3.2, R-G3); Enter shows which
gsd-round-played = played
gsd-round-open = open
gsd-entries-title = Round { $round } · { $count } entries from { $senders } of { $players } players · { $state }
gsd-col-plays = Plays
gsd-no-entries = no entry yet: type player, tournament, 30,25,21,13,11
gsd-entry-corrected = { $name } plays { $sets }, corrected by rule 10: { $why }
gsd-entry-as-typed = { $name } plays as entered
gsd-bracket-title = Round { $round } · tournament { $number }/{ $count }: { $name }
gsd-bracket-not-drawn = not drawn yet: { $entries } entered; the draw comes with playing the round
gsd-bracket-no-entries = no entries: not played
gsd-bracket-keys = {" "}↑↓ match · Enter sets · l the draw · t tournament · [ ] round
gsd-no-seeds = nobody seeded (no WRL yet)
gsd-seeds = seeded: { $seeds }
gsd-no-match = no such match
gsd-match-title = { $name }, { $round }: { $a } against { $b }; { $winner } wins { $score }
gsd-col-set = Set
gsd-col-set-winner = To
gsd-col-why = Why
gsd-match-distribution = { $side }: { $name } plays { $sets } (lowest set { $lowest })
gsd-set-not-played = not played (3 sets reached)
gsd-match-points = WRL points for the win: { $points } · strength exchange: { $exchange }
gsd-match-gm-dice = { $name }: strength { $strength }, rolled (8 dice per set) { $dice }; rest in set { $rest }
gsd-match-keys = {" "}Esc back to the bracket · ↑↓ another match
gsd-wrl-ranked = { $count } in the WRL
gsd-wrl-empty = nobody in the WRL yet (only after the first round played)
gsd-wrl-paused = { $name }: a pause in round { $round }
gsd-wrl-reached = { $name } in round { $round }: { $reached }
gsd-wrl-legend = Quotient = WRL points of the last 10 rounds / denominator (6.3)
# The desk: tabs, keys, questions
gsd-tab-players = Players
gsd-tab-round = Round
gsd-tab-bracket = Bracket
gsd-tab-wrl = WRL
gsd-context-players = 1 Players (Grand Slam)
gsd-context-round = 2 Round: entries, offer
gsd-context-bracket = 3 Bracket
gsd-context-wrl = 4 WRL
gsd-key-add = add player
gsd-key-enter = type an entry
gsd-key-correct = change entry
gsd-key-withdraw = withdraw entry
gsd-key-offer = offer / entries
gsd-key-play = play round
gsd-key-next-round = next round
gsd-key-sets = the match's sets
gsd-key-tournament = next tournament
gsd-round-shown = round { $round }
gsd-withdraw-none = no entry selected
gsd-play-none = no open round: n opens the next
gsd-play-no-offer = the round has no offer yet: o shows it, then i reads a file or a types a tournament
gsd-play-question = Draw and play round { $round }? { $entries } entries from { $senders } players; { $pause } without an entry have a pause (9).
gsd-add-prompt = new player (name or name, strength):{" "}
gsd-entry-prompt = round { $round }, player, tournament, sets:{" "}
gsd-status-round = round { $round } open
gsd-status-played = round { $round } played; n opens the next
gsd-help-entry = Anna Schmidt in Paris with 30-25-21-13-11
gsd-help-short = the start of a name and the tournament's number do, sets with spaces too
gsd-help-correct = on an entry: fetch it into the line to change it
gsd-draw-seed = seed { $seed }, { $name }: block { $block } of { $blocks } drawn, in it slot { $slot }
gsd-draw-slot = { $name }: slot { $slot } drawn
gsd-draw-head = The draw of { $field } (5.1, R-G10), lot by lot from the stored seed
gsd-draw-keys = {" "}Esc or l back to the bracket · t tournament · [ ] round
gsd-key-lots = the draw
gsd-doubles = doubles
gsd-gm-partner = GM partner
# Screen 5: the Masters (11, R-G14)
gsd-tab-masters = Masters
gsd-context-masters = 5 Masters
gsd-key-masters-enter = type a distribution
gsd-key-masters-start = start the Masters
gsd-key-masters-play = play next stage
gsd-masters-none = No Masters yet: it follows a season's last round (10, 20, …).
gsd-masters-title-due = Masters after round { $round } (season { $season }): the top 8 of the WRL after aging
gsd-masters-title = Masters after round { $round } (season { $season }) · { $state }
gsd-masters-next = next: { $stage }
gsd-masters-over = played
gsd-masters-stage-groups = the group matches
gsd-masters-stage-semis = the semi-finals
gsd-masters-stage-finals = the final and the third-place match
gsd-masters-start-hint = S starts the Masters: { $fee } is debited from each account (11).
gsd-masters-few = Only { $count } ranked in the WRL: the Masters needs 8.
gsd-masters-start-question = Start the Masters after round { $round }? { $fee } is debited from each of the { $count } accounts.
gsd-masters-tie = Tie: { $names } share place { $from } (quotient { $quotient }), placed { $from } to { $to } in registration order.
gsd-masters-tie-cut = Tie at the cut: { $names } share place { $from } (quotient { $quotient }); in registration order { $qualified } in, { $out } out.
gsd-masters-no-negative = No account goes negative.
gsd-masters-negative = Goes negative: { $names }.
gsd-masters-play-question = Play { $stage } of the Masters from the stored seed?
gsd-masters-group = Group { $group } (places { $places })
gsd-masters-matches-a = Group A matches
gsd-masters-matches-b = Group B matches
gsd-masters-semis = Semi-finals
gsd-masters-final = Final
gsd-masters-third = Third place
gsd-masters-order = Final order: { $order }
gsd-masters-missing = No distribution yet: { $names }
gsd-masters-ready = Every distribution is in: P plays { $stage }.
gsd-masters-entry-prompt = Masters: player[, opponent|semi|final], sets:{" "}
gsd-masters-word-semi = semi
gsd-masters-word-final = final
gsd-masters-line-hint = a: player, 30,25,21,13,11 for every match; player, opponent, … for one group match; player, semi, … or player, final, …
gsd-masters-line-not-group = { $other } is not in { $name }'s group
gsd-masters-line-plays = { $name } for { $what }: plays { $sets } (strength { $strength })
gsd-masters-line-corrected = { $name } for { $what }: plays { $sets }, corrected by rule 10 ({ $why })
gsd-col-account = Account
gsd-col-after-fee = After fee
gsd-col-wins = W
gsd-status-masters = round { $round } played; the Masters is on (5)
gsd-help-masters-default = Anna's distribution for every Masters match
gsd-help-masters-against = for her group match against Kai only (11: one per match allowed)
gsd-help-masters-semi = for her semi-final only
gsd-help-masters-final = for her final or third-place match only
gsd-help-masters-semi-line = anna, semi, 30,25,21,13,11
gsd-help-masters-final-line = anna, final, 30,25,21,13,11
# c on screen 5: credit a subscription account (11; as turnier credit)
gsd-key-credit = account
gsd-credit-prompt = credit an account (player amount, - debits):{" "}
gsd-credit-hint = A player and an amount in euros, like Anja 10.00; -1.50 debits (a correction).
gsd-credit-form = no amount: a player and an amount in euros, like Anja 10.00
gsd-credit-bad-amount = amount: "{ $amount }" is not an amount; allowed: euros with , or . and at most two decimals, like 10.00 or -1.50
gsd-credit-credits = Enter credits { $amount } to { $name }: account { $before } → { $after }
gsd-credit-debits = Enter debits { $amount } from { $name }: account { $before } → { $after }
gsd-help-credit-line = anna 10.00
gsd-help-credit = credit 10.00 to Anna's account (c; -1.50 debits), as turnier credit does
gsd-doc-masters = masters
gsd-print-no-masters = no Masters: it follows a season's last round (at the desk S on screen 5, else turnier masters start EVENT)
gsd-print-masters-title = Masters of season { $season }
gsd-print-masters-fee = Entry fee { $fee } debited from each of the { $count } accounts (11).
gsd-print-masters-lot = { $a } – { $b }: set { $set } by lot to { $winner } (4.3.2).
gsd-print-masters-order = Final order
gsd-col-wins-long = Won
gsd-doc-certificates = certificates
gsd-print-cert-title = Certificates
