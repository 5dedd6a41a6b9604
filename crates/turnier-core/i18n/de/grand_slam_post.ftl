# Der Rundenbericht von Grand Slam und seine Druckauswahl (grand-slam.txt 5-8, 11). Schlüssel gs-post-.

# Die Änderungen der Runde (R-G11, R-G12, 6.3).
gs-post-col-exchange = Tausch
gs-post-col-wrl-rank = WRL-Platz
gs-post-pause = Pause
gs-post-winner = S
gs-post-changes-note = Erreicht: die weiteste Runde je Turnier (S Sieger); Pause: keine Meldung in dieser Runde (R-G15). +/-: der Stärke-Gewinn dafür (R-G12) plus der Tausch (R-G11). WRL-Platz: vor → nach der Runde.
# Der Stärketausch der Runde (5 c, R-G11).
gs-post-exchanges-title = Stärketausch (5 c, R-G11): der Verlierer gibt dem Sieger
gs-post-col-tournament = Turnier
gs-post-col-receives = erhält
gs-post-col-gives = gibt
# Der Saisonwechsel nach jeder 10. Runde (7, R-G5).
gs-post-season-title = Saisonwechsel nach Runde { $round } (7)
gs-post-season-note = Saisonwechsel (7, R-G5): eine Stärke ab 200 wird 150; darunter wird die halbe Differenz zu 100 (zur Null hin gerundet) abgezogen. WRL-Punkte altern nicht: die WRL zählt die letzten 10 Runden (6.3).
# Der Druckdialog: die Formate, wie sie sich selbst nennen; die Tabelle eines
# Grand-Slam-Spiels ist die WRL (6.3).
gs-post-format-text = Text
gs-post-doc-wrl = Weltrangliste
