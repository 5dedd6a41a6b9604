//! The command line's words: the clap [`Cli`] and its [`CliCommand`]s. Every doc comment here
//! is a line of `--help`; the settings of `new` are each system's own (`SwissArgs` in
//! `swiss.rs`, `MuckArgs` in `muck.rs`, `FootballArgs` in `football.rs`, `DeichArgs` in
//! `deich.rs`; a Grand Slam game has none: its players, offer and limits come after `new`).

use crate::game::GameKind;
use crate::i18n::Lang;
use crate::print::{DocumentKind, Format};
use clap::builder::TypedValueParser;
use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;

/// `turnier`: pairings, results and standings at the tournament desk.
#[derive(Debug, Parser)]
#[command(name = "turnier", version, about)]
pub struct Cli {
    /// Folder for saved tournaments (default: the system's data folder for turnier).
    #[arg(long, global = true, value_name = "DIR")]
    pub data_dir: Option<PathBuf>,
    /// Language: de or en (default: from LC_ALL, LC_MESSAGES, LANG; de* is German)
    #[arg(long, global = true, value_name = "LANG", value_parser = lang_parser())]
    pub lang: Option<Lang>,
    /// What to do; none opens the desk on the tournament picker.
    #[command(subcommand)]
    pub command: Option<CliCommand>,
}

/// `--lang`: `de` or `en`, named as the allowed values in `--help` and in clap's message for
/// any other value.
fn lang_parser() -> impl clap::builder::TypedValueParser<Value = Lang> {
    use clap::builder::TypedValueParser as _;
    clap::builder::PossibleValuesParser::new(["de", "en"]).try_map(|s: String| Lang::parse(&s))
}

/// The systems `new --system` takes, by the names the command line spells them
/// ([`GameKind::name`]: `swiss`, `muck`, …); each one's help is its `cli-pv-<name>` text.
fn system_parser() -> impl clap::builder::TypedValueParser<Value = GameKind> {
    clap::builder::PossibleValuesParser::new(GameKind::ALL.map(GameKind::name)).try_map(
        |s: String| {
            GameKind::ALL
                .into_iter()
                .find(|k| k.name() == s)
                .ok_or("unknown system")
        },
    )
}

