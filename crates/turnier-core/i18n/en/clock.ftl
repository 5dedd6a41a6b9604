# The round clock and the wall screen.

## Refusals and audit entries of the clock commands.
clock-err-no-length = no round length is set: set one first (turnier clock EVENT --length MINUTES, or < and > in the clock view)
clock-err-not-started = no round clock was started yet
clock-err-paused = the clock is already paused
clock-err-not-paused = the clock is not paused
clock-err-zero = a time extension of 0 minutes changes nothing
clock-err-no-round = no round is published yet: publish one first
clock-unit-minutes = minutes
clock-audit-start = round clock started ({ $minutes } min)
clock-audit-pause = round clock paused
clock-audit-resume = round clock running again
clock-audit-extend = time extension { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
clock-audit-length = round length { $minutes } min
clock-audit-no-length = round length: none
# The refusals' field names (looked up by the refusal as err-field-<field>).
err-field-clock = clock
err-field-minutes = minutes

## The status line.
clock-status-running = Round { $round } · { $left } left
clock-status-paused = Round { $round } · { $left } paused
clock-status-expired = Round { $round } · time
clock-status-extra-turns = Round { $round } · time · { $turns } extra turns

## The full-screen clock (C, F7).
clock-view-round = Round { $round }
clock-view-no-clock = No round clock yet: s starts it for the published round.
clock-view-running = running · ends { $end }
clock-view-paused = paused
clock-view-expired = time
clock-view-extra-turns = time · { $turns } extra turns
clock-view-over = { $over } over
clock-view-length = round { $minutes } min
clock-view-extension = { $minutes ->
        [one] extension { $minutes } minute
       *[other] extensions { $minutes } minutes
    }
clock-view-next-length = next rounds: { $minutes } min
clock-view-next-no-length = no round length set
clock-key-clock = round clock
clock-key-start = start
clock-key-pause = pause/run
clock-key-more = +1 min
clock-key-less = −1 min
clock-key-longer = length +5
clock-key-shorter = length −5
clock-key-close = back
clock-context = Round clock
clock-started = round { $round }'s clock started

## The command line: turnier clock.
clock-cli-none = no round clock: { $length }
clock-cli-length = round length { $minutes } min
clock-cli-no-length = no round length set
cli-clock-about = Print the round clock (time left, paused, time up); with an option, start, pause, resume or extend it, or set the round length
cli-clock-event = The tournament
cli-clock-json = Print JSON: `{"{"}round, length_minutes, extension_minutes, state, remaining_seconds, started_at, paused_at, extra_turns, next_length_minutes{"}"}`
cli-clock-start = Start the clock of the published round now
cli-clock-pause = Pause the clock now
cli-clock-resume = Let the paused clock run again now
cli-clock-extend = A time extension in minutes (negative takes minutes back)
cli-clock-length = The round length in minutes for the rounds started from now on (0: the system's default)
cli-open-wall-html = Write a self-refreshing HTML page of the wall screen into this folder after every change

## The wall screen (V, F8) and its HTML page.
wall-pairings = Pairings by name
wall-round = Round { $round }
wall-after-round = after round { $round }
wall-col-bobbl-tore = Bobbl · Tore
wall-standings = Standings
wall-ranking = Ranking
wall-page = { $page }/{ $pages }
wall-col-player = Player
wall-col-table = Table
wall-col-opponent = Opponent
wall-col-rank = Rank
wall-col-points = Points
wall-bye = bye
wall-record = { $points } ({ $record }{ $byes ->
        [0] {""}
        [one] {" "}+1 bye
       *[other] {" "}+{ $byes } byes
    })
wall-sits-out = sits out
wall-nothing = Nothing to show yet: the wall screen shows the published round and the standings.
wall-key-wall = wall screen
wall-html-written = wall page { $path }
wall-html-failed = wall page not written: { $error }
wall-html-clock = Round { $round } · ends { $end }
