# Grand Slam letters: what the reader says of a letter's distributions.
gs-letter-no-round = no round is being prepared: distributions come in once the GM has set the round's offer
gs-letter-no-entry = no distribution: write a tournament and its five sets, as Rom: 30-25-21-13-11
gs-letter-which-tournament = { $sets }: for which tournament is not guessed
gs-letter-not-offered = { $name } is not offered in round { $round } (offered: { $offered })
gs-letter-not-five = { $tournament }: { $sets } has { $count } sets; a distribution has five
gs-letter-not-whole = { $tournament }: { $value } is not a whole number
gs-letter-two-entries = two distributions for { $tournament }: { $sets }; which one counts is not guessed
gs-letter-read = { $tournament }: { $sets }
