# Grand Slam at the desk and on the command line: reloads, questions, imports, the offer,
# the GM dice, the Masters. Keys prefixed gsf-.

# The desk loaded the file again before a key or on a tick.
gsf-reloaded = Loaded again: another program saved the file.
# y to a question asked before another program's save was loaded.
gsf-question-again = Another program saved the file meanwhile: the question now reads as above; answer again.
# import --entries: a line the game refuses, with its player and tournament.
gsf-import-refused = { $name } in { $tournament } refused: { $why }
# The offer's exchange (5 c, R-G11): its value and rank difference, or none.
gsf-exchange = exchange { $exchange } from rank difference { $diff }
gsf-no-exchange = no exchange
# x on the round screen asks first.
gsf-withdraw-question = Withdraw { $name }'s entry for { $tournament } in round { $round }?
# The GM dice line when the rest set would be below 1 (5.1).
gsf-gm-rest-below-1 = ; the rest was below 1: set { $rest } plays 1 and { $taken } came off the rolled sets, strongest first ({ $changes })
# import --players at a Grand Slam game: every player registered.
gsf-imported-players = { $count ->
    [one] 1 player registered
   *[other] { $count } players registered
  } ({ $names })
# The footer's keys for yes in a question: German takes j too.
gsf-yes-keys = y
# masters show: the group tables' headings.
gsf-col-wins = Wins
gsf-col-sets = Sets
gsf-col-games = Games
# masters start: each tie it settled, each account below 0.
gsf-masters-tie = tie: { $names } share place { $from } (quotient { $quotient }); placed { $from } to { $to } in registration order (R-G9; rule 12: the GM may decide otherwise)
gsf-masters-tie-cut = tie at the cut: { $names } share place { $from } (quotient { $quotient }); by registration order (R-G9) { $qualified } { $count ->
    [one] qualifies
   *[other] qualify
  }, { $out } not (rule 12: the GM may decide otherwise)
gsf-masters-negative = warning: { $name }'s subscription account is now { $balance } (below 0)
# masters play/enter after the final.
gsf-masters-finished = the Masters after round { $round } is finished: { $name } won
