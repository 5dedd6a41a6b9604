# The top cut and the playoff (R-S18, R-S19): engine, CLI, desk and print.

## Stages
playoff-stage-winner = winner
playoff-stage-final = final
playoff-stage-semi-final = semi-final
playoff-stage-quarter-final = quarter-final
playoff-place-runner-up = runner-up
playoff-stage-round-of = round of { $players }

## Commands and the audit log
playoff-cmd-start = the top cut
playoff-audit-start = top cut: Top { $cut } after round { $after }; round { $round } ({ $stage }) published
playoff-audit-cancel = top cut taken back: Top { $cut } after round { $after }; { $rounds } playoff round(s) with { $results } result(s) removed
playoff-cmd-cancel = taking the top cut back
playoff-audit-undrop = undrop { $name }: the forfeit at round { $round }, table { $table } is taken back; the table is open again
playoff-audit-drop = drop { $name }: the playoff match at round { $round }, table { $table } is lost, recorded 2-0 for { $opponent } (R-S19)
playoff-audit-round = playoff round { $round } ({ $stage }) published

## Refusals
playoff-err-started = the top cut is made already; take it back (top-cut EVENT --cancel, or c on the standings screen) to make another
playoff-err-no-round = there is no Swiss round yet: the cut is made from the final standings
playoff-err-draft = round { $round } is a draft: publish and finish it, or delete it, before the cut (the cut is made from the final standings)
playoff-err-open = round { $round } has { $tables } open table(s): enter them before the cut (the cut is made from the final standings)
playoff-err-no-cut = a cut of 0 is no playoff; allowed: a power of two (2, 4, 8, 16, ...)
playoff-err-cut-not-power = a cut to { $cut } players is not possible; allowed: a power of two (2, 4, 8, 16, ...)
playoff-err-cut-too-large = Top { $cut } needs { $cut } players but only { $active } are active; allowed: at most { $active }
playoff-err-none = there is no playoff
playoff-err-over = the playoff is over: the final has a result
playoff-err-no-more-players = the playoff has started: no players or rounds can be added
playoff-err-swiss-frozen = round { $round } is a Swiss round and the standings are frozen at the cut after round { $after } (R-S19); take the top cut back (top-cut EVENT --cancel, or c on the standings screen) to correct it
playoff-err-undrop-decided = the drop decided round { $round }, table { $table } (a forfeit) and so who plays in round { $next }: it cannot be taken back
playoff-err-draw = { $score } is a draw, and a playoff match has a winner (R-S19); allowed: 2-0, 2-1, 1-0, 0-1, 1-2, 0-2 (with drawn games: 2-1-1, 1-0-1, ...)
playoff-err-winner-fixed = the winner of round { $round }, table { $table } plays in round { $next } already: only a result with the same winner is allowed

## Save checks
playoff-v-cut = playoff: the cut { $cut } with { $seeds } seed(s) is not a power of two of at least 2 with that many seeds
playoff-v-seed = playoff: seed { $player } is not a registered player, or is seeded twice
playoff-v-after = playoff: the cut after round { $round } needs that round complete
playoff-v-rounds = playoff: { $rounds } playoff rounds are more than Top { $cut } has
playoff-v-bracket = playoff: round { $round } does not follow the bracket (seeds, then the winners in bracket order)
playoff-v-draw = playoff: round { $round }, table { $table } has a draw
playoff-v-forfeit = playoff: the forfeit of player { $player } at round { $round }, table { $table } is not a loss of that player there

## Command line
cli-top-cut-cancel = Take the top cut back: remove the playoff and its rounds (logged)
cli-top-cut-start = Make the cut and publish the first playoff round (R-S18, R-S19)
playoff-cut-warning = warning: { $cut ->
    [0] no cut
   *[other] Top { $cut }
} differs from the recommendation for { $active } active players: { $recommended ->
    [0] no cut
   *[other] Top { $recommended }
} (recommended: Top 8 from 17 active players, Top 4 from 9)
playoff-head = Top { $cut } after round { $after } (the Swiss standings are frozen at the cut, R-S19)
playoff-round-head = Round { $round } · { $stage }
playoff-to-come = { $stage }: not paired yet (pair it once every table above has a result)
playoff-forfeit = { $name } dropped or absent
playoff-swiss-at-cut = Swiss standings at the cut after round { $round } (frozen, R-S19)
playoff-places-head = Final places (R-S19)
# A playoff table's reason: the engine's words (TableReason's Display).
playoff-reason-seeds = seeds { $a } v { $b }

## The printed bracket
playoff-print-title = Playoff bracket
playoff-print-subtitle = Top { $cut } after round { $after }{ $done ->
    [1] {""}, final places
   *[other] {""}
}
playoff-print-col-stage = Stage
playoff-print-col-table = Table
playoff-print-col-seed = Seed
playoff-print-col-player = Player
playoff-print-col-opponent = Opponent
playoff-print-col-result = Result
playoff-print-to-come = { $stage }: not paired yet
playoff-print-forfeit-note = * lost by a player who dropped or was absent (R-S19)
playoff-print-below = Places below { $cut }: the Swiss standings, frozen at the cut (R-S19).
playoff-print-no-playoff = there is no playoff yet: make the top cut first (turnier top-cut EVENT --start)
playoff-doc-bracket = bracket

## The desk
playoff-key-top-cut = top cut
playoff-key-bracket = bracket
playoff-desk-prompt = Top cut, players:
playoff-desk-not-a-number = cut: { $text } is not a number; allowed: a power of two (2, 4, 8, 16, ...)
playoff-desk-field-cut = cut
playoff-desk-ask-start = Make the cut to Top { $cut } and publish round { $round } ({ $stage })?
playoff-desk-ask-cancel = Take the top cut back? Top { $cut } and its { $rounds } playoff round(s) with { $results } result(s) are removed; the Swiss standings after round { $after } stay
playoff-desk-ask-drop = Drop { $name }? The open playoff match at round { $round }, table { $table } is lost, recorded 2-0 for { $opponent } (R-S19; D takes it back while the round is open)
playoff-desk-ask-pair = Pair and publish round { $round } ({ $stage })?
playoff-desk-no-cut = No top cut yet
playoff-desk-recommended = Recommended: { $cut ->
    [0] no cut
   *[other] Top { $cut }
} ({ $active } active players; Top 8 from 17, Top 4 from 9)
playoff-desk-how = c: make the cut when the Swiss rounds are done · b: standings
playoff-desk-to-come = { $stage }: not paired yet (p on the pairings screen)
playoff-desk-forfeit-note = * dropped or absent (R-S19) · + went through
playoff-desk-winner-note = + went through
playoff-desk-over = the playoff is over: F4, then b shows the bracket and the final places
playoff-desk-standings-final = Final places (R-S19) · from place { $next }: Swiss standings at the cut (round { $round })
playoff-desk-pairings-title = Round { $round } · { $stage } { $state } · { $tables ->
    [one] 1 table
   *[other] { $tables } tables
}
playoff-cli-over = the playoff is over: { $name } wins; top-cut EVENT shows the final places
playoff-print-standings-final = Final places · from place { $next }: Swiss standings at the cut (round { $round })
