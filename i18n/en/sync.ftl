# Several desks, one event (issue 17): the refusals of the replay (src/sync/).

sync-err-round-elsewhere = round { $round } was published by desk { $desk } first: this result was typed on another draw; enter it again on the round as published
sync-err-value-kind = the value does not fit the table (a Bobbl score for a Swiss table, a match result for a Muck sheet)
sync-err-log = the change does not fit this desk's log
