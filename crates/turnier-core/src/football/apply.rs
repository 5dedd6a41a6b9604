//! The Turnierfußball rules of [`crate::game::apply`] (`turnierfussball.txt`): lineups (the
//! latest of a team counts), the evaluation of a round, the WP and ZAT of the open round, an
//! imported ranking list.

use super::command::{FootballCommand, ImportedRank};
use super::model::{FootballGame, FootballRound, TeamEntry, TeamKey, Tournament, WpFrom};
use super::series::{parse_rlp, tournament};
use super::settings::FootballSettings;
use super::wish::WISH;
use crate::game::submissions::Submissions;
use crate::game::{
    Change, Msg, PlayerId, Registry, Rejected, RoundNo, clean_name, known, same_name_key,
};
use crate::game::{Routed, Shared};

/// The longest team name (`turnierfussball.txt`: "nicht länger als 30 Zeichen").
pub const TEAM_MAX: usize = 30;

/// The longest ZAT (`ZAT 12, Sunday 20:00`): it stands in the header of a 72-column table.
pub const ZAT_MAX: usize = 40;

/// Teams a manager may enter per tournament (`turnierfussball.txt`, HAI ZET).
pub const TEAMS_PER_MANAGER: usize = 2;

/// Applies one command to a series and its registry, in place; the caller
/// ([`crate::game::apply`]) works on a copy and appends the audit entry.
///
/// # Errors
/// [`Rejected`] naming the field and the allowed values.
pub fn run(
    reg: &mut Registry,
    g: &mut FootballGame,
    seed: u64,
    cmd: Routed<FootballCommand>,
) -> Result<Change, Rejected> {
    match cmd {
        Routed::Shared(Shared::AddPlayers { names }) => add_managers(reg, names),
        Routed::Shared(Shared::RenamePlayer { player, name }) => reg.rename(player, &name),
        Routed::Own(FootballCommand::SubmitLineup {
            team,
            manager,
            lineup,
            wish,
            anti,
        }) => submit(reg, g, &team, &manager, lineup, wish, anti),
        Routed::Own(FootballCommand::WithdrawLineup { team, anti }) => {
            withdraw(reg, g, &team, anti)
        }
        Routed::Own(FootballCommand::Evaluate) => evaluate(reg, g, seed),
        Routed::Own(FootballCommand::SetWp { wp }) => set_wp(g, wp),
        Routed::Own(FootballCommand::SetZat { zat }) => set_zat(g, &zat),
        Routed::Own(FootballCommand::ImportRanking { rows }) => import_ranking(reg, g, rows),
        Routed::Shared(Shared::Drop { .. })
        | Routed::Shared(Shared::Undrop { .. })
        | Routed::Shared(Shared::DeleteDraft)
        | Routed::Shared(Shared::SwapTables { .. })
        | Routed::Shared(Shared::Publish) => Err(Rejected::refused(
            "football",
            Msg::key("football-err-no-draft"),
        )),
    }
}

fn add_managers(reg: &mut Registry, names: Vec<String>) -> Result<Change, Rejected> {
    if names.is_empty() {
        return Err(Rejected::invalid(
            "names",
            Msg::key("football-err-names-empty"),
        ));
    }
    let mut added = Vec::new();
    for n in names {
        let n = clean_name(&n)?;
        let id = manager_id(reg, &n);
        added.push(reg.name_of(id));
    }
    Ok(Change::said(
        None,
        Msg::key("football-audit-managers").text("names", added.join(", ")),
    ))
}

/// The manager of this name (case, accents and spacing folded), registered if new.
fn manager_id(reg: &mut Registry, name: &str) -> PlayerId {
    let key = same_name_key(name);
    if let Some(p) = reg
        .participants
        .iter()
        .find(|p| same_name_key(&p.name) == key)
    {
        return p.id;
    }
    let id = PlayerId(reg.participants.len() as u32 + 1);
    reg.participants.push(crate::game::Participant {
        id,
        name: name.to_string(),
        dropped_after: None,
        entered_round: None,
    });
    id
}

fn open(g: &FootballGame) -> Result<&FootballRound, Rejected> {
    g.open_round()
        .ok_or_else(|| Rejected::refused("lineup", Msg::key("football-err-no-open-round")))
}

fn tournament_of(r: &FootballRound, anti: bool) -> Result<Tournament, Rejected> {
    if anti && r.anti_wp.is_none() {
        return Err(Rejected::invalid(
            "anti",
            Msg::key("football-err-no-anti").num("round", r.number.0),
        ));
    }
    Ok(if anti {
        Tournament::Anti
    } else {
        Tournament::Normal
    })
}

