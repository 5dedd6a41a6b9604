//! What every subcommand does around its own part: find the event's file, open it for reading
//! or to change it, commit, say what was saved, find a player by id or name, read a CSV file.
//! Nothing here asks which system an event runs; the game getters ([`swiss_game`], ...) only
//! refuse a command that one system alone has.

use super::error::CliError;
use crate::deich::DeichGame;
use crate::game::{Command, Event, PlayerId};
use crate::import;
use crate::muck::MuckGame;
use crate::session::Session;
use crate::store;
use crate::swiss::SwissGame;
use chrono::Utc;
use std::io::Write;
use std::path::{Path, PathBuf};

/// The file of `event` (a path, or a name in `data_dir`).
///
/// # Errors
/// [`CliError::Store`] when the name cannot be a file of the data folder
/// ([`store::paths::resolve_event`]).
pub(super) fn path_of(event: &str, data_dir: &Path) -> Result<PathBuf, CliError> {
    Ok(store::paths::resolve_event(event, data_dir)?)
}

/// Writes `s` and a line break to `out`; a closed output is no error of the command (it has
/// been saved by then).
pub(super) fn say(out: &mut dyn Write, s: impl AsRef<str>) {
    let _ = writeln!(out, "{}", s.as_ref());
}

/// `what; saved PATH` in the language in force.
pub(super) fn saved(what: &str, path: &Path) -> String {
    crate::tr!(
        "cli-saved-after",
        what = what,
        path = path.display().to_string()
    )
}

/// The confirmation of a change: what the last audit entry of `t` says was done, in the
/// language in force, and where it was saved. The one source of the words in both languages:
/// the entry's [`crate::game::Msg`] ([`crate::game::AuditEntry::text`]), the same words the
/// desk's status line and its log show.
pub(super) fn confirm(t: &Event, path: &Path) -> String {
    saved(&last_what(t), path)
}

/// What the last command did, in the audit log's words (in the language in force).
pub(super) fn last_what(t: &Event) -> String {
    t.audit.last().map(|a| a.text()).unwrap_or_default()
}

/// What the last `n` commands did, in the audit log's words, joined by `; `.
pub(super) fn last_whats(t: &Event, n: usize) -> String {
    let skip = t.audit.len().saturating_sub(n);
    t.audit[skip..]
        .iter()
        .map(|a| a.text())
        .collect::<Vec<_>>()
        .join("; ")
}

/// The event at `path` with its journal, open for one command ([`Session::open_one_shot`]):
/// the one way the command line reads an event.
pub(super) fn open_event(path: &Path) -> Result<Session, CliError> {
    let s = Session::open_one_shot(path)?;
    super::restore::say_notices(s.notices());
    Ok(s)
}

/// The event at `path` with its journal, open for one command that changes it
/// ([`Session::open_to_change`]): the write lock is held from this load to the commit, so that
/// no other program's save comes between them.
pub(super) fn open_to_change(path: &Path) -> Result<Session, CliError> {
    let s = Session::open_to_change(path)?;
    super::restore::say_notices(s.notices());
    Ok(s)
}

/// Applies `cmd` to the event at `path` and commits it ([`commit`]).
pub(super) fn change(path: &Path, cmd: Command) -> Result<Session, CliError> {
    let mut s = open_to_change(path)?;
    commit(&mut s, vec![cmd])?;
    Ok(s)
}

/// Applies `cmds` in turn to the session's event and commits the result through the desk's
/// path ([`Session::run`]): the file is written whole, the previous version kept as a backup.
/// A rejected command saves nothing. Returns the event as saved.
pub(super) fn commit(s: &mut Session, cmds: Vec<Command>) -> Result<&Event, CliError> {
    s.run(cmds, Utc::now())?;
    Ok(s.tournament())
}

/// The CSV file at `path` read and decoded for an importer ([`import::CsvText`]); an encoding
/// other than plain UTF-8 is said on stderr (`players.csv: read as Windows-1252 (Excel)`),
/// where it does not mix with what a command prints for a program (`--json`).
pub(super) fn read_csv(path: &Path) -> Result<import::CsvText, CliError> {
    let file = std::fs::File::open(path).map_err(|e| CliError::Io {
        path: path.to_path_buf(),
        source: e,
    })?;
    let text = import::CsvText::read(file).map_err(|e| CliError::Import {
        path: path.to_path_buf(),
        source: e,
    })?;
    if let Some(note) = text.encoding().note() {
        eprintln!(
            "{}",
            super::sanitize_text(&format!("{}: {note}", path.display()))
        );
    }
    Ok(text)
}

