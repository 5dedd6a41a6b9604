# Briefe: was das Lesen einer Datei mit Briefen zu einem Brief jedes Systems sagt.
letter-at-line = Zeile { $line }: { $what }
letter-no-sender = kein Absender: Von:, From:, Absender: oder Manager: schreiben
letter-two-senders = zwei Absender: { $names }; welcher gilt, wird nicht geraten
letter-sender-no-name = kein Name in { $text }: den Namen des Absenders schreiben, wie er angemeldet ist
letter-sender-unknown = { $name } ist nicht angemeldet: den Namen schreiben, wie er angemeldet ist
letter-sender-unclear = { $name } könnte { $names } sein: den ganzen Namen schreiben, wie er angemeldet ist
# Was `turnier letters` sagt.
cli-letters-none = { $path }: kein Brief (zwischen zwei Briefen steht eine Zeile aus Strichen ---)
cli-letters-not = das ist { $kind }: Briefe werden bei Turnierfußball, Deich und Grand Slam gelesen
cli-letters-head = Brief { $letter } (Zeile { $line }{ $from }): { $state }
cli-letters-from = , { $name }
cli-letters-state-read = vollständig gelesen
cli-letters-state-entered = eingetragen
cli-letters-state-left-out = ausgelassen
cli-letters-read = gelesen: { $what }
cli-letters-problem = nicht gelesen: { $why }
cli-letters-refused = abgelehnt: { $why }
cli-letters-summary-dry = { $read } von { $count ->
        [one] 1 Brief
       *[other] { $count } Briefen
    } vollständig gelesen; nichts gespeichert (--apply trägt sie ein)
cli-letters-summary-applied = { $entered } von { $count ->
        [one] 1 Brief
       *[other] { $count } Briefen
    } eingetragen{ $left }; gespeichert: { $path }
cli-letters-left = , ausgelassen: { $letters }
cli-letters-summary-nothing = kein Brief eingetragen ({ $count } ausgelassen); nichts gespeichert
