# Ostfriesischer Deich: die Wörter des Pults. Die Fachbegriffe FP, NMR, ZAT bleiben.
deich-tab-registration = Anmeldung
deich-tab-bids = Gebote
deich-tab-round = Runde
deich-tab-race = Rennen
deich-add-prompt = Name, Enter meldet an und fragt nach dem nächsten; Esc beendet:{" "}
deich-rename-prompt = neuer Name:{" "}
deich-zat-prompt = ZAT der offenen Runde (z. B. So 12.5. 20:00; leer löscht):{" "}
deich-start-fp-prompt = Start-FP von { $name } (leer: nach letzter Platzierung):{" "}
deich-bid-prompt = Gebot Runde { $round }, NAME FP oder FP:{" "}
deich-bid-help-1 = ann 1500 Enter: das Gebot des einen Spielers, dessen Name so beginnt
deich-bid-help-2 = 1500 Enter: das Gebot des Spielers, zu dem du gegangen bist (↑↓, oder Enter auf ihm)
deich-bid-help-3 = ein späteres Gebot desselben Spielers ersetzt sein Gebot (Regel 3.1)
deich-bid-help-4 = 20.000 oder 20,000 gilt als 20000; ein Gebot über seinen FP zählt als alle (R-D1)
deich-bid-help-5 = hier tippt jeder Buchstabe einen Namen (auch q u w): F1-F5 / Tab wechseln die Ansicht
deich-bids-hint = {" "}NAME FP tippen ⏎ (z. B. ann 1500) · F1-F5/Tab Ansichten
deich-race-over = {" "}Das Rennen ist vorbei: die Endreihenfolge steht auf Ansicht 4.
deich-too-few = {" "}Ein Rennen braucht mindestens 3 Spieler: auf Ansicht 1 anmelden.
deich-out-lowest = niedrigstes Gebot
deich-out-zero = 0 FP
deich-evaluate-all-bid = Runde { $round } auswerten? Alle Spieler im Rennen haben geboten; spätere Gebote werden dann abgewiesen (3.3).
deich-nmr-a-effect = sofort ausgeschieden (NMR a)
deich-nmr-b-effect = ein Gebot von 0 (NMR b)
deich-evaluate-nmr = Runde { $round } auswerten? { $count ->
        [one] Kein Gebot von einem Spieler
       *[other] Kein Gebot von { $count } Spielern
    } ({ $names }): { $what }. Ist der ZAT vorbei?
deich-duplicate-question = { $name } ist schon angemeldet. Einen zweiten Spieler mit diesem Namen anmelden?
deich-no-race-open = kein Rennen offen
deich-find-none = kein Spieler im Rennen passt zu { $query }: den Anfang eines Namens tippen (wer ausgeschieden oder abgemeldet ist, bietet nicht mehr)
deich-find-many = { $query } passt zu { $count }: { $names }; mehr vom Namen tippen
deich-bid-unreadable = { $text }: NAME FP tippen (z. B. ann 1500), oder nur FP für den gewählten Spieler
deich-bid-alone = { $text } allein: NAME FP tippen (z. B. ann 1500); nur FP geht an einen Spieler, zu dem du mit ↑ ↓ oder Enter gegangen bist
deich-bid-no-player = kein Spieler gewählt: NAME FP tippen, z. B. ann 1500
deich-all-bid = alle im Rennen haben geboten: auf Ansicht 3 auswerten (e)
deich-bids-missing = { $count ->
        [one] 1 Gebot fehlt
       *[other] { $count } Gebote fehlen
    }
deich-bids-count = {" "}Runde { $round }: { $bids } von { $count } Geboten
deich-col-name = Name
deich-col-bid = Gebot
deich-col-place = Platz
deich-col-start = Start
deich-col-out = Aus
deich-col-start-fp = Start-FP
deich-col-from = Herkunft
deich-col-spent = Geboten
deich-counts-as = zählt als { $fp } (alle FP)
deich-bids-latest = { $count } Gebote, das letzte zählt
deich-race-final = {" "}Endreihenfolge nach Runde { $round } (R-D4)
deich-race-none = {" "}Noch keine Runde ausgewertet: die Start-FP
deich-race-so-far = {" "}Das Rennen nach Runde { $round } · Reihenfolge bisher (R-D4)
deich-no-player-selected = kein Spieler gewählt
deich-nobody-registered = {" "}Noch niemand angemeldet: a meldet Spieler an (mindestens 3 für ein Rennen).
deich-from-dropped = abgemeldet: nicht im Rennen
deich-from-hand = von Hand (Spielleiter)
deich-from-champion = Deichmeister (1. im letzten Rennen)
deich-from-place = { $place }. im letzten Rennen
deich-note-bonus = +500 Bonus
deich-note-out-nmr = ausgeschieden: NMR, { $reason }
deich-note-out = ausgeschieden: { $reason }
deich-no-round-evaluated = noch keine Runde ausgewertet
deich-zat-not-set = nicht gesetzt
deich-round-open = {" "}Runde { $round } offen: { $bids } von { $count } Geboten · ZAT { $zat } · e wertet aus, z setzt den ZAT
deich-race-over-after = {" "}Das Rennen ist nach Runde { $round } vorbei.
deich-round-none = {" "}Noch keine Runde ausgewertet: Gebote auf Ansicht 2 tippen, dann hier e.
deich-the-race-is-over = das Rennen ist vorbei
deich-next-zat = nächster ZAT { $zat }
deich-round-result = {" "}Ergebnis der Runde { $round } von { $rounds } · ZAT { $zat }
deich-bonus = {" "}Bonus +500 FP: { $name }.
deich-no-bonus = {" "}Kein Bonus: das höchste Gebot lag nicht allein über dem niedrigsten.
deich-outs = {" "}Ausgeschieden: { $names }.
deich-post-hint = {" "}w druckt den Forumsbeitrag (Text, HTML, BBCode, Markdown).
deich-status-open = Runde { $round } offen · Gebote { $bids }/{ $count }
deich-status-in = { $count } im Rennen
deich-status-over = vorbei nach Runde { $round }
deich-players = { $count } Spieler
deich-not-saved = noch nicht gespeichert
deich-saved = gespeichert { $at }
deich-setting-nmr-about = b: ein NMR zählt als Gebot von 0 · a: sofort ausgeschieden (1.3.3, R-D3)
# Die Deich-Dokumente (Forumsbeiträge).
deich-print-out-one = { $name } ({ $reason }, { $fp } FP übrig)
deich-print-outs = Ausgeschieden: { $names }.
deich-print-bonus = Bonus +500 FP: { $name } (das einzige höchste Gebot).
deich-print-no-bonus = Kein Bonus: das höchste Gebot lag nicht allein über dem niedrigsten.
deich-print-over = Das Rennen ist nach Runde { $round } vorbei. Deichmeister: { $names }.
deich-print-still-in = Noch im Rennen: { $count }.
deich-print-round-title = Runde { $round }
deich-print-next-zat = nächster ZAT (Runde { $round }): { $zat }
deich-print-zat = ZAT Runde { $round }: { $zat }
deich-print-final-title = Endreihenfolge
deich-print-standings-title = Zwischenstand
deich-print-before-round-1 = vor Runde 1
deich-print-after-round = nach Runde { $round }
deich-print-summary = { $inn } im Rennen, { $out } ausgeschieden. NMR-Variante { $variant }.
deich-print-out-round = Runde { $round }, { $reason }
# Die Wörter der Kommandozeile bei einem Deich-Rennen.
deich-cli-created = { $path } angelegt (Deich, NMR-Variante { $variant }, { $ruling })
deich-cli-imported-bids = importiert: { $count ->
        [one] 1 Gebot
       *[other] { $count } Gebote
    } für Runde { $round }
deich-cli-imported-players = importiert: { $added } Spieler hinzugefügt, { $count } insgesamt angemeldet
deich-cli-nmr-a = unter a sofort ausgeschieden
deich-cli-nmr-b = unter b ein Gebot von 0
deich-cli-nmr = NMR (kein Gebot in Runde { $round }): { $names }: { $what } (R-D3)

# The system as a sentence names an event of it, and the events a command is for.
system-event-deich = ein Deich-Rennen
system-owner-deich = Deich-Rennen
