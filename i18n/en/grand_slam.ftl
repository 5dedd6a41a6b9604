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
gs-tab-players = Players
gs-tab-entries = Entries
gs-tab-round = Round
gs-tab-wrl = WRL
gs-desk-add-prompt = New player:
gs-desk-play-question = Play round { $round }?
gs-desk-status-round = round { $round }
err-field-sets = sets
err-field-strength = strength
err-field-tournament = tournament
err-field-tournaments = tournaments
err-field-joined-round = joined_round
err-field-stars = stars
err-field-gm-strengths = GM strengths
err-field-limits = limits
err-command-grand-slam = grand-slam
