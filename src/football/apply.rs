//! The Turnierfußball rules of [`crate::game::apply`] (issue 13): lineups (the latest of a
//! team counts), the evaluation of a round, the WP and ZAT of the open round, an imported
//! ranking list.

use super::command::{FootballCommand, ImportedRank};
use super::model::{FootballGame, FootballRound, TeamEntry, TeamKey, Tournament, WpFrom};
use super::series::{parse_rlp, tournament};
use super::settings::FootballSettings;
use super::wish::WISH;
use crate::game::submissions::Submissions;
use crate::game::{
    Change, Command, GameKind, PlayerId, Registry, Rejected, RoundNo, clean_name, known,
    same_name_key,
};

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
    cmd: Command,
) -> Result<Change, Rejected> {
    match cmd {
        Command::AddPlayers { names } => add_managers(reg, names),
        Command::RenamePlayer { player, name } => reg.rename(player, &name),
        Command::Football(FootballCommand::SubmitLineup {
            team,
            manager,
            lineup,
            wish,
            anti,
        }) => submit(reg, g, &team, &manager, lineup, wish, anti),
        Command::Football(FootballCommand::WithdrawLineup { team, anti }) => {
            withdraw(reg, g, &team, anti)
        }
        Command::Football(FootballCommand::Evaluate) => evaluate(reg, g, seed),
        Command::Football(FootballCommand::SetWp { wp }) => set_wp(g, wp),
        Command::Football(FootballCommand::SetZat { zat }) => set_zat(g, &zat),
        Command::Football(FootballCommand::ImportRanking { rows }) => import_ranking(reg, g, rows),
        Command::Swiss(c) => Err(c.wrong_system(GameKind::Football)),
        Command::Muck(c) => Err(c.wrong_system(GameKind::Football)),
        Command::Deich(c) => Err(c.wrong_system(GameKind::Football)),
        // Set by game::apply before any system's rules: never reaches here.
        Command::SetPrintLanguage { .. } => Ok(Change::new(None, String::new())),
        Command::Drop { .. }
        | Command::Undrop { .. }
        | Command::DeleteDraft
        | Command::SwapTables { .. }
        | Command::Publish => Err(Rejected::refused(
            "football",
            "a Turnierfußball series has no draft, tables or drops: enter lineups and \
             evaluate the round",
        )),
    }
}

fn add_managers(reg: &mut Registry, names: Vec<String>) -> Result<Change, Rejected> {
    if names.is_empty() {
        return Err(Rejected::invalid(
            "names",
            "at least one manager name is needed",
        ));
    }
    let mut added = Vec::new();
    for n in names {
        let n = clean_name(&n)?;
        let id = manager_id(reg, &n);
        added.push(reg.name_of(id));
    }
    Ok(Change::new(None, format!("managers: {}", added.join(", "))))
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
    g.open_round().ok_or_else(|| {
        Rejected::refused(
            "lineup",
            "there is no open round (the last one is evaluated)",
        )
    })
}

fn tournament_of(r: &FootballRound, anti: bool) -> Result<Tournament, Rejected> {
    if anti && r.anti_wp.is_none() {
        return Err(Rejected::invalid(
            "tournament",
            format!("round {} has no anti-tournament; allowed: normal", r.number),
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
            format!("{t:?} has {n} characters; allowed: at most {TEAM_MAX}"),
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
    if let Some(w) = wish {
        if anti {
            return Err(Rejected::invalid(
                "wish",
                "the anti-tournament takes no WP wish; leave it empty",
            ));
        }
        WISH.check(w)?;
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
            format!(
                "{} is {}'s team in this tournament; choose another name",
                other.team,
                reg2.name_of(other.manager)
            ),
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
            format!(
                "{} has {TEAMS_PER_MANAGER} teams in this tournament already ({}); allowed: \
                 correct one of them",
                reg2.name_of(m),
                own.join(", ")
            ),
        ));
    }
    let was = teams.iter().find(|(k, _)| **k == key).map(|(_, e)| {
        let wish = e.wish.map(|w| format!(", wish {w}")).unwrap_or_default();
        format!("{}{wish}", e.lineup)
    });
    let entry = TeamEntry {
        team: team.clone(),
        manager: m,
        lineup,
        wish,
    };
    let done = g.lineups.submit(r.number, key, Some(entry), "lineups")?;
    *reg = reg2;
    let wish_words = wish.map(|w| format!(", wish {w}")).unwrap_or_default();
    let anti_words = if anti { ", anti" } else { "" };
    let mut c = Change::new(
        Some(r.number),
        format!(
            "lineup {team} ({}{anti_words}): {lineup}{wish_words}{}",
            reg.name_of(m),
            was.map(|w| format!(" (was {w})")).unwrap_or_default()
        ),
    );
    c.correction = done.replaces.is_some();
    Ok(c)
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
            format!("no team {team:?} in round {}", r.number),
            None,
        ));
    };
    let words = format!("withdraw {} ({})", e.team, reg.name_of(e.manager));
    g.lineups.submit(r.number, key, None, "lineups")?;
    let mut c = Change::new(Some(r.number), words);
    c.correction = true;
    Ok(c)
}

