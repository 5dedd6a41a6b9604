# The event day: planned rounds, round 1 by lot, late arrivals,
# the Muck time limit, the Muck results export, the printed state up front.

## Settings tables
day-setting-rounds = Swiss rounds
day-setting-unit-rounds = rounds
day-setting-rounds-usually = MTR App. E: 9-16 players 4, 17-32 5, 33-64 6
day-setting-round-one = Round 1

## Commands named in refusals
day-cmd-seat = seating a late arrival

## Late arrivals (R-S20)
day-err-seat-no-round = there is no round to seat { $name } in: pair round 1 first
day-err-seat-dropped = { $name } is dropped: un-drop first
day-err-seat-seated = { $name } is seated in round { $round } already
day-err-seat-complete = round { $round } is complete: { $name } is paired from round { $next } on
day-err-seat-playoff = the top cut is made: { $name } cannot be seated in the playoff (R-S20 seats late arrivals in Swiss rounds)
day-audit-seat-table = round { $round }: late arrival { $name } seated against { $opponent } (the bye became table { $table })
day-audit-seat-out = round { $round }: late arrival { $name } sits this round out (no bye to play against); paired from round { $next } on
day-cli-seat-out = no result, no points; paired from round { $next } on

## Planned rounds (MTR Appendix E)
day-cli-created-rounds = planned: { $rounds } Swiss rounds
day-cli-created-lot = round 1: by lot (R-S21)
day-plan-regular = round { $round } of { $planned }
day-plan-final = final round ({ $round } of { $round })
day-plan-beyond = beyond the plan of { $planned } rounds
day-form-rounds = Swiss rounds
day-form-round-one = Round 1
day-about-rounds = Planned Swiss rounds; MTR Appendix E: 9-16 players 4, 17-32 5, 33-64 6, 65-128 7, 129-226 8
day-about-round-one = R-S21: registration order, or a lot drawn from the event's seed
day-choice-not-planned = not planned
day-choice-registration = registration
day-choice-lot = lot
day-desk-swiss-complete = Swiss complete after round { $round }: top cut? (4 standings, then c)
day-desk-ask-pair-beyond = All { $planned } planned Swiss rounds are played. Pair round { $round } anyway?
day-desk-ask-publish-unseated = Publish round { $round }? Not seated: { $names }. Yes seats { $count ->
        [one] this late arrival
       *[other] these late arrivals
    } first: { $plan }.
day-desk-plan-seat-table = { $name } against { $opponent }, who has the bye (table { $table })
day-desk-plan-seat-out = { $name } sits this round out (no bye to play against, no points), paired from round { $next } on
day-desk-ask-seat-table = Seat { $name } in round { $round } against { $opponent }, who has the bye (table { $table })? (n: { $opponent } keeps the bye, { $name } is paired from round { $next } on)
day-desk-ask-seat-out = Round { $round } has no bye to play against: { $name } sits it out (no result, no points, never a bye) and is paired from round { $next } on. Note it in the log? (n: the same, without the note)
day-desk-recommended = { $players } players: MTR App. E recommends { $rounds } rounds

## Command line help
cli-new-round-one = Round 1: registration (the standings order) or lot (drawn from the event's seed, R-S21)
cli-vn-round-one = ROUND_ONE
cli-seat-about = Seat a late arrival in the last round, draft or published. Swiss (R-S20): against the player with the bye; with no bye to play against the late arrival sits that round out (no points) and is paired from the next round on. Muck: a late pair or single against the entrant who sits out, else as the round's sitting-out entrant. Prints the table or that
cli-seat-event = The tournament
cli-seat-player = Id or name (Muck: a pair as `Berta / Else`, or a player)

## The Muck time limit (R-M9)
day-setting-time-limit = Time limit
day-setting-unit-minutes = minutes
day-form-time-limit = Time limit (minutes)
day-about-time-limit = R-M9: a Bobbl stopped by the time limit is entered with both sides' points
day-time-limit-note = empty: none, R-M9
day-cli-created-time-limit = time limit: { $minutes } minutes per round (R-M9)
day-sheets-aborted = † { $count ->
        [one] 1 Bobbl
       *[other] { $count } Bobbl
    } stopped by the time limit (R-M9): each side's points count as its Tore
day-aborted-counted = † { $count ->
        [one] 1 Bobbl was
       *[other] { $count } Bobbl were
    } stopped by the time limit (R-M9): nobody won { $count ->
        [one] it
       *[other] them
    }, each side's points count as its Tore{ $unstarted ->
        [0] {""}
        [one] ; 1 not started (0:0, counts nothing)
       *[other] ; { $unstarted } not started (0:0, count nothing)
    }
