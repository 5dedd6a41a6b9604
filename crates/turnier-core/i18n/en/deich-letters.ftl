# Deich letters: what the reader says of a letter's bid.
deich-letter-no-bid = no bid: write Gebot: 1.500 FP or 1500 Friesenpunkte
deich-letter-bid-no-number = { $text }: a bid without a number
deich-letter-bid-unclear = { $text }: more than one number; which one is the bid is not guessed
deich-letter-two-bids = more than one amount: { $bids }; which one is the bid is not guessed
deich-letter-read-bid = bid { $fp } FP
