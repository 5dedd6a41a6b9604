# Turnierfußball: the desk's words. Field terms WP, RLP, ZAT stay.
football-tab-lineups = Lineups
football-tab-matrix = Match matrix
football-tab-table = Table
football-tab-ranking = Ranking list
football-prompt = lineup (team, manager, T-A-V-M-S, wish):{" "}
football-prompt-anti = lineup (team, manager, T-A-V-M-S, wish or anti):{" "}
football-no-lineups = {" "}No lineup yet: a types one (team, manager, 10-5-40-40-40, wish).
football-form-wish = team, manager, lineup T-A-V-M-S, WP wish
football-form-no-wish = without a wish
football-form-anti = for the anti-tournament
football-form-enter-key = Enter on a team
football-form-enter = its line again: change it, Enter; the latest counts
football-form-wp = the open round's WP (asks when lineups are in: R-F2)
football-form-zat = the deadline as posted; it heads the table
football-evaluate-question = Evaluate round { $round } ({ $teams })? The lineups close and round { $next } opens.
football-no-table = {" "}No team in this tournament.
football-no-ranking = {" "}No ranking yet: evaluate a round (E on screen 1).
football-no-matrix = {" "}No team to show: enter lineups on screen 1.
football-no-open-round = there is no open round
football-wp-prompt = WP of round { $round } (10..300):{" "}
football-zat-prompt = ZAT of round { $round } (e.g. ZAT 12; empty clears):{" "}
football-wp-hint = type the WP of the open round, 10..300 (R-F7: the GM decides)
football-wp-not-number = { $text } is not a whole number; allowed: 10..300
football-wp-unchanged = WP stays { $wp }
football-wp-effect-none = Enter sets { $wp } WP; no lineup is in yet
football-wp-effect = at { $wp } WP { $corrected } of the { $teams } lineups in play corrected (R-F2)
football-wp-question = Set round { $round } to { $wp } WP (now { $old })? The { $teams } lineups in are corrected to { $wp } WP: { $corrected } of them play corrected.
football-zat-hint = the deadline as posted, at most 40 characters; it heads the table
football-no-zat = no ZAT (Z sets it)
football-teams = { $count ->
        [one] 1 team
       *[other] { $count } teams
    }
