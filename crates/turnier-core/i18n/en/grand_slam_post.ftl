# The Grand Slam round post and its print choices (grand-slam.txt 5-8, 11). Keys gs-post-.

# The changes table (R-G11, R-G12, 6.3).
gs-post-col-exchange = Exch.
gs-post-col-wrl-rank = WRL rank
gs-post-pause = pause
gs-post-winner = W
gs-post-changes-note = Reached: the furthest stage per tournament (W winner); pause: no entry this round (R-G15). +/-: the strength gain for the stage (R-G12) plus the exchanges (Exch., R-G11). WRL rank: before → after the round.
# The strength exchanges of the round (5 c, R-G11).
gs-post-exchanges-title = Strength exchanges (5 c, R-G11): the loser gives the winner
gs-post-col-tournament = Tournament
gs-post-col-receives = Receives
gs-post-col-gives = Gives
# The change of season after every 10th round (7, R-G5).
gs-post-season-title = Change of season after round { $round } (7)
gs-post-season-note = Change of season (7, R-G5): a strength of 200 or more becomes 150; below that, half the difference to 100 (rounded toward zero) is taken off. WRL points do not age: the WRL counts the last 10 rounds (6.3).
# The print dialog: the formats as they call themselves; a Grand Slam game's
# standings are the WRL (6.3).
gs-post-format-text = Text
gs-post-doc-wrl = standings