/// A team's name as allowed: cleaned, at most [`TEAM_MAX`] characters.
///
/// # Errors
/// [`Rejected::InvalidField`] (`team`).
pub fn team_name(team: &str) -> Result<String, Rejected> {
    let t = clean_name(team).map_err(|e| match e {
        Rejected::InvalidField { message, .. } => Rejected::invalid("team", message),
        other => other,
    })?;
    let n = t.chars().count();
    if n > TEAM_MAX {
        return Err(Rejected::invalid(
            "team",
            Msg::key("football-err-team-too-long")
                .text("team", format!("{t:?}"))
                .num("count", n)
                .num("max", TEAM_MAX),
        ));
    }
    Ok(t)
}

fn submit(
    reg: &mut Registry,
    g: &mut FootballGame,
    team: &str,
    manager: &str,
    lineup: super::Lineup,
    wish: Option<u32>,
    anti: bool,
) -> Result<Change, Rejected> {
    let team = team_name(team)?;
    let manager = clean_name(manager).map_err(|e| match e {
        Rejected::InvalidField { message, .. } => Rejected::invalid("manager", message),
        other => other,
    })?;
    let r = open(g)?.clone();
    let t = tournament_of(&r, anti)?;
    // A wish outside 10..=300 is not refused: it is ignored with a note and its lineup
    // counts (R-F7), so a slip with a wrong wish still plays.
    if wish.is_some() && anti {
        return Err(Rejected::invalid(
            "wish",
            Msg::key("football-err-wish-anti"),
        ));
    }
    let mut reg2 = reg.clone();
    let m = manager_id(&mut reg2, &manager);
    let key = TeamKey {
        tournament: t,
        key: same_name_key(&team),
    };
    let teams = g.teams(r.number, t);
    if let Some((_, other)) = teams.iter().find(|(k, _)| **k == key)
        && other.manager != m
    {
        return Err(Rejected::invalid(
            "team",
            Msg::key("football-err-team-taken")
                .text("team", &other.team)
                .text("manager", reg2.name_of(other.manager)),
        ));
    }
    let own: Vec<&str> = teams
        .iter()
        .filter(|(k, e)| e.manager == m && **k != key)
        .map(|(_, e)| e.team.as_str())
        .collect();
    if own.len() >= TEAMS_PER_MANAGER {
        return Err(Rejected::invalid(
            "team",
            Msg::key("football-err-teams-full")
                .text("manager", reg2.name_of(m))
                .num("max", TEAMS_PER_MANAGER)
                .text("teams", own.join(", ")),
        ));
    }
    let was = teams.iter().find(|(k, _)| **k == key).map(|(_, e)| {
        Msg::key("football-audit-was")
            .text("lineup", e.lineup)
            .msg("wish", wish_msg(e.wish))
    });
    let entry = TeamEntry {
        team: team.clone(),
        manager: m,
        lineup,
        wish,
    };
    let done = g
        .lineups
        .submit(r.number, key, Some(entry), "football-err-words-lineups")?;
    *reg = reg2;
    let mut c = Change::said(
        Some(r.number),
        Msg::key("football-audit-lineup")
            .text("team", &team)
            .text("manager", reg.name_of(m))
            .msg(
                "anti",
                Msg::key(if anti {
                    "football-audit-anti"
                } else {
                    "football-audit-nothing"
                }),
            )
            .text("lineup", lineup)
            .msg("wish", wish_msg(wish))
            .msg(
                "was",
                was.unwrap_or_else(|| Msg::key("football-audit-nothing")),
            ),
    );
    c.correction = done.replaces.is_some();
    Ok(c)
}

/// `, wish 80` after a lineup, `, wish 5 ignored (allowed: 10..300; R-F7)` for one outside
/// the range (the note R-F7 asks for), or nothing.
fn wish_msg(wish: Option<u32>) -> Msg {
    match wish {
        Some(w) if WISH.contains(w) => Msg::key("football-audit-wish").num("wish", w),
        Some(w) => Msg::key("football-audit-wish-ignored").num("wish", w),
        None => Msg::key("football-audit-nothing"),
    }
}

