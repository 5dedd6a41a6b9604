# Grand-Slam-Briefe: was das Lesen zu den Punkteverteilungen eines Briefs sagt.
gs-letter-no-round = keine Runde in Vorbereitung: Punkteverteilungen kommen, wenn der GM das Angebot der Runde gesetzt hat
gs-letter-no-entry = keine Punkteverteilung: ein Turnier und seine fünf Sätze schreiben, wie Rom: 30-25-21-13-11
gs-letter-which-tournament = { $sets }: für welches Turnier, wird nicht geraten
gs-letter-not-offered = { $name } wird in Runde { $round } nicht angeboten (angeboten: { $offered })
gs-letter-not-five = { $tournament }: { $sets } hat { $count } Sätze; eine Punkteverteilung hat fünf
gs-letter-not-whole = { $tournament }: { $value } ist keine ganze Zahl
gs-letter-two-entries = zwei Punkteverteilungen für { $tournament }: { $sets }; welche zählt, wird nicht geraten
gs-letter-read = { $tournament }: { $sets }
