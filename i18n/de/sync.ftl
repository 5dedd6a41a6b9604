# Mehrere Rechner, ein Turnier (Issue 17): die Ablehnungen beim Nachspielen (src/sync/).

sync-err-round-elsewhere = Runde { $round } hat Rechner { $desk } zuerst veröffentlicht: dieses Ergebnis wurde für eine andere Einteilung getippt; in der veröffentlichten Runde neu eingeben
sync-err-value-kind = der Wert passt nicht zum Tisch (Bobbl-Ergebnis an einem Swiss-Tisch, Match-Ergebnis auf einem Spielstandzettel)
sync-err-log = die Änderung passt nicht zu den Änderungen dieses Rechners