fn withdraw(
    reg: &Registry,
    g: &mut FootballGame,
    team: &str,
    anti: bool,
) -> Result<Change, Rejected> {
    let r = open(g)?.clone();
    let t = tournament_of(&r, anti)?;
    let key = TeamKey {
        tournament: t,
        key: same_name_key(team),
    };
    let teams = g.teams(r.number, t);
    let Some((_, e)) = teams.iter().find(|(k, _)| **k == key) else {
        return Err(Rejected::not_found(
            "team",
            Msg::key("football-err-no-team")
                .text("team", format!("{team:?}"))
                .num("round", r.number.0),
            None,
        ));
    };
    let words = Msg::key("football-audit-withdraw")
        .text("team", &e.team)
        .text("manager", reg.name_of(e.manager));
    g.lineups
        .submit(r.number, key, None, "football-err-words-lineups")?;
    let mut c = Change::said(Some(r.number), words);
    c.correction = true;
    Ok(c)
}

fn evaluate(reg: &Registry, g: &mut FootballGame, seed: u64) -> Result<Change, Rejected> {
    let r = g
        .open_round()
        .ok_or_else(|| Rejected::refused("evaluate", Msg::key("football-err-no-open")))?
        .clone();
    let Some(normal) = tournament(g, reg, seed, r.number, Tournament::Normal) else {
        return Err(Rejected::refused(
            "evaluate",
            Msg::key("football-err-no-tournament"),
        ));
    };
    if normal.teams.is_empty() {
        return Err(Rejected::refused(
            "evaluate",
            Msg::key("football-err-no-lineup").num("round", r.number.0),
        ));
    }
    let anti = tournament(g, reg, seed, r.number, Tournament::Anti);
    g.lineups.close(r.number);
    if let Some(last) = g.rounds.last_mut() {
        last.evaluated = true;
    }
    let (wp, wp_from) = match normal.next_wp {
        Some((wp, place)) => (wp, WpFrom::Wish { place }),
        None => (r.wp, WpFrom::Kept),
    };
    let next = RoundNo(r.number.0 + 1);
    g.rounds.push(FootballRound {
        number: next,
        wp,
        wp_from,
        anti_wp: normal.anti_next.then_some(r.wp),
        zat: None,
        evaluated: false,
    });
    let winners: Vec<String> = normal
        .standings
        .iter()
        .filter(|s| s.place == 1)
        .map(|s| {
            let t = &normal.teams[s.team];
            format!("{} ({})", t.team, reg.name_of(t.manager))
        })
        .collect();
    let anti_words = match &anti {
        Some(a) => Msg::key("football-audit-evaluated-anti").num("teams", a.teams.len()),
        None => Msg::key("football-audit-nothing"),
    };
    let wp_words = match wp_from {
        WpFrom::Wish { place } => Msg::key("football-audit-wp-wish")
            .num("wp", wp)
            .num("place", place),
        _ => Msg::key("football-audit-wp-kept").num("wp", wp),
    };
    let follows = if normal.anti_next {
        Msg::key("football-audit-anti-follows").num("wp", r.wp)
    } else {
        Msg::key("football-audit-nothing")
    };
    Ok(Change::said(
        Some(r.number),
        Msg::key("football-audit-evaluated")
            .num("round", r.number.0)
            .num("teams", normal.teams.len())
            .msg("anti", anti_words)
            .text("winners", winners.join(", "))
            .num("next", next.0)
            .msg("wp", wp_words)
            .msg("follows", follows),
    ))
}

fn set_wp(g: &mut FootballGame, wp: u32) -> Result<Change, Rejected> {
    FootballSettings::WP.check(wp)?;
    let Some(r) = g.rounds.last_mut().filter(|r| !r.evaluated) else {
        return Err(Rejected::refused("wp", Msg::key("football-err-no-open")));
    };
    let old = r.wp;
    r.wp = wp;
    r.wp_from = WpFrom::Gm;
    // Lineups entered so far are corrected for the new WP at evaluation (R-F2).
    Ok(Change::said(
        Some(r.number),
        Msg::key("football-audit-set-wp")
            .num("round", r.number.0)
            .num("old", old)
            .num("wp", wp),
    ))
}

