# Deich-Briefe: was das Lesen zum Gebot eines Briefs sagt.
deich-letter-no-bid = kein Gebot: Gebot: 1.500 FP oder 1500 Friesenpunkte schreiben
deich-letter-bid-no-number = { $text }: ein Gebot ohne Zahl
deich-letter-bid-unclear = { $text }: mehr als eine Zahl; welche das Gebot ist, wird nicht geraten
deich-letter-two-bids = mehr als ein Betrag: { $bids }; welcher das Gebot ist, wird nicht geraten
deich-letter-read-bid = Gebot { $fp } FP