day-print-aborted-counted = † { $count ->
        [one] 1 Bobbl was
       *[other] { $count } Bobbl were
    } stopped by the time limit: nobody won { $count ->
        [one] it
       *[other] them
    }, each side's points count as its Tore{ $unstarted ->
        [0] {""}
        [one] ; 1 not started (0:0, counts nothing)
       *[other] ; { $unstarted } not started (0:0, count nothing)
    }
day-print-time-limit = Time limit { $minutes } minutes: a Bobbl stopped by it is entered with both sides' points
cli-new-time-limit = Muck: time limit per round in minutes (R-M9): a Bobbl stopped by it is entered as aborted with both sides' points (default: none)
cli-vn-minutes = MINUTES

## The printed state up front, the draw by name
day-print-provisional = After round { $round }, provisional: { $tables ->
        [one] 1 table open
       *[other] { $tables } tables open
    }
day-print-draw-by-name = Draw by name
day-print-col-player = Player
day-print-col-table = Table
day-print-col-side = Side
day-print-col-partner = Partner
day-print-col-opponents = Opponents
day-print-sits-out = sits out
day-print-by-name-note = Every player of the round once, by name: the table, side A or B, the partner and the opponents.

## The aborted Bobbl's question and the notes (R-M9)
day-desk-aborted-at = Bobbl { $bobbl } at { $score }
day-desk-ask-aborted = Table { $table } ({ $sides }): { $which } stopped by the time limit? (R-M9: nobody wins { $count ->
        [one] it
       *[other] them
    }; a typo? answer n and type it again)
day-cli-aborted-saved = † { $which }: saved as stopped by the time limit (R-M9): nobody wins { $count ->
        [one] it
       *[other] them
    } (a typo? enter the score again)
day-desk-seat-declined = { $name } registered, not seated in round { $round }: paired from round { $next } on (seat later with `turnier seat { $event } { $id }`)
day-desk-seat-out-declined = { $name } registered: sits round { $round } out (no bye to play against), paired from round { $next } on
day-score-one-side = exactly one side must reach { $target } (the target; a value above it counts as { $target }); found { $a }:{ $b }{ $why }
day-score-no-time-limit = , neither at the target: the event has no time limit (setting `time-limit`, R-M9), so a Bobbl stopped by one cannot be entered
day-err-score-no-time-limit = , neither at the target: the event has no time limit (setting `time-limit`, R-M9), so a Bobbl stopped by one cannot be entered
day-profile-seed = seed

## Moving an event: the players list (export players, import --players)
day-cmd-import-players = importing players with their entry and drop rounds
day-err-import-entered = { $name }: round { $round } cannot be the entry round; a player registered now enters in round { $first } or later
day-err-import-dropped = { $name }: dropped after round { $round }, but the last round played is { $last } (allowed: 0..{ $last })
day-audit-import-players = register { $count } players from a players list (late entries: { $late }, dropped: { $dropped })
day-err-import-registration = must be a whole number from 1: the player's place in the registration order
day-err-import-entered-zero = rounds start at 1: the first round the player could be paired in, or empty for a player there from round 1
day-err-import-registration-twice = place { $place } in the registration order is on line { $first } already
day-err-import-id = { $name } would get id #{ $gets } here, the file says #{ $id }: a players list keeps its ids, so import it into an event without players (this one has { $registered }), or empty the id column
day-cli-imported-late-dropped = ; of them { $late } late { $late ->
        [one] entry
       *[other] entries
    }, { $dropped } dropped

## A late arrival registered by import --players while a round is published (R-S20)
day-cli-import-seat-table = { $name } arrived during round { $round }: `turnier seat { $event } "{ $name }"` seats { $name } against { $opponent }, who has the bye (table { $table }); without it { $name } is paired from round { $next } on
day-cli-import-seat-out = { $name } arrived during round { $round }, which has no bye to play against: { $name } sits it out (no result, no points) and is paired from round { $next } on
