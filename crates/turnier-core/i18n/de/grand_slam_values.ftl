# Grand Slam: Ablehnungen von Werten, die ein Spiel nicht annehmen darf (src/grand_slam/apply.rs, src/cli/grand_slam.rs).

gs-err-limits-over = diese Grenzen liegen unter schon abgegebenen Meldungen: { $players }; erst eine Meldung zurückziehen (3.1, R-G13)
gs-err-limits-over-one = { $name } hat { $entries } Turniere gemeldet, die neue Grenze ist { $limit }
gs-err-offer-rank-diff = { $name }: ein Stärke-Tausch-Wert ({ $exchange }) braucht eine Rangdifferenz (R-G11); beide leer lassen für keinen Tausch
gs-cli-play-empty = Runde { $round } hat keine Meldungen: jeder Spieler hätte Pause (6.3, R-G15); mit --empty trotzdem spielen
cli-play-empty = Eine Runde ganz ohne Meldungen spielen (jeder Spieler hat Pause, R-G15); ohne diese Angabe abgelehnt
