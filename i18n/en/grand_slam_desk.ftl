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