fn evaluate(reg: &Registry, g: &mut FootballGame, seed: u64) -> Result<Change, Rejected> {
    let r = g
        .open_round()
        .ok_or_else(|| Rejected::refused("evaluate", "there is no open round"))?
        .clone();
    let Some(normal) = tournament(g, reg, seed, r.number, Tournament::Normal) else {
        return Err(Rejected::refused("evaluate", "the round has no tournament"));
    };
    if normal.teams.is_empty() {
        return Err(Rejected::refused(
            "evaluate",
            format!(
                "round {} has no lineup yet: enter the lineups first",
                r.number
            ),
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
        Some(a) => format!(", anti-tournament {} teams", a.teams.len()),
        None => String::new(),
    };
    let wp_words = match wp_from {
        WpFrom::Wish { place } => format!("WP {wp} (wish of place {place})"),
        _ => format!("WP {wp} (no valid wish; the GM decides)"),
    };
    let follows = if normal.anti_next {
        format!("; an anti-tournament at {} WP follows", r.wp)
    } else {
        String::new()
    };
    Ok(Change::new(
        Some(r.number),
        format!(
            "evaluated round {} ({} teams{anti_words}): won by {}; round {next} at {wp_words}{follows}",
            r.number,
            normal.teams.len(),
            winners.join(", ")
        ),
    ))
}

fn set_wp(g: &mut FootballGame, wp: u32) -> Result<Change, Rejected> {
    FootballSettings::WP.check(wp)?;
    let Some(r) = g.rounds.last_mut().filter(|r| !r.evaluated) else {
        return Err(Rejected::refused("wp", "there is no open round"));
    };
    let old = r.wp;
    r.wp = wp;
    r.wp_from = WpFrom::Gm;
    // Lineups entered so far are corrected for the new WP at evaluation (R-F2).
    Ok(Change::new(
        Some(r.number),
        format!("round {} WP {old} → {wp} (set by the GM)", r.number),
    ))
}

fn set_zat(g: &mut FootballGame, zat: &str) -> Result<Change, Rejected> {
    let Some(r) = g.rounds.last_mut().filter(|r| !r.evaluated) else {
        return Err(Rejected::refused("zat", "there is no open round"));
    };
    let z = zat.trim();
    if z.chars().any(char::is_control) {
        return Err(Rejected::invalid(
            "zat",
            "must not contain control characters",
        ));
    }
    let n = z.chars().count();
    if n > ZAT_MAX {
        return Err(Rejected::invalid(
            "zat",
            format!("{n} characters; allowed: at most {ZAT_MAX} (it heads the printed table)"),
        ));
    }
    r.zat = (!z.is_empty()).then(|| z.to_string());
    Ok(Change::new(
        Some(r.number),
        match &r.zat {
            Some(z) => format!("round {} ZAT: {z}", r.number),
            None => format!("round {} ZAT cleared", r.number),
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
            "a ranking list is taken over before the first evaluation only",
        ));
    }
    if rows.is_empty() {
        return Err(Rejected::invalid("rows", "the ranking list has no manager"));
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
                format!("{name}: {rlp:?} is not RLP; allowed: a decimal >= 0 such as 949.7"),
            ));
        }
        let m = manager_id(&mut reg2, &name);
        if out.iter().any(|r| r.manager == m) {
            return Err(Rejected::invalid(
                "manager",
                format!("{name} is listed twice"),
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
            fresh.submit(open_no, s.by, s.value, "lineups")?;
        }
        g.lineups = fresh;
    }
    *reg = reg2;
    Ok(Change::new(
        Some(open_no),
        format!("ranking list imported: {n} managers, after round {latest}; open round {open_no}"),
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