/// The subcommands of `turnier football` (no event needed).
#[derive(Debug, Subcommand)]
pub enum FootballCli {
    /// Evaluate one tournament straight from a lineups CSV (header
    /// `manager,team,t,a,v,m,s,wish`), without an event: the GM's quick check. Same JSON as
    /// `table --json`.
    Table {
        /// The lineups CSV.
        file: PathBuf,
        /// The tournament's WP.
        #[arg(long)]
        wp: u32,
        /// Evaluate as an anti-tournament (R-F6).
        #[arg(long)]
        anti: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// The subcommands of `turnier grand-slam` (no event needed).
#[derive(Debug, Subcommand)]
pub enum GrandSlamCli {
    /// Play one match set by set (`grand-slam.txt` 4.3, R-G3, R-G4): A and B as
    /// `30,25,21,13,11`. Where a lot is needed and not given, both branches are shown.
    Match {
        /// Player A's distribution, five whole numbers `s1,s2,s3,s4,s5`.
        a: String,
        /// Player B's distribution.
        b: String,
        /// The winner of the lot (`A` or `B`), if the match needs one (at most one).
        #[arg(long, value_parser = ["A", "B"])]
        lot: Vec<String>,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Check a distribution for a strength (R-G1) and show rule 10's correction (R-G2).
    Distribution {
        /// The distribution, `s1,s2,s3,s4,s5`.
        sets: String,
        /// The player's strength.
        #[arg(long)]
        strength: u32,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
}

/// The subcommands of `turnier masters` (Grand Slam, 11).
#[derive(Debug, Subcommand)]
pub enum MastersCli {
    /// Start the Masters after the season's last round: the top 8 of the WRL qualify, each
    /// pays 1.50 from his account.
    Start {
        /// The tournament.
        event: String,
    },
    /// A distribution for the Masters: for every match (default), or for one match.
    Enter {
        /// The tournament.
        event: String,
        /// The player: name, a unique start of it, or #id.
        player: String,
        /// The five sets, `30,25,21,13,11`.
        sets: String,
        /// For the group match against this player only.
        #[arg(long)]
        against: Option<String>,
        /// For the semi-final only.
        #[arg(long, conflicts_with = "against")]
        semi: bool,
        /// For the final or the third-place match only.
        #[arg(id = "final", long = "final", conflicts_with_all = ["against", "semi"])]
        final_: bool,
    },
    /// Play the next stage of the Masters: the groups, the semi-finals, or the final and the
    /// third-place match.
    Play {
        /// The tournament.
        event: String,
        /// Print JSON as `masters show --json`.
        #[arg(long)]
        json: bool,
    },
    /// Show the Masters: groups, matches, the final order.
    Show {
        /// The tournament.
        event: String,
        /// Print JSON: {after_round, players, fee, groups: {A, B: [{player, wins, sets,
        /// games}]}, matches: [{kind, a, b, winner, score, games}], final_order}.
        #[arg(long)]
        json: bool,
    },
    /// The certificates (Urkunden) of the Masters' first three, as text for printing, or
    /// with `--format html` one A4 page each.
    Certificates {
        /// The tournament.
        event: String,
        /// `text` (default) or `html`: one A4 page per certificate, German unless the event
        /// prints in another language.
        #[arg(long, value_parser = |s: &str| s.parse::<Format>())]
        format: Option<Format>,
        /// Write to FILE (atomically) instead of standard output.
        #[arg(short = 'o', long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
}

/// What `export` writes.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum ExportWhat {
    /// Every entered result, in the import format.
    Results,
    /// The standings.
    Standings,
    /// Swiss: the players with ids, registration order, late entries and drops, the format
    /// `import --players` reads back before the results.
    Players,
}

/// `yes` or `no`.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum YesNo {
    /// On.
    Yes,
    /// Off.
    No,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum CliCommand {
    /// Open the desk (the terminal screens) on one tournament.
    Open {
        /// Path to a .ron file or a name in the data folder.
        event: String,
        /// Write a self-refreshing HTML page of the wall screen into this folder after every change
        #[arg(long, value_name = "DIR")]
        wall_html: Option<PathBuf>,
        /// Serve the room beside the desk, as `turnier serve` does: the TV page and the
        /// players' pages on the local network (the wall view shows the QR code).
        #[arg(long)]
        serve: bool,
        /// With --serve: listen on this address only (HOST:PORT, HOST or :PORT; default: every address, port 8080).
        #[arg(long, value_name = "HOST:PORT", requires = "serve", value_parser = |s: &str| crate::room::parse_listen(s))]
        listen: Option<std::net::SocketAddr>,
        /// With --serve: players may report results from their phones (the desk accepts them).
        #[arg(long, requires = "serve")]
        reports: bool,
    },
    /// Create a tournament.
    New {
        /// Path to a .ron file or a name in the data folder.
        event: String,
        /// The tournament system.
        #[arg(long, value_parser = system_parser())]
        system: GameKind,
        /// Display name (default: EVENT).
        #[arg(long)]
        name: Option<String>,
        /// Each system's settings.
        #[command(flatten)]
        settings: super::system::NewArgs,
    },
    /// Import players (header `name`; Swiss: the `export EV players` file,
    /// `id,name,registration,entered_round,dropped_after`, keeps ids, late entries and drops;
    /// Deich: plus optional `last_place`, `start_fp`), Muck entrants (header `name`, a pair `Berta / Else`), results (Swiss:
    /// `round,table,player_a,player_b,games_a,games_b,games_drawn`; Muck:
    /// `round,table,side_a,side_b,bobbl,points_a,points_b`) or Deich bids (`name,bid`).
    Import {
        /// The tournament.
        event: String,
        /// A players CSV.
        #[arg(long, conflicts_with_all = ["results", "entrants", "lineups", "ranking", "bids", "entries"],
              required_unless_present_any = ["results", "entrants", "lineups", "ranking", "bids", "entries"])]
        players: Option<PathBuf>,
        /// Grand Slam: entries CSV for the round being prepared, header
        /// `name,tournament,s1,s2,s3,s4,s5` (the latest per player and tournament counts).
        #[arg(long, conflicts_with_all = ["results", "entrants", "lineups", "ranking", "bids"])]
        entries: Option<PathBuf>,
        /// Turnierfußball lineups CSV: header `manager,team,t,a,v,m,s,wish` (wish may be
        /// empty), optionally `,tournament` (`normal` or `anti`).
        #[arg(long, conflicts_with_all = ["results", "entrants", "ranking", "bids"])]
        lineups: Option<PathBuf>,
        /// Turnierfußball ranking list CSV: header `manager,rlp,last_round`, before the first
        /// evaluation (taking over a running game).
        #[arg(long, conflicts_with_all = ["results", "entrants", "bids"])]
        ranking: Option<PathBuf>,
        /// A Muck entrants CSV: header `name`, a pair as `Berta / Else`, a single player by name.
        #[arg(long, conflicts_with = "results")]
        entrants: Option<PathBuf>,
        /// A results CSV.
        #[arg(long, conflicts_with = "bids")]
        results: Option<PathBuf>,
        /// Deich: a bids CSV for the open round, header `name,bid` (the latest bid counts).
        #[arg(long, conflicts_with = "entrants")]
        bids: Option<PathBuf>,
        /// Register players named in the results that are not registered yet.
        #[arg(long, requires = "results")]
        add_missing_players: bool,
        /// Register names from --players that are registered already or repeated in the
        /// file as further players of the same name (refused without it).
        #[arg(long, requires = "players")]
        allow_duplicate_names: bool,
    },
    /// Propose the next round as a draft and print it.
    Pair {
        /// The tournament.
        event: String,
        /// Print JSON: {round, bye, tables: [{table, player_a, player_b, reason}], warnings}.
        #[arg(long)]
        json: bool,
    },
    /// Muck: draw the next round as a draft and print it.
    Draw {
        /// The tournament.
        event: String,
        /// Print JSON: {round, state, tables: [{table, side_a, side_b, bobbl, manual}],
        /// sitting_out, warnings}.
        #[arg(long)]
        json: bool,
    },
    /// Muck: replace the draft by a fresh draw.
    Redraw {
        /// The tournament.
        event: String,
    },
    /// Muck, fixed pairs: put two players who came alone together into a pair.
    MakePair {
        /// The tournament.
        event: String,
        /// First player (id or name).
        a: String,
        /// Second player (id or name).
        b: String,
    },
    /// Replace the draft by a fresh proposal.
    Repair {
        /// The tournament.
        event: String,
    },
    /// Delete the draft.
    DeleteDraft {
        /// The tournament.
        event: String,
    },
    /// Print the pairings of a round (default: the last).
    Pairings {
        /// The tournament.
        event: String,
        /// Round number.
        #[arg(long)]
        round: Option<u32>,
        /// Print JSON as `pair --json`.
        #[arg(long)]
        json: bool,
    },
    /// Seat a late arrival in the last round, draft or published. Swiss (R-S20): against the
    /// player with the bye; with no bye to play against the late arrival sits that round out
    /// (no points) and is paired from the next round on. Muck: a late pair or single against
    /// the entrant who sits out, else as the round's sitting-out entrant. Prints the table or
    /// that.
    Seat {
        /// The tournament.
        event: String,
        /// Id or name (Muck: a pair as `Berta / Else`, or a player).
        player: String,
    },
    /// Publish the draft: the pairings are fixed.
    Publish {
        /// The tournament.
        event: String,
    },
    /// Swap two players (they swap opponents), two Muck entrants, or two table numbers in the
    /// draft.
    Swap {
        /// The tournament.
        event: String,
        /// Two players (Muck: entrants, a pair as `Berta / Else`), by id or name.
        #[arg(long, visible_alias = "entrants", num_args = 2, value_names = ["A", "B"],
              conflicts_with = "tables", required_unless_present = "tables")]
        players: Option<Vec<String>>,
        /// Two table numbers.
        #[arg(long, num_args = 2, value_names = ["T1", "T2"])]
        tables: Option<Vec<u32>>,
    },
    /// Enter or correct a result: Swiss `2-1`, `1-1-1`, `0-2`, `ID`; Muck the sheet of a
    /// table, side A first, one score per Bobbl: `21:4,20:21`.
    Result {
        /// The tournament.
        event: String,
        /// Table number.
        table: u32,
        /// Score from the first-listed player's (Muck: side A's) side.
        #[arg(allow_hyphen_values = true)]
        score: String,
        /// Round (default: the last round).
        #[arg(long)]
        round: Option<u32>,
        /// Muck: the first Bobbl the score is for (default 1).
        #[arg(long, default_value_t = 1)]
        bobbl: u32,
        /// Muck: record the second entry of the sheet (compared with the first).
        #[arg(long)]
        second: bool,
    },
    /// Settle a table: on a Muck sheet whose second entry differs from the first, `--take second` copies the second entry into the first (logged as a correction), `--take first` keeps the first entry; on a shared event where desks typed different values, `--take VALUE` (a Swiss result such as `2-0`, a Bobbl such as `21:8`) is the one that stands.
    Resolve {
        /// The tournament.
        event: String,
        /// Table number.
        table: u32,
        /// What stands: `first` or `second` (the entries of a Muck sheet), or one of the values the desks typed.
        #[arg(long)]
        take: String,
        /// Round (default: the last round).
        #[arg(long)]
        round: Option<u32>,
    },
    /// Drop a player after the last fixed round.
    Drop {
        /// The tournament.
        event: String,
        /// Id or name.
        player: String,
    },
    /// Remove a mistaken registration: Swiss only before round 1 exists (a draft counts); Muck a
    /// pair or single player that never sat at a table and is not in the draft. The players
    /// (and pairs) after it move up one id. One who played is dropped instead.
    Remove {
        /// The tournament.
        event: String,
        /// Id or name (Muck: a pair as `Berta / Else`, or a player).
        player: String,
    },
    /// Take back a drop.
    Undrop {
        /// The tournament.
        event: String,
        /// Id or name.
        player: String,
    },
    /// Print the standings.
    Standings {
        /// The tournament.
        event: String,
        /// Print JSON. Swiss: [{rank, player, player_id, match_points, record, mwp, gwp, omwp,
        /// ogwp, separated_by, dropped, playoff}]; after a top cut playoff is the stage the
        /// player went out in (winner, final, semi-final, quarter-final; null outside the cut
        /// and while still in, then with stage: the stage played now or next), after the final
        /// the rows are in the final places (R-S19); Muck: [{place, entrant, bobbl, tore,
        /// opp_tore, tore_needed, opp_tore_needed, plus, plus_place, plus_minus,
        /// plus_minus_place}]; Turnierfußball: the ranking list [{rank, manager, rlp, active,
        /// last_round}].
        #[arg(long)]
        json: bool,
        /// Standings after this round (default: all fixed rounds); a playoff round: the
        /// playoff as it stood after it.
        #[arg(long)]
        round: Option<u32>,
    },
    /// Show the recommended top cut (R-S18) and the bracket from the current standings.
    TopCut {
        /// The tournament.
        event: String,
        /// The cut you want (0, 2, 4, 8, ...; default: the recommendation).
        #[arg(long)]
        cut: Option<u32>,
        /// Make the cut and publish the first playoff round (R-S18, R-S19).
        #[arg(long)]
        start: bool,
        /// Take the top cut back: remove the playoff and its rounds (logged).
        #[arg(long, conflicts_with_all = ["start", "cut"])]
        cancel: bool,
    },
    /// Print a document: Swiss pairings, pairings-by-name, slips, standings, bracket (the
    /// playoff after a top cut, with the final places); Muck draw, pairings-by-name,
    /// score-sheets, table-cards, draw-slips, stickers, ranking; Turnierfußball table, anti-table, ranking; Deich
    /// round, standings (forum posts). Without -o, text goes to standard output and HTML to a
    /// file whose path is printed: next to an event file outside the data folder, else in the
    /// data folder.
    Print {
        /// The tournament.
        event: String,
        /// The document: pairings, pairings-by-name, slips, standings, bracket (Swiss); draw,
        /// pairings-by-name, score-sheets, table-cards, draw-slips, stickers, ranking (Muck); table, anti-table, ranking
        /// (Turnierfußball); round, standings (Deich).
        #[arg(value_parser = |s: &str| s.parse::<DocumentKind>().map_err(|e| e.to_string()))]
        document: DocumentKind,
        /// Round (default: the last); standings and ranking: after this round (default: every
        /// fixed round); draw-slips and stickers take none.
        #[arg(long)]
        round: Option<u32>,
        /// text (80 columns, form feeds between pages; Turnierfußball and Deich posts 72),
        /// html (A4, self-contained), bbcode or markdown (for a forum post).
        #[arg(long, value_parser = |s: &str| s.parse::<Format>())]
        format: Option<Format>,
        /// Write to this file.
        #[arg(short = 'o', long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// Send the text document to the system printer with `lp`.
        #[arg(long)]
        lp: bool,
        /// Slips and score sheets: print each table's report code and the address of the
        /// room's report page at URL (as `turnier serve --reports` prints it), with a QR code
        /// in HTML.
        #[arg(long, value_name = "URL")]
        room: Option<String>,
    },
    /// Turnierfußball: enter or correct a team's lineup for the open round (the latest
    /// counts); prints how it plays after the corrections (R-F2, R-F6).
    Lineup {
        /// The tournament.
        event: String,
        /// The team's name (at most 30 characters).
        team: String,
        /// The lineup T-A-V-M-S, e.g. 10-5-40-40-40.
        #[arg(allow_hyphen_values = true)]
        lineup: String,
        /// The team's manager (registered if new).
        #[arg(long)]
        manager: String,
        /// WP wish for the next tournament, 10..300 (R-F7: the manager's, it counts for each of
        /// his teams, the latest he sent; one outside 10..300 is ignored and the lineup counts).
        #[arg(long)]
        wish: Option<u32>,
        /// For the round's anti-tournament (R-F8).
        #[arg(long)]
        anti: bool,
    },
    /// Turnierfußball, Deich, Grand Slam: read a file of letters as players write them (mails
    /// or forum messages, one after the other, a line of dashes `---` between two) and show
    /// what each says: lineups and the WP wish, a bid, distributions. Nothing is guessed: a
    /// letter that lacks a value or gives two is left out with the reason. With --apply the
    /// letters read completely are entered as typed ones are (the latest counts).
    Letters {
        /// The event.
        event: String,
        /// The file of letters (UTF-8, or Windows-1252 as a mail program may save it).
        file: PathBuf,
        /// Enter the letters read completely (without it nothing is saved).
        #[arg(long)]
        apply: bool,
    },
    /// Deich: a player's bid of FP for the open round (the latest counts; a bid above his FP
    /// counts as all his FP, R-D1).
    Bid {
        /// The race.
        event: String,
        /// The player (id or name).
        name: String,
        /// The FP bid: a whole number, 0 or more (`1500`, `20.000`).
        #[arg(allow_hyphen_values = true)]
        fp: String,
        /// The round (default: the open one); a round already evaluated refuses the bid.
        #[arg(long)]
        round: Option<u32>,
    },
    /// Evaluate the open round and print the result: Turnierfußball the tournament(s), the
    /// ranking list and the next round with its WP; Deich the round (who has no bid is an
    /// NMR).
    Evaluate {
        /// The event file.
        event: PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
    },
    /// Turnierfußball: print a round's table (default: the last evaluated round). JSON:
    /// {round, wp, anti, teams: [{place, team, manager, submitted, lineup, corrections,
    /// points, goals_for, goals_against, goal_diff, rlp}], next_wp, anti_next}.
    Table {
        /// The tournament.
        event: String,
        /// Round number.
        #[arg(long)]
        round: Option<u32>,
        /// The round's anti-tournament.
        #[arg(long)]
        anti: bool,
        /// Print JSON.
        #[arg(long)]
        json: bool,
    },
    /// Turnierfußball: show the open round (its WP and where it came from, ZAT, the
    /// anti-tournament, the lineups in); `--wp` and `--zat` set them (R-F7: the GM decides
    /// the WP when no wish does; the lineups in are then corrected to the new WP).
    Round {
        /// The tournament.
        event: String,
        /// Set the open round's WP, 10..300.
        #[arg(long, value_name = "N")]
        wp: Option<u32>,
        /// Set the deadline as posted (`--zat "ZAT 12"`); `--zat ""` clears it.
        #[arg(long, value_name = "TEXT")]
        zat: Option<String>,
        /// Print JSON: {round, wp, wp_from, anti_wp, zat, teams, anti_teams}.
        #[arg(long)]
        json: bool,
    },
    /// Turnierfußball tools that need no event.
    Football {
        /// What to do.
        #[command(subcommand)]
        command: FootballCli,
    },
    /// Deich: set the ZAT (deadline) of the open round in your words; empty clears it.
    Zat {
        /// The race.
        event: String,
        /// The deadline: `So 12.5. 20:00`.
        zat: String,
        /// The round (default: the open one).
        #[arg(long)]
        round: Option<u32>,
    },
    /// Grand Slam: set the offer of the round being prepared from a CSV (header
    /// `name,stars,quarter_final,semi_final,final,winner,exchange,rank_diff,gm_strengths,notes`,
    /// optionally `,doubles`) and its entry limits, and print the offer. After a played round
    /// the next round is opened first.
    Offer {
        /// The tournament.
        event: String,
        /// The offer CSV, one line per tournament of the round.
        #[arg(long)]
        tournaments: Option<PathBuf>,
        /// Entry limits by strength (3.1): `0:1,150:2` (from strength 0 one tournament, from
        /// 150 two); `none` for no limit.
        #[arg(long)]
        limits: Option<String>,
        /// Print JSON: {round, tournaments: [{name, stars, quarter_final, semi_final, final,
        /// winner, exchange, rank_diff, gm_strengths, notes, doubles, entries}], limits:
        /// [{from_strength, tournaments}]}.
        #[arg(long)]
        json: bool,
    },
    /// Grand Slam: a player's distribution for a tournament of the round being prepared
    /// (R-G1; rule 10 corrects a wrong sum and says how, R-G2).
    Enter {
        /// The tournament.
        event: String,
        /// The player: name, a unique start of it, or #id.
        player: String,
        /// The tournament of the round: its name or its number in the offer.
        tournament: String,
        /// The five sets, `30,25,21,13,11`.
        #[arg(required_unless_present = "withdraw")]
        sets: Option<String>,
        /// Take the player's entry for the tournament back instead (while the round is
        /// open; the desk's `x`).
        #[arg(long, conflicts_with = "sets")]
        withdraw: bool,
    },
    /// Grand Slam: draw and play the round being prepared from the event's seed (5.1; who
    /// sent nothing pauses, R-G15), and print the winners and the strength changes.
    Play {
        /// The tournament.
        event: String,
        /// Print JSON: {round, tournaments: [{name, field, entries, stars, winner}], players:
        /// [{player, strength_before, strength_after, wrl_points, tournaments}]}.
        #[arg(long)]
        json: bool,
        /// Play a round that has no entries at all (every player pauses, R-G15); refused
        /// without it.
        #[arg(long)]
        empty: bool,
    },
    /// Grand Slam: a tournament's bracket with every match's result.
    Bracket {
        /// The tournament.
        event: String,
        /// The tournament of the round: its name or its number in the offer.
        tournament: String,
        /// The round (default: the last played).
        #[arg(long)]
        round: Option<u32>,
        /// Print JSON: {round, tournament, field, stars, seeds, matches: [{round, a, b,
        /// winner, score, set_winners, games, lot, wrl_points, exchange}]}.
        #[arg(long)]
        json: bool,
    },
    /// Grand Slam: the Masters at the season's end (11, R-G14).
    Masters {
        /// What to do.
        #[command(subcommand)]
        command: MastersCli,
    },
    /// Grand Slam: credit a player's subscription account (negative: debit), like `5.00`.
    Credit {
        /// The tournament.
        event: String,
        /// The player: name, a unique start of it, or #id.
        player: String,
        /// The amount, `5.00` or `-1.50`.
        #[arg(allow_hyphen_values = true)]
        amount: String,
    },
    /// Grand Slam tools that need no event.
    GrandSlam {
        /// What to do.
        #[command(subcommand)]
        command: GrandSlamCli,
    },
    /// Export as CSV: Swiss results, standings and players, Muck results and the ranking
    /// (`standings`). `results` is the format `import --results` reads, `players` the one
    /// `import --players` reads (players, then results, imported into a new event give the same
    /// standings and the same next pairing), `standings` the columns of `standings --json`. A
    /// cell a spreadsheet would take as a formula (`=`, `+`, `-`, `@`) gets a `'` before it.
    Export {
        /// The tournament.
        event: String,
        /// What to export: results, standings or players.
        what: ExportWhat,
        /// Write to this file (default: standard output).
        #[arg(short = 'o', long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Set the language the event's documents are printed in, whatever the language of the
    /// desk or the command line: de, en, or none (print in the language in use).
    PrintLanguage {
        /// The tournament.
        event: String,
        /// de, en or none.
        #[arg(value_parser = ["de", "en", "none"], value_name = "LANG")]
        language: String,
    },
    /// Print the round clock (time left, paused, time up); with an option, start, pause, resume or extend it, or set the round length
    Clock {
        /// The tournament
        event: String,
        /// Print JSON: `{round, length_minutes, extension_minutes, state, remaining_seconds, started_at, paused_at, extra_turns, next_length_minutes}`
        #[arg(long)]
        json: bool,
        /// Start the clock of the published round now
        #[arg(long)]
        start: bool,
        /// Pause the clock now
        #[arg(long)]
        pause: bool,
        /// Let the paused clock run again now
        #[arg(long)]
        resume: bool,
        /// A time extension in minutes (negative takes minutes back)
        #[arg(long, value_name = "MINUTES", allow_hyphen_values = true)]
        extend: Option<i64>,
        /// The round length in minutes for the rounds started from now on (0: the system's default)
        #[arg(long, value_name = "MINUTES")]
        length: Option<u32>,
    },
    /// Validate a save file and print what is wrong.
    Check {
        /// The tournament.
        event: String,
    },
    /// Take a backup back, list the backups, or apply a journal that was kept aside.
    Restore {
        /// The tournament.
        event: String,
        /// List the backups with their time and last change, restore nothing
        #[arg(long, conflicts_with_all = ["backup", "journal", "accept"])]
        list: bool,
        /// Restore backup number N (from --list) instead of the newest that loads
        #[arg(long, value_name = "N", conflicts_with_all = ["journal", "accept"])]
        backup: Option<u64>,
        /// Apply the results of the journals kept aside beside the event
        #[arg(long, conflicts_with = "accept")]
        journal: bool,
        /// Keep a file changed outside turnier as it is (after checking that it loads)
        #[arg(long)]
        accept: bool,
    },
    /// Share the event with other desks on this network and serve it until Ctrl-C.
    Share {
        /// The tournament.
        event: String,
        /// Where the node listens, whether it looks for the others.
        #[command(flatten)]
        net: NetArgs,
    },
    /// Make a local copy of a shared event from its ticket and keep it in sync until Ctrl-C.
    Join {
        /// Where the local copy goes (must not exist yet); the ticket comes from standard input or --ticket-file.
        event: String,
        /// The older form `turnier join TICKET EVENT`: the ticket first, the copy second.
        #[arg(hide = true, value_name = "EVENT")]
        then_event: Option<String>,
        /// Read the ticket from this file instead of standard input.
        #[arg(long, value_name = "FILE")]
        ticket_file: Option<PathBuf>,
        /// Where the node listens, whether it looks for the others.
        #[command(flatten)]
        net: NetArgs,
    },
    /// Sync a shared event with the other desks now.
    Sync {
        /// The tournament.
        event: String,
        /// Sync once and stop (without: keep syncing until Ctrl-C).
        #[arg(long)]
        once: bool,
        /// Where the node listens, whether it looks for the others.
        #[command(flatten)]
        net: NetArgs,
    },
    /// List the desks of a shared event: last contact, changes each has sent.
    Peers {
        /// The tournament.
        event: String,
    },
    /// Serve the event to the room over the local network until Ctrl-C: a TV page (`/`), the
    /// players' pages for their phones (`/players`), the round as JSON (`/api/round`), and
    /// with --reports the page where players report their result (`/report`).
    Serve {
        /// The tournament.
        event: String,
        /// Listen on this address only (HOST:PORT, HOST or :PORT; default: every address, port 8080).
        #[arg(long, value_name = "HOST:PORT", value_parser = |s: &str| crate::room::parse_listen(s))]
        listen: Option<std::net::SocketAddr>,
        /// Players may report results from their phones with the code on their slip; a report waits for the desk (`turnier accept`).
        #[arg(long)]
        reports: bool,
    },
    /// List the results the players reported that wait for the desk, and locked tables.
    Reports {
        /// The tournament.
        event: String,
        /// Print each table's code of the round shown (for the slips), not the reports.
        #[arg(long, conflicts_with_all = ["unlock", "dismiss"])]
        codes: bool,
        /// Unlock reporting at TABLE (locked after wrong codes).
        #[arg(long, value_name = "TABLE", conflicts_with = "dismiss")]
        unlock: Option<u32>,
        /// Dismiss the reports of TABLE.
        #[arg(long, value_name = "TABLE")]
        dismiss: Option<u32>,
    },
    /// Accept the result the players reported for TABLE (the round shown) as its result.
    Accept {
        /// The tournament.
        event: String,
        /// The table.
        table: u32,
    },
}

/// The network flags of `share`, `join` and `sync`: where the node listens and whether it
/// looks for the other desks by mDNS. The desk (`turnier open`) takes those of the last of
/// the three ([`crate::share::net::Options::saved`]).
#[derive(Debug, Clone, Default, clap::Args)]
pub struct NetArgs {
    /// Listen on this address of this laptop only (192.168.1.20, 127.0.0.1, ::1), optionally with a UDP port (192.168.1.20:4000, [::1]:4000); default: every address.
    #[arg(long, value_name = "ADDR", value_parser = |s: &str| s.parse::<crate::share::net::Listen>())]
    pub listen: Option<crate::share::net::Listen>,
    /// Do not look for the other desks on the local network (mDNS): reach them only at the addresses in the ticket and in the shared event.
    #[arg(long)]
    pub no_discovery: bool,
    /// This desk's name, shown on the other desks next to the values it typed (default: the name kept from last time, else the laptop's host name).
    #[arg(long, value_name = "NAME")]
    pub name: Option<String>,
}

impl NetArgs {
    /// The node's options for these flags.
    pub fn options(&self) -> crate::share::net::Options {
        crate::share::net::Options::of_args(self.listen, self.no_discovery, self.name.clone())
    }
}