/// The Swiss game of `t`, or the usage error for a command only Swiss events have.
pub(super) fn swiss_game(t: &Event) -> Result<&SwissGame, CliError> {
    t.swiss()
        .ok_or_else(|| CliError::Usage(crate::tr!("cli-only-swiss", kind = t.kind().event_words())))
}

/// The Muck game of `t`, or the usage error for a command only Muck events have.
pub(super) fn muck_game(t: &Event) -> Result<&MuckGame, CliError> {
    t.muck()
        .ok_or_else(|| CliError::Usage(crate::tr!("cli-only-muck", kind = t.kind().event_words())))
}

/// The Deich race of `t`, or the usage error for a command only Deich races have.
pub(super) fn deich_game(t: &Event) -> Result<&DeichGame, CliError> {
    t.deich()
        .ok_or_else(|| CliError::Usage(crate::tr!("cli-only-deich", kind = t.kind().event_words())))
}

/// The Grand Slam game of `t`, or the usage error for a command only Grand Slam games have.
pub(super) fn grand_slam_game(t: &Event) -> Result<&crate::grand_slam::GrandSlamGame, CliError> {
    t.grand_slam()
        .ok_or_else(|| CliError::Usage(crate::tr!("gs-cli-only", kind = t.kind().event_words())))
}

/// The refusal of a Swiss or Muck subcommand at a Turnierfußball event, naming what to use.
pub(super) fn not_football(command: &str, instead: &str) -> CliError {
    CliError::Usage(crate::tr!(
        "cli-not-football",
        command = command,
        instead = instead
    ))
}

/// The refusal of a command about tables at a Deich race.
pub(super) fn no_tables(command: &str) -> CliError {
    CliError::Usage(crate::tr!("cli-no-tables", command = command))
}

/// Finds a player by id (`12`, `#12`), by name (the whole name, or a start of it that only
/// one player's name has; case and accents folded), or by name and id as the lists write a
/// name two players share (`Anna Berg #2`).
///
/// # Errors
/// [`CliError::Usage`] when no player or more than one fits, naming the ids that do (for a
/// name two players share, how to write one of them), or when the id of `Name #id` is
/// another player's.
pub(super) fn find_player(t: &Event, key: &str) -> Result<PlayerId, CliError> {
    let k = key.trim();
    if let Ok(n) = k.trim_start_matches('#').parse::<u32>()
        && t.registry.participant(PlayerId(n)).is_some()
    {
        return Ok(PlayerId(n));
    }
    // The whole name (case and accents folded) first; else a unique start of the name.
    let key = crate::fold::fold(k, true);
    let exact: Vec<PlayerId> = t
        .registry
        .participants
        .iter()
        .filter(|p| crate::fold::fold(&p.name, true) == key)
        .map(|p| p.id)
        .collect();
    // `Name #id`, as the lists write a name two players share (unless a player is called so):
    // the id decides, and the name must be that player's, so a wrong number is never taken
    // for another player.
    if exact.is_empty()
        && let Some((name, id)) = k.rsplit_once('#')
        && let Ok(n) = id.trim().parse::<u32>()
        && !name.trim().is_empty()
    {
        let name = name.trim();
        return match t.registry.participant(PlayerId(n)) {
            Some(p) if crate::fold::fold(&p.name, true) == crate::fold::fold(name, true) => {
                Ok(p.id)
            }
            Some(p) => Err(CliError::Usage(crate::tr!(
                "cli-player-id-other-name",
                key = format!("{k:?}"),
                id = n,
                name = p.name.as_str()
            ))),
            None => Err(CliError::Usage(crate::tr!(
                "cli-no-player",
                key = format!("{k:?}"),
                last = t.registry.participants.len()
            ))),
        };
    }
    let same_name = exact.len() > 1;
    let hits = if exact.is_empty() {
        t.registry
            .participants
            .iter()
            .filter(|p| crate::fold::fold(&p.name, true).starts_with(&key))
            .map(|p| p.id)
            .collect()
    } else {
        exact
    };
    match hits.as_slice() {
        [one] => Ok(*one),
        [] => Err(CliError::Usage(crate::tr!(
            "cli-no-player",
            key = format!("{k:?}"),
            last = t.registry.participants.len()
        ))),
        many if same_name => Err(CliError::Usage(crate::tr!(
            "cli-same-name-players",
            key = format!("{k:?}"),
            count = many.len(),
            ids = many
                .iter()
                .map(|p| p.0.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            example = format!("{} #{}", k, many[many.len() - 1].0)
        ))),
        many => Err(CliError::Usage(crate::tr!(
            "cli-many-players",
            key = format!("{k:?}"),
            count = many.len(),
            ids = many
                .iter()
                .map(|p| p.0.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}
