# Muck (muck-ranking.txt): the desk's Muck screens, the Muck documents, the Muck command
# line output and import. English is exactly what the program said before issue 12.

## Documents (src/print/muck.rs; the Muck bodies of src/print/text.rs and html.rs)
muck-print-round = Round { $round }
muck-print-round-of = Round { $round } of { $planned }
muck-print-draft = { $round } (draft, not published)
muck-print-sits-out = Sits out: { $name }
muck-print-draw = Draw
muck-print-table = Table
muck-print-side-a = Side A
muck-print-side-b = Side B
muck-print-score-sheets = Score sheets
muck-print-table-cards = Table cards
muck-print-tables = { $count } tables
muck-print-withdrawn = { $name } (withdrawn)
muck-print-ranked-by = Ranked by Bobbl won, then Tore (own points in lost Bobbl, more is better), then Tore against (the opponents' points in the Bobbl you won, fewer is better); (x) = not needed to place.
muck-print-ranking = Ranking
muck-print-after-round = After round { $round }
muck-print-place = Place
muck-print-pair = Pair
muck-print-player = Player
muck-print-bobbl = Bobbl
muck-print-tore = Tore
muck-print-tore-against = Tore against
muck-print-cut-here = == cut here
muck-print-sheet-head = Score sheet   Round { $round }   Table { $table }
muck-print-game = Game
muck-print-bobbl-n = Bobbl { $bobbl }
muck-print-won = Won
muck-print-target = A Bobbl goes to { $target } points: write the running score after every game.
muck-print-signatures = Signatures:
muck-print-card-table = TABLE
muck-print-html-round = Round { $round }
muck-print-html-table = Table { $table }
muck-print-html-card-table = Table

## Words the Muck engine gives the desk, the command line and the print
muck-rank-not-final = not final: { $parts }
muck-rank-differ = { $count ->
    [one] table { $tables } differs
   *[other] tables { $tables } differ
} between first and second entry
muck-rank-missing = { $count ->
    [one] table { $tables } has
   *[other] tables { $tables } have
} a Bobbl not entered
muck-rank-in-round = { $tables } (round { $round })
muck-rank-open-missing = round { $round }, table { $table }: { $missing } Bobbl not entered
muck-rank-open-differ = round { $round }, table { $table }: second entry differs in Bobbl { $bobbl } ({ $detail })
muck-rank-open-detail = Bobbl { $bobbl }: first { $first }, second { $second }
muck-stale = the draft of round { $round } is stale: the field changed since it was drawn ({ $why })
muck-stale-missing = not in it: { $names }
muck-stale-withdrawn = withdrawn: { $names }
muck-waiting = waiting for a partner: { $names }
