# The room: the TV page, the players' pages and their reports (turnier serve).
room-time-up = Time is up
room-paused = paused
room-extra-turns = Time is up: { $turns } extra turns
room-provisional = { $title } (provisional: round in play)
room-find-your-table = Find your table and your results on your phone:
room-no-tables = This event has no tables to show in the room.
room-nothing-yet = No round has been published yet.
room-search-label = Your name (or a part of it)
room-search = Find
room-no-match = No player's name contains “{ $query }”.
room-your-table = Table { $table }
room-against = against { $opponent }
room-result-entered = Result entered: { $result }
room-dropped = You have dropped from the event.
room-not-in-round = You are not seated in this round. Please ask at the desk.
room-standing = Place { $rank } · { $points }
room-your-rounds = Your rounds
room-col-round = Round
room-col-result = Result
room-report-title = Report a result
room-report-table = Table { $table }: { $a } against { $b }
room-code = Code from the slip
room-result-label = Result, the first-named side first (for example { $example })
room-report-note = The desk checks every reported result before it counts.
room-report-send = Send
room-report-taken = Thank you: table { $table }, { $result } has reached the desk. It counts once the desk confirms it.
room-report-closed = Results are not taken from phones now. Please hand in your slip at the desk.
room-report-no-table = There is no table { $table } in this round.
room-report-wrong-code = That is not the code of table { $table }. { $left ->
    [one] One more try, then the table's reporting is locked.
   *[other] { $left } more tries, then the table's reporting is locked.
}
room-report-locked = Reporting at table { $table } is locked after wrong codes. Please hand in your slip at the desk.
room-report-too-long = The code or the result is too long.
room-report-again = Try again
room-to-players = Find a player
room-not-found = This page does not exist.
room-err-listen = listen: “{ $value }” is no address (allowed: HOST:PORT, HOST or :PORT, e.g. 192.168.1.20:8080)
room-err-bind = cannot listen on { $addr }: { $error }
room-serving = The room is served (stop with Ctrl-C):
room-serving-tv = TV page: { $url }/
room-serving-players = Players: { $url }/players
room-serving-reports = Players report results at { $url }/report (codes: turnier reports { $event } --codes).
room-serving-read-only = Read-only: players cannot report results (start with --reports to allow it).
# The reports at the desk and on the command line.
report-err-not-result = that is no result of a table of the round shown
report-err-locked = reporting at table { $table } is locked (too many wrong codes); unlock it first
report-err-same = the same result of table { $table } has been reported already
report-err-differ = the players reported different results at table { $table } ({ $results }); enter the result yourself
report-err-none = no report is waiting for table { $table } of round { $round }
report-err-not-locked = reporting at table { $table } is not locked
report-none = No reports are waiting.
report-line = Table { $table }: { $a } against { $b } · reported { $result }
report-line-differs = Table { $table }: { $a } against { $b } · reported { $results } (they differ: enter the result yourself)
report-line-entered = { $line } · the desk entered { $entered }
report-line-locked = Table { $table }: reporting locked after wrong codes (turnier reports { $event } --unlock { $table })
report-codes-head = Codes of round { $round } (for the slips; keep them from the players until the slips are handed out):
report-code-line = Table { $table }: { $code }
report-accepted = Table { $table }: { $result } accepted.
# The desk.
desk-key-accept-report = accept report
desk-no-report-here = No report from the players is waiting for table { $table }.
desk-reported = Players reported (? on the table, R accepts): { $tables }
desk-reported-table = table { $table } { $result }
wall-room-url = Your table on your phone: { $url }
desk-report-came = Players reported { $tables } (R on the table accepts it)
room-key-serve = serve the room (TV page, players' phones) or stop it
room-started = The room is served: players open { $url } (read-only; F9 stops it)
room-stopped = The room is no longer served.
room-desk-silent = The desk did not answer. Please hand in your slip at the desk.
room-report-same = Thank you: the desk has entered { $result } at table { $table } already.
desk-key-dismiss-reports = dismiss the players' reports
desk-ask-accept-report = Table { $table } has { $entered } (entered at the desk). Take the players' { $reported } instead?
desk-ask-dismiss-reports = Dismiss the players' reports of table { $table } ({ $reported })?
room-bye-result = won (bye)
room-swiss-points = { $points } match points ({ $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 bye
       *[other] {" "}+{ $byes } byes
    })
room-muck-points = { $bobbl } Bobbl, { $tore } Tore
room-beside-desk = The room is served beside the desk: players open { $url } (F9 stops it)
