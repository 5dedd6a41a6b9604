# The event day at the desk: the wall in the playoff,
# the clock, the typed line, the desk's questions.
wf-wall-round-stage = Round { $round } · { $stage }
wf-wall-final-places = Final places
wf-wall-col-reached = Reached
wf-wall-bracket = Bracket
wf-wall-col-stage = Stage
wf-wall-match = { $a } ({ $seed_a }) – { $b } ({ $seed_b })
wf-results-title-stage = Round { $round } · { $stage } ({ $state }) · { $open } of { $tables } tables open
wf-clock-ask-restart = Start the clock of round { $round } again at { $minutes } minutes? (the time run so far is lost)
wf-clock-no-extension = no time extension to take back (< shortens the round length)
wf-pairings-vs = vs
wf-print-round-of = Round { $round } of { $planned }
wf-line-refused-was = { $why } · not taken: { $text } (a new line was started)
wf-results-bye-won = bye: won (3 points)