fn set_zat(g: &mut FootballGame, zat: &str) -> Result<Change, Rejected> {
    let Some(r) = g.rounds.last_mut().filter(|r| !r.evaluated) else {
        return Err(Rejected::refused("zat", Msg::key("football-err-no-open")));
    };
    let z = zat.trim();
    if z.chars().any(char::is_control) {
        return Err(Rejected::invalid(
            "zat",
            Msg::key("football-err-zat-control"),
        ));
    }
    let n = z.chars().count();
    if n > ZAT_MAX {
        return Err(Rejected::invalid(
            "zat",
            Msg::key("football-err-zat-too-long")
                .num("count", n)
                .num("max", ZAT_MAX),
        ));
    }
    r.zat = (!z.is_empty()).then(|| z.to_string());
    Ok(Change::said(
        Some(r.number),
        match &r.zat {
            Some(z) => Msg::key("football-audit-zat")
                .num("round", r.number.0)
                .text("zat", z),
            None => Msg::key("football-audit-zat-cleared").num("round", r.number.0),
        },
    ))
}

fn import_ranking(
    reg: &mut Registry,
    g: &mut FootballGame,
    rows: Vec<(String, String, u32)>,
) -> Result<Change, Rejected> {
    if g.rounds.iter().any(|r| r.evaluated) {
        return Err(Rejected::refused(
            "import",
            Msg::key("football-err-import-late"),
        ));
    }
    if rows.is_empty() {
        return Err(Rejected::invalid(
            "rows",
            Msg::key("football-err-import-empty"),
        ));
    }
    let mut reg2 = reg.clone();
    let mut out: Vec<ImportedRank> = Vec::new();
    for (name, rlp, last_round) in rows {
        let name = clean_name(&name).map_err(|e| match e {
            Rejected::InvalidField { message, .. } => Rejected::invalid("manager", message),
            other => other,
        })?;
        if parse_rlp(&rlp).is_none() {
            return Err(Rejected::invalid(
                "rlp",
                Msg::key("football-err-import-rlp")
                    .text("name", &name)
                    .text("rlp", format!("{rlp:?}")),
            ));
        }
        let m = manager_id(&mut reg2, &name);
        if out.iter().any(|r| r.manager == m) {
            return Err(Rejected::invalid(
                "manager",
                Msg::key("football-err-import-twice").text("name", &name),
            ));
        }
        out.push(ImportedRank {
            manager: m,
            rlp: rlp.trim().to_string(),
            last_round,
        });
    }
    let latest = out.iter().map(|r| r.last_round).max().unwrap_or(0);
    let n = out.len();
    g.imported = out;
    // The open round follows the latest round of the list: renumber it and its lineups.
    let open_no = RoundNo(latest + 1);
    if let Some(r) = g.rounds.last_mut()
        && r.number != open_no
    {
        let old = r.number;
        r.number = open_no;
        let mut fresh: Submissions<TeamKey, Option<TeamEntry>> = Submissions::new();
        for s in g
            .lineups
            .of(old)
            .map(|x| x.entries.clone())
            .unwrap_or_default()
        {
            fresh.submit(open_no, s.by, s.value, "football-err-words-lineups")?;
        }
        g.lineups = fresh;
    }
    *reg = reg2;
    Ok(Change::said(
        Some(open_no),
        Msg::key("football-audit-imported")
            .num("count", n)
            .num("latest", latest)
            .num("open", open_no.0),
    ))
}

/// The manager of a name, if registered (case, accents and spacing folded).
pub fn find_manager(reg: &Registry, name: &str) -> Option<PlayerId> {
    let key = same_name_key(name);
    reg.participants
        .iter()
        .find(|p| same_name_key(&p.name) == key)
        .map(|p| p.id)
        .and_then(|p| known(reg, p).ok())
}

impl crate::game::Rules for FootballGame {
    const KIND: crate::game::GameKind = crate::game::GameKind::Football;
    type Own = FootballCommand;

    fn run(
        &mut self,
        registry: &mut Registry,
        seed: u64,
        cmd: Routed<FootballCommand>,
    ) -> Result<Change, Rejected> {
        run(registry, self, seed, cmd)
    }

    fn problems(&self, registry: &Registry, out: &mut Vec<String>) {
        super::validate::problems(registry, self, out);
    }

    /// The open round's tables so far, the last evaluated round's and the ranking list
    /// (R-F3..R-F9).
    fn view(&self, registry: &Registry, seed: u64) -> crate::game::GameView {
        crate::game::GameView::new(super::series::series(self, registry, seed))
    }

    fn latest_fixed(&self) -> Option<crate::game::RoundNo> {
        self.last_evaluated().map(|r| r.number)
    }

    fn label(&self) -> String {
        format!("Turnierfußball ({})", self.settings.mode)
    }

    fn round_count(&self) -> usize {
        self.rounds.len()
    }
}
