# Printed documents: the frame every document shares (page heads, slips, score sheets, table
# cards) and the Swiss documents. Words of the field (OMW%, GW%, OGW%, Bobbl) stay.

## The frame (text and HTML).
print-page = Page { $page } of { $pages }
print-cut-here = cut here
print-slip-head = Round { $round }   Table { $table }
print-slip-points = { $name } ({ $points } pts)
print-slip-pts = ({ $points } pts)
print-slip-round = Round { $round }
print-slip-table = Table { $table }
print-slip-player = Player
print-slip-games-won = Games won
print-slip-games-lost = Games lost
print-slip-drawn = Drawn
print-slip-drop = Drop
print-signature = signature
print-sheet-head = Score sheet   Round { $round }   Table { $table }
print-sheet-game = Game
print-sheet-bobbl = Bobbl { $bobbl }
print-sheet-won = Won
print-sheet-target = A Bobbl goes to { $target } points: write the running score after every game.
print-sheet-signatures = Signatures
print-sheet-side-a = Side A
print-sheet-side-b = Side B
print-card-table = TABLE
print-card-label = Table
print-draw-slip-seat = Table { $table } · Side { $side }
print-draw-slip-sits-out = Sits out this round

## Swiss documents.
print-swiss-round = Round { $round }
print-swiss-round-draft = Round { $round } (draft, not published)
print-swiss-pairings-title = Pairings by table
print-swiss-by-name-title = Pairings by name
print-swiss-slips-title = Result slips
print-swiss-standings-title = Standings
print-swiss-bye = bye
print-swiss-col-table = Table
print-swiss-col-player = Player
print-swiss-col-pts = Pts
print-swiss-col-opponent = Opponent
print-swiss-col-rank = Rank
print-swiss-col-record = Record
print-swiss-col-sep = Sep. by
print-swiss-pairings-note = Pts: match points before this round.
print-swiss-by-name-note = Pts: your match points before this round.
print-swiss-dropped = { $name } (drop)
print-swiss-after = After round { $round }
print-swiss-after-provisional = After round { $round }, provisional: round { $open } has { $tables ->
        [one] { $tables } open table
       *[other] { $tables } open tables
    }
print-swiss-standings-note = Pts: match points (win 3, draw 1, bye 3). Record: won-lost-drawn matches, byes apart. Ties are broken by OMW%, GW%, OGW%, then registration order; Sep. by names the one that placed a player below the one above.
print-swiss-bye-note-exclude = A bye is a match win, 2-0: 3 match points; games not counted in GW%.
print-swiss-bye-note-count = A bye is a match win, 2-0: 3 match points; counted as 2-0 in GW%.
print-swiss-record = { $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 bye
       *[other] {" "}+{ $byes } byes
    }
print-swiss-sep-points = points
print-swiss-sep-registration = reg. order

## Where a document went (the language of the desk or the command line).
print-wrote = wrote { $path }
print-sent = sent to the printer: { $answer }
print-no-lp = lp: there is no `lp` command on this system (it comes with CUPS; on Debian `apt-get install cups-client`)
print-no-lp-cli = write the document with -o FILE and print that file instead
print-no-lp-desk = choose Send to: file (←/→ on that row) and print that file instead
print-lp-cannot-send = cannot send the document: { $why }
print-lp-failed = lp failed ({ $status })

## Why a document could not be built.
print-error-unknown = document: no document { $name }; allowed: pairings, pairings-by-name, slips, standings (Swiss), draw, score-sheets, table-cards, draw-slips, stickers, ranking (Muck), table, anti-table, ranking (Turnierfußball), round, standings (Deich)
print-error-wrong-system = document: { $document } is not a { $system } document; allowed for this event: { $allowed }
print-error-no-round = round: { $document } needs a round and there is none yet
print-error-no-anti = round: round { $round } has no anti-tournament; allowed: { $allowed }
print-error-no-such-round = round: there is no round { $round } (allowed: 1..{ $last })
print-error-takes-no-round = round: { $document } takes no round: it is made from who is registered now (leave out --round)
print-error-too-few = entrants: { $document } needs at least { $needed } active { $pairs ->
    [pairs] { $needed ->
        [one] pair
       *[other] pairs
    }
   *[players] { $needed ->
        [one] player
       *[other] players
    }
}, and { $have ->
    [0] none is registered
    [one] one is registered
   *[other] { $have } are registered
}
print-error-format = format: { $format } is not a format; allowed: text, html, bbcode, markdown
print-css-page = Page
print-css-of = of

# A shared event's printed documents while desks differ.
print-desk = desk { $desk }
print-desks-differ = ≠ not final: round { $round }, table { $table }: desks differ: { $values }
print-slip-report = Report the result on a phone with code { $code }:
