# Lange Rechnungen des Pults in einem eigenen Thread (damit das Pult nie einfriert).
async-doing-pair = Paare Runde { $round }
async-doing-draw = Auslosung Runde { $round }
async-job-pair = Paarung Runde { $round }
async-job-draw = Auslosung Runde { $round }
async-status = { $doing } … { $seconds } s · Esc: abbrechen
async-busy = { $job } läuft: bis dahin keine Änderungen (Esc bricht ab)
async-cancelled = abgebrochen: { $job } verworfen, nichts gespeichert
async-failed = { $job } fehlgeschlagen: nichts gespeichert
async-err-stale = nicht gespeichert: ein anderes Programm hat das Turnier inzwischen geändert; nichts gespeichert, bitte noch einmal
