# Letters: what the reader of a file of letters says of any system's letter.
letter-at-line = line { $line }: { $what }
letter-no-sender = no sender: write Von:, From:, Absender: or Manager:
letter-two-senders = two senders: { $names }; which one is not guessed
letter-sender-no-name = no name in { $text }: write the sender's name as registered
letter-sender-unknown = { $name } is not registered: write the name as registered
letter-sender-unclear = { $name } could be { $names }: write the whole name as registered
# What `turnier letters` says.
cli-letters-none = { $path }: no letter (a line of dashes --- stands between two letters)
cli-letters-not = this is { $kind }: letters are read at Turnierfußball, Deich and Grand Slam events
cli-letters-head = letter { $letter } (line { $line }{ $from }): { $state }
cli-letters-from = , { $name }
cli-letters-state-read = read completely
cli-letters-state-entered = entered
cli-letters-state-left-out = left out
cli-letters-read = read: { $what }
cli-letters-problem = not read: { $why }
cli-letters-refused = refused: { $why }
cli-letters-summary-dry = { $read } of { $count ->
        [one] 1 letter
       *[other] { $count } letters
    } read completely; nothing saved (--apply enters them)
cli-letters-summary-applied = { $entered } of { $count ->
        [one] 1 letter
       *[other] { $count } letters
    } entered{ $left }; saved { $path }
cli-letters-left = , left out: { $letters }
cli-letters-summary-nothing = no letter entered ({ $count } left out); nothing saved
