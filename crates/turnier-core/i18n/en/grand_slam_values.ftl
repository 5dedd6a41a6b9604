# Grand Slam: refusals of values a game must not take (src/grand_slam/apply.rs, src/cli/grand_slam.rs).

gs-err-limits-over = these limits are below entries already made: { $players }; withdraw an entry first (3.1, R-G13)
gs-err-limits-over-one = { $name } has entered { $entries } tournaments, the new limit is { $limit }
gs-err-offer-rank-diff = { $name }: an exchange value ({ $exchange }) needs a rank difference (R-G11); leave both empty for no exchange
gs-cli-play-empty = round { $round } has no entries: every player would pause (6.3, R-G15); give --empty to play it anyway
cli-play-empty = Play a round that has no entries at all (every player pauses, R-G15); refused without it
