//! The desk's Grand Slam screens (`grand-slam.txt`): the players and their strengths, the
//! round's offer and its entries (typed as fast as a Turnierfußball lineup, rule 10's
//! correction shown as typed, every R-G1 fault named), the bracket of each tournament with its
//! results, a match set by set with the reason of every set ("why did I lose?": pair 4.3.1,
//! lowest set 4.3.2, lot), and the WRL (6.3).
//!
//! The screens are render functions over the game's state ([`GrandSlamGame`]) in
//! [`screens`]; the entry line's parser and its feedback are in [`entry`]. This module is
//! what the system plugs into the desk: [`crate::tui::game`] calls the functions here (context,
//! title, keys, typed lines, questions, refresh, render, status line, footer, help). Screen 1
//! is the players, 2 the round (entries, `o` the offer; `P` plays it after a question, `n`
//! opens the next), 3 the bracket (Enter: the match set by set), 4 the WRL. The words are
//! the keys `gsd-*` of `i18n/*/grand_slam_desk.ftl`.
//!
//! [`GrandSlamGame`]: crate::grand_slam::model::GrandSlamGame

pub mod credit;
pub mod entry;
pub mod keys;
pub mod masters;
pub mod offer;
pub mod screens;

use crate::game::{Event, PlayerId, RoundState};
use crate::grand_slam::GrandSlamCommand;
use crate::grand_slam::model::{GrandSlamGame, NEWCOMER_STRENGTH};
use crate::i18n;
use crate::print::DocumentKind;
use crate::print::grand_slam::sets_words;
use crate::tr;
use crate::tui::app::{App, Input, InputPurpose, Pending, Popup, Screen};
use crate::tui::effect::Effect;
use crate::tui::game::{GameInput, GamePending};
use crate::tui::keymap::{Action, Context};
use crate::tui::screens::fit;
use crate::tui::session::Session;
use crate::tui::theme::Theme;
use crossterm::event::KeyEvent;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;

/// State of the Grand Slam screens beyond their lists.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GrandSlamDesk {
    /// Bracket: the round shown; `None`: the last played.
    pub round: Option<u32>,
    /// Bracket: the tournament shown (its index in the round's offer).
    pub tournament: usize,
    /// Bracket: the selected match is open set by set.
    pub detail: bool,
    /// Bracket: the draw is shown lot by lot.
    pub lots: bool,
    /// Round screen: the offer is shown instead of the entries.
    pub offer: bool,
    /// Offer view: the selected tournament (its index in the offer).
    pub offer_sel: usize,
    /// The offer file read last at this desk (`i` on the offer), to fill the path line.
    pub offer_path: Option<String>,
}

/// Nothing of the GrandSlamDesk waits for a second key or follows the latest round by itself
/// ([`crate::tui::game::Desks`]).
impl crate::tui::game::DeskState for GrandSlamDesk {}

/// What a line typed on a Grand Slam screen is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrandSlamInput {
    /// A new player: `Name` (strength 100) or `Name, 120`.
    AddPlayer,
    /// An entry: `Spieler, Turnier, 30,25,21,13,11`.
    Entry,
    /// A Masters distribution: `Spieler, [Gegner | semi | final,] 30,25,21,13,11`.
    Masters,
    /// The path of an offer CSV file (`i` on the offer).
    OfferFile,
    /// One tournament in the offer CSV's field order (`a` on the offer).
    OfferLine,
    /// The entry limits by strength: `0:1,150:2` or `none` (`l` on the offer; 3.1, R-G13).
    Limits,
    /// A credit to a subscription account: `Anja 10,00` (`c` on the Masters; 11).
    Credit,
}

/// A Grand Slam change waiting for a yes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrandSlamPending {
    /// Draw and play the round being prepared.
    PlayRound,
    /// Start the Masters after the season's last round (the fee debited).
    StartMasters,
    /// Play the Masters' next stage.
    PlayMasters,
    /// Take this entry out of the round being prepared (`x`): the player's and the tournament's
    /// index (`x` asks first: an entry taken out must be typed again from the letter).
    Withdraw(usize, usize),
    /// Set the offer of the round being prepared to the tournaments read from the file
    /// `from` (replacing the one there, if any).
    SetOffer {
        /// The file read, as typed.
        from: String,
        /// Its tournaments.
        tournaments: Vec<crate::grand_slam::model::Offered>,
    },
    /// Take the tournament of this name out of the offer of the round being prepared.
    RemoveTournament(String),
}

fn input(purpose: GrandSlamInput, text: String) -> Input {
    Input {
        purpose: InputPurpose::Game(GameInput::new(purpose)),
        text,
    }
}

/// The game of the open event.
fn game(app: &App) -> Option<&GrandSlamGame> {
    app.session.as_ref()?.tournament().grand_slam()
}

/// The key-map context of the Grand Slam screen shown: the round screen's offer view has
/// keys of its own ([`keys::OFFER`]).
pub(crate) fn context_shown(app: &App, screen: Screen) -> Context {
    if screen == Screen::Pairings && app.desks.get::<GrandSlamDesk>().offer {
        keys::OFFER
    } else {
        context(screen)
    }
}

/// The key-map context of a Grand Slam screen.
pub(crate) fn context(screen: Screen) -> Context {
    match screen {
        Screen::Registration => keys::PLAYERS,
        Screen::Pairings => keys::ROUND,
        Screen::Results => keys::BRACKET,
        Screen::Standings => keys::WRL,
        Screen::Extra => keys::MASTERS,
        Screen::Picker | Screen::Audit => Context::Global,
    }
}

/// The tab title of a Grand Slam screen.
pub(crate) fn title(screen: Screen) -> &'static str {
    match screen {
        Screen::Registration => i18n::t("gsd-tab-players"),
        Screen::Pairings => i18n::t("gsd-tab-round"),
        Screen::Results => i18n::t("gsd-tab-bracket"),
        Screen::Standings => i18n::t("gsd-tab-wrl"),
        Screen::Extra => i18n::t("gsd-tab-masters"),
        Screen::Picker | Screen::Audit => "",
    }
}

/// The document the print dialog offers first: the WRL on the players and the WRL, the
/// Masters on the Masters, the round's results elsewhere.
pub(crate) fn document_for(screen: Screen) -> Option<DocumentKind> {
    match screen {
        Screen::Registration | Screen::Standings => Some(DocumentKind::Standings),
        Screen::Extra => Some(DocumentKind::Masters),
        _ => Some(DocumentKind::Round),
    }
}

/// What the desk opens on: registration before any round is played, else the round.
pub(crate) fn last_round_state(t: &Event) -> Option<RoundState> {
    let g = t.grand_slam()?;
    g.last_played().map(|_| RoundState::Published)
}

/// The print dialog's round: the last played (the round being prepared has no results).
pub(crate) fn print_round(t: &Event) -> Option<u32> {
    Some(t.grand_slam()?.last_played()?.number)
}

/// The round the bracket shows: the chosen one, else the last played, else the last.
pub fn shown_round(app: &App) -> Option<u32> {
    let g = game(app)?;
    app.desks
        .get::<GrandSlamDesk>()
        .round
        .or(g.last_played().map(|r| r.number))
        .or(g.rounds.last().map(|r| r.number))
}

fn step_round(app: &mut App, step: i64) {
    let Some(g) = game(app) else { return };
    let (Some(first), Some(last)) = (g.rounds.first(), g.rounds.last()) else {
        return;
    };
    let (first, last) = (i64::from(first.number), i64::from(last.number));
    let now = shown_round(app).map_or(last, i64::from);
    let next = (now + step).clamp(first, last) as u32;
    app.desks.get_mut::<GrandSlamDesk>().round = Some(next);
    app.desks.get_mut::<GrandSlamDesk>().detail = false;
    app.results.selected = 0;
    app.info(tr!("gsd-round-shown", round = next));
}

fn next_tournament(app: &mut App) {
    let Some(g) = game(app) else { return };
    let n = shown_round(app)
        .and_then(|r| crate::print::grand_slam::round_no(g, r))
        .map_or(0, |r| r.offer.len());
    if n == 0 {
        return;
    }
    app.desks.get_mut::<GrandSlamDesk>().tournament =
        (app.desks.get::<GrandSlamDesk>().tournament + 1) % n;
    app.desks.get_mut::<GrandSlamDesk>().detail = false;
    app.results.selected = 0;
}

/// The selected entry of the round screen: `(player, tournament)`.
fn selected_entry(app: &App) -> Option<(usize, usize)> {
    let g = game(app)?;
    let rows = screens::entry_rows(g);
    let k = *rows.get(app.pairings.current()?)?;
    let e = g.rounds.last()?.entries.get(k)?;
    Some((e.player, e.tournament))
}

/// The line for the selected entry, to correct it: `Anna Schmidt, Paris, 30,25,21,13,11`.
fn selected_line(app: &App) -> Option<String> {
    let g = game(app)?;
    let (p, t) = selected_entry(app)?;
    let r = g.rounds.last()?;
    let e = r
        .entries
        .iter()
        .find(|e| e.player == p && e.tournament == t)?;
    Some(format!(
        "{}, {}, {}",
        g.players.get(p)?.name,
        r.offer.get(t)?.name,
        sets_words(&e.distribution).replace('-', ",")
    ))
}

/// A key on the Grand Slam screen shown.
pub(crate) fn on_action(app: &mut App, action: Action, _key: KeyEvent) -> Effect {
    if app.screen == Screen::Pairings && app.desks.get::<GrandSlamDesk>().offer {
        match on_offer_action(app, action) {
            Effect::Unhandled => {}
            taken => return taken,
        }
    }
    match (app.screen, action) {
        (Screen::Registration, Action::AddPlayer) => {
            app.input = Some(input(GrandSlamInput::AddPlayer, String::new()));
        }
        (Screen::Pairings, Action::AddPlayer | Action::TypeResult)
            if entries_closed(app).is_some() =>
        {
            app.desks.get_mut::<GrandSlamDesk>().offer = false;
            app.error(entries_closed(app).unwrap_or_default());
        }
        (Screen::Pairings, Action::AddPlayer) => {
            app.desks.get_mut::<GrandSlamDesk>().offer = false;
            app.input = Some(input(GrandSlamInput::Entry, String::new()));
        }
        (Screen::Pairings, Action::TypeResult) => {
            app.desks.get_mut::<GrandSlamDesk>().offer = false;
            let line = selected_line(app).unwrap_or_default();
            app.input = Some(input(GrandSlamInput::Entry, line));
        }
        (Screen::Pairings, Action::DropPlayer) => {
            let Some((p, t)) = selected_entry(app) else {
                app.error(i18n::t("gsd-withdraw-none"));
                return Effect::done();
            };
            app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
                GrandSlamPending::Withdraw(p, t),
            ))));
            app.confirm_since = app.now;
        }
        (Screen::Pairings, Action::ToggleOpen) => {
            app.desks.get_mut::<GrandSlamDesk>().offer = !app.desks.get::<GrandSlamDesk>().offer;
            app.desks.get_mut::<GrandSlamDesk>().offer_sel = 0;
        }
        (Screen::Pairings, Action::Publish) => {
            let Some(r) = game(app).and_then(GrandSlamGame::open_round) else {
                app.error(i18n::t("gsd-play-none"));
                return Effect::done();
            };
            if r.offer.is_empty() {
                app.error(i18n::t("gsd-play-no-offer"));
                return Effect::done();
            }
            app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
                GrandSlamPending::PlayRound,
            ))));
            app.confirm_since = app.now;
        }
        (Screen::Pairings, Action::PairRound) => {
            return Effect::run(GrandSlamCommand::NextRound).then(GrandSlamAfter::NextRound);
        }
        (Screen::Results, Action::PrevRound) => step_round(app, -1),
        (Screen::Results, Action::NextRound) => step_round(app, 1),
        (Screen::Results, Action::SecondEntry) => next_tournament(app),
        (Screen::Results, Action::TypeResult) => {
            app.desks.get_mut::<GrandSlamDesk>().detail = app.results.current().is_some();
            app.desks.get_mut::<GrandSlamDesk>().lots = false;
        }
        (Screen::Results, Action::Compare) => {
            app.desks.get_mut::<GrandSlamDesk>().lots = !app.desks.get::<GrandSlamDesk>().lots;
            app.desks.get_mut::<GrandSlamDesk>().detail = false;
        }
        (Screen::Extra, Action::AddPlayer) => {
            app.input = Some(input(GrandSlamInput::Masters, String::new()));
        }
        (Screen::Extra, Action::Credit) => {
            // A fresh line starts with the hint, not an older message.
            app.message = None;
            app.input = Some(input(GrandSlamInput::Credit, String::new()));
        }
        (Screen::Extra, Action::TopCut) => {
            let Some(g) = game(app) else {
                return Effect::done();
            };
            match g.masters_due() {
                None => app.error(i18n::t("gs-err-masters-when")),
                Some(r) if g.masters_field(r).len() < 8 => {
                    app.error(tr!("gs-err-masters-few", count = g.masters_field(r).len()))
                }
                Some(_) => {
                    app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
                        GrandSlamPending::StartMasters,
                    ))));
                    app.confirm_since = app.now;
                }
            }
        }
        (Screen::Extra, Action::Publish) => {
            let Some(g) = game(app) else {
                return Effect::done();
            };
            let Some(m) = g.open_masters() else {
                app.error(i18n::t("gs-err-no-masters"));
                return Effect::done();
            };
            let missing: Vec<&str> = m
                .missing()
                .iter()
                .map(|(p, _)| g.players.get(*p).map_or("?", |x| x.name.as_str()))
                .collect();
            if !missing.is_empty() {
                app.error(tr!("gsd-masters-missing", names = missing.join(", ")));
                return Effect::done();
            }
            app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
                GrandSlamPending::PlayMasters,
            ))));
            app.confirm_since = app.now;
        }
        (Screen::Results, Action::Cancel)
            if app.desks.get::<GrandSlamDesk>().detail || app.desks.get::<GrandSlamDesk>().lots =>
        {
            app.desks.get_mut::<GrandSlamDesk>().detail = false;
            app.desks.get_mut::<GrandSlamDesk>().lots = false;
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// Why no entry can be typed now: the last round is played (`n` opens the next), said at
/// `a` rather than after a line typed for a round that is not open, so no typing is wasted.
fn entries_closed(app: &App) -> Option<String> {
    let g = game(app)?;
    let r = g.rounds.last()?;
    r.played
        .is_some()
        .then(|| tr!("gsd-entry-played", round = r.number, next = r.number + 1))
}

/// Why the offer cannot change now: the last round is played (its offer stays as played; `n`
/// opens the next), or no event is open.
fn offer_closed(app: &App) -> Option<String> {
    let g = game(app)?;
    let r = g.rounds.last()?;
    r.played
        .is_some()
        .then(|| tr!("gsd-offer-played", round = r.number, next = r.number + 1))
}

/// The path the file line opens with: `offer-R.csv` beside the save when it is there, else the
/// file read last at this desk, else `offer-R.csv` beside the save.
fn offer_path_default(app: &App) -> String {
    let round = game(app).map_or(1, GrandSlamGame::current_round);
    let beside = app
        .session
        .as_ref()
        .and_then(|s| s.path().parent().map(std::path::Path::to_path_buf))
        .unwrap_or_default()
        .join(format!("offer-{round}.csv"));
    if beside.is_file() {
        return beside.display().to_string();
    }
    app.desks
        .get::<GrandSlamDesk>()
        .offer_path
        .clone()
        .unwrap_or_else(|| beside.display().to_string())
}

/// The tournaments of the round being prepared (none before round 1).
fn offered(app: &App) -> Vec<crate::grand_slam::model::Offered> {
    game(app)
        .and_then(GrandSlamGame::open_round)
        .map(|r| r.offer.clone())
        .unwrap_or_default()
}

/// How `cmd` would be refused on the event as it is, in the words the session would use;
/// `None`: it applies. For a question that should not be asked of a change that fails.
fn refusal(app: &App, cmd: GrandSlamCommand) -> Option<String> {
    let s = app.session.as_ref()?;
    crate::game::apply(s.tournament(), cmd, app.now)
        .err()
        .map(|r| r.to_string())
}

/// A key on the round screen's offer view (`o`): `i` a CSV file, `a` a tournament typed, `x`
/// the selected one out, `l` the entry limits, the arrows select; the rest as on the round.
fn on_offer_action(app: &mut App, action: Action) -> Effect {
    let n = game(app)
        .and_then(|g| g.rounds.last())
        .map_or(0, |r| r.offer.len());
    let sel = &mut app.desks.get_mut::<GrandSlamDesk>().offer_sel;
    // The offer may have become shorter (undo, another program): the selection follows.
    *sel = (*sel).min(n.saturating_sub(1));
    match action {
        Action::Up => *sel = sel.saturating_sub(1),
        Action::Down => *sel = (*sel + 1).min(n.saturating_sub(1)),
        Action::Top | Action::PageUp => *sel = 0,
        Action::Bottom | Action::PageDown => *sel = n.saturating_sub(1),
        Action::OpenPath | Action::AddPlayer | Action::DropPlayer | Action::EntryLimits => {
            if let Some(why) = offer_closed(app) {
                app.error(why);
                return Effect::done();
            }
            match action {
                Action::OpenPath => {
                    app.input = Some(input(GrandSlamInput::OfferFile, offer_path_default(app)));
                }
                Action::AddPlayer => {
                    app.input = Some(input(GrandSlamInput::OfferLine, String::new()));
                }
                Action::EntryLimits => {
                    let now = game(app)
                        .and_then(GrandSlamGame::open_round)
                        .map_or(String::new(), |r| offer::limits_line(&r.limits));
                    app.input = Some(input(GrandSlamInput::Limits, now));
                }
                _ => {
                    let all = offered(app);
                    let Some(o) = all.get(app.desks.get::<GrandSlamDesk>().offer_sel) else {
                        app.error(i18n::t("gsd-offer-remove-none"));
                        return Effect::done();
                    };
                    let rest: Vec<_> = all.iter().filter(|x| x.name != o.name).cloned().collect();
                    if let Some(why) =
                        refusal(app, GrandSlamCommand::SetOffer { tournaments: rest })
                    {
                        app.error(tr!(
                            "gsd-offer-remove-refused",
                            name = o.name.as_str(),
                            why = why
                        ));
                        return Effect::done();
                    }
                    app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
                        GrandSlamPending::RemoveTournament(o.name.clone()),
                    ))));
                    app.confirm_since = app.now;
                }
            }
        }
        _ => return Effect::Unhandled,
    }
    Effect::done()
}

/// Enter on the offer file's path: read and checked, then a question naming what it sets
/// (and what it replaces).
fn offer_file_typed(app: &mut App, text: String) -> Effect {
    if let Some(why) = offer_closed(app) {
        app.error(why);
        return Effect::done();
    }
    let path = text.trim().to_string();
    let tournaments = match offer::read_file(std::path::Path::new(&path)) {
        Ok(t) => t,
        Err(e) => {
            app.error(e);
            return Effect::done();
        }
    };
    app.desks.get_mut::<GrandSlamDesk>().offer_path = Some(path.clone());
    if let Some(why) = refusal(
        app,
        GrandSlamCommand::SetOffer {
            tournaments: tournaments.clone(),
        },
    ) {
        app.error(tr!(
            "gsd-offer-file-refused",
            path = path.as_str(),
            why = why
        ));
        return Effect::done();
    }
    app.popup = Some(Popup::Confirm(Pending::Game(GamePending::new(
        GrandSlamPending::SetOffer {
            from: path,
            tournaments,
        },
    ))));
    app.confirm_since = app.now;
    Effect::done()
}

/// Enter on a typed tournament: appended to the round's offer; the line opens again empty. A
/// refused line stays to be corrected.
fn offer_line_typed(app: &mut App, text: String) -> Effect {
    if let Some(why) = offer_closed(app) {
        app.error(why);
        return Effect::done();
    }
    let o = match offer::parse_line(&text) {
        Ok(o) => o,
        Err(e) => {
            app.error(e);
            return Effect::done();
        }
    };
    let mut all = offered(app);
    all.push(o);
    let at = all.len() - 1;
    Effect::run(GrandSlamCommand::SetOffer { tournaments: all })
        .then(GrandSlamAfter::OfferTyped(at))
}

/// Enter on a Grand Slam line.
pub(crate) fn on_submit(app: &mut App, purpose: GrandSlamInput, text: String) -> Effect {
    // An empty limits line is no limit; any other empty line does nothing.
    if text.trim().is_empty() && purpose != GrandSlamInput::Limits {
        return Effect::done();
    }
    match purpose {
        GrandSlamInput::AddPlayer => {
            let (name, strength) = match text.rsplit_once(',') {
                Some((n, s)) if s.trim().parse::<u32>().is_ok() => {
                    (n.trim().to_string(), s.trim().parse().unwrap_or(0))
                }
                _ => (text.trim().to_string(), NEWCOMER_STRENGTH),
            };
            Effect::run(GrandSlamCommand::AddPlayer {
                name,
                strength,
                joined_round: None,
            })
            .then(GrandSlamAfter::LineAgain(GrandSlamInput::AddPlayer))
        }
        GrandSlamInput::Entry => {
            let Some(g) = game(app) else {
                return Effect::done();
            };
            match entry::parse_entry(g, &text) {
                Err(e) => {
                    app.error(e);
                    app.input = Some(input(GrandSlamInput::Entry, text));
                    Effect::done()
                }
                Ok(x) => Effect::run(GrandSlamCommand::Enter {
                    player: PlayerId(x.player as u32 + 1),
                    tournament: x.tournament,
                    sets: entry::sets_text(&text),
                })
                .then(GrandSlamAfter::LineAgain(GrandSlamInput::Entry)),
            }
        }
        GrandSlamInput::Credit => {
            let Some(s) = app.session.as_ref() else {
                return Effect::done();
            };
            match credit::parse(s.tournament(), &text) {
                Err(e) => {
                    app.error(e);
                    app.input = Some(input(GrandSlamInput::Credit, text));
                    Effect::done()
                }
                Ok(x) => Effect::run(credit::command(x))
                    .then(GrandSlamAfter::LineAgain(GrandSlamInput::Credit)),
            }
        }
        GrandSlamInput::OfferFile => offer_file_typed(app, text),
        GrandSlamInput::OfferLine => offer_line_typed(app, text),
        GrandSlamInput::Limits => match offer::parse_limits(&text) {
            Err(e) => {
                app.error(e);
                Effect::done()
            }
            Ok(limits) => Effect::run(GrandSlamCommand::SetLimits { limits }),
        },
        GrandSlamInput::Masters => {
            let Some(g) = game(app) else {
                return Effect::done();
            };
            match masters::parse(g, &text) {
                Err(e) => {
                    app.error(e);
                    app.input = Some(input(GrandSlamInput::Masters, text));
                    Effect::done()
                }
                Ok(x) => {
                    use crate::grand_slam::MastersFor;
                    use crate::grand_slam::masters::Slot;
                    let slot = match x.slot {
                        Slot::Default => MastersFor::Default,
                        Slot::Group { opponent } => {
                            MastersFor::Against(PlayerId(opponent as u32 + 1))
                        }
                        Slot::Semi => MastersFor::Semi,
                        Slot::Final => MastersFor::Final,
                    };
                    Effect::run(GrandSlamCommand::EnterMasters {
                        player: PlayerId(x.player as u32 + 1),
                        slot,
                        sets: x.sets,
                    })
                    .then(GrandSlamAfter::LineAgain(GrandSlamInput::Masters))
                }
            }
        }
    }
}

/// `y` to a Grand Slam question.
pub(crate) fn on_confirm(app: &mut App, pending: GrandSlamPending) -> Effect {
    match pending {
        GrandSlamPending::SetOffer { from, tournaments } => {
            let words = offer::names_words(&tournaments);
            Effect::run(GrandSlamCommand::SetOffer { tournaments })
                .then(GrandSlamAfter::OfferRead { from, words })
        }
        GrandSlamPending::RemoveTournament(name) => {
            let Some(r) = game(app).and_then(GrandSlamGame::open_round) else {
                app.error(i18n::t("gsd-play-none"));
                return Effect::done();
            };
            let rest: Vec<_> = r.offer.iter().filter(|o| o.name != name).cloned().collect();
            Effect::run(GrandSlamCommand::SetOffer { tournaments: rest })
                .then(GrandSlamAfter::TournamentRemoved)
        }
        GrandSlamPending::PlayRound => {
            Effect::run(GrandSlamCommand::PlayRound).then(GrandSlamAfter::Played)
        }
        GrandSlamPending::StartMasters => Effect::run(GrandSlamCommand::StartMasters),
        GrandSlamPending::PlayMasters => Effect::run(GrandSlamCommand::PlayMasters),
        GrandSlamPending::Withdraw(p, t) => Effect::run(GrandSlamCommand::Withdraw {
            player: PlayerId(p as u32 + 1),
            tournament: t,
        }),
    }
}

/// The question for a Grand Slam change: `Runde 3 spielen? 14 Meldungen von 9 Spielern; 3
/// ohne Meldung haben Pause.`
pub(crate) fn question(app: &App, pending: &GrandSlamPending) -> String {
    match pending {
        GrandSlamPending::PlayRound => {
            let Some(g) = game(app) else {
                return String::new();
            };
            let Some(r) = g.open_round() else {
                return String::new();
            };
            let mut senders: Vec<usize> = r.entries.iter().map(|e| e.player).collect();
            senders.sort_unstable();
            senders.dedup();
            tr!(
                "gsd-play-question",
                round = r.number,
                entries = r.entries.len(),
                senders = senders.len(),
                pause = g.players.len().saturating_sub(senders.len())
            )
        }
        GrandSlamPending::SetOffer { from, tournaments } => {
            let Some(g) = game(app) else {
                return String::new();
            };
            let round = g.current_round();
            let now = g.open_round().map_or(&[][..], |r| r.offer.as_slice());
            if now.is_empty() {
                tr!(
                    "gsd-offer-file-question",
                    round = round,
                    path = from.as_str(),
                    names = offer::names_words(tournaments)
                )
            } else {
                tr!(
                    "gsd-offer-file-replace",
                    round = round,
                    path = from.as_str(),
                    names = offer::names_words(tournaments),
                    old = offer::names_words(now)
                )
            }
        }
        GrandSlamPending::RemoveTournament(name) => tr!(
            "gsd-offer-remove-question",
            name = name.as_str(),
            round = game(app).map_or(1, GrandSlamGame::current_round)
        ),
        GrandSlamPending::StartMasters => game(app).map_or(String::new(), masters::start_question),
        GrandSlamPending::PlayMasters => game(app).map_or(String::new(), masters::play_question),
        GrandSlamPending::Withdraw(p, t) => {
            let Some(g) = game(app) else {
                return String::new();
            };
            let Some(r) = g.open_round() else {
                return String::new();
            };
            tr!(
                "gsf-withdraw-question",
                name = g.players.get(*p).map_or("?", |x| x.name.as_str()),
                tournament = r.offer.get(*t).map_or("?", |o| o.name.as_str()),
                round = r.number
            )
        }
    }
}

/// A game has no draft to publish.
pub(crate) fn publish_question(_app: &App) -> String {
    String::new()
}

/// The prompt of a Grand Slam line.
pub(crate) fn prompt(app: &App, purpose: &GrandSlamInput) -> String {
    match purpose {
        GrandSlamInput::AddPlayer => i18n::t("gsd-add-prompt").to_string(),
        GrandSlamInput::Entry => tr!(
            "gsd-entry-prompt",
            round = game(app).map_or(1, GrandSlamGame::current_round)
        ),
        GrandSlamInput::Masters => i18n::t("gsd-masters-entry-prompt").to_string(),
        GrandSlamInput::Credit => i18n::t("gsd-credit-prompt").to_string(),
        GrandSlamInput::OfferFile => tr!(
            "gsd-offer-file-prompt",
            round = game(app).map_or(1, GrandSlamGame::current_round)
        ),
        GrandSlamInput::OfferLine => tr!(
            "gsd-offer-line-prompt",
            round = game(app).map_or(1, GrandSlamGame::current_round)
        ),
        GrandSlamInput::Limits => tr!(
            "gsd-limits-prompt",
            round = game(app).map_or(1, GrandSlamGame::current_round)
        ),
    }
}

/// Recomputes the visible rows of the screen shown.
pub(crate) fn refresh(app: &mut App) {
    let Some(g) = game(app) else { return };
    match app.screen {
        Screen::Registration => {
            let q = crate::search::Query::new(&app.registration.query);
            let names: Vec<crate::search::NameKey> = g
                .players
                .iter()
                .map(|p| crate::search::NameKey::new(&p.name))
                .collect();
            app.registration.visible = (0..g.players.len())
                .filter(|&i| q.is_empty() || q.matches(&names[i]))
                .collect();
            app.registration.clamp();
        }
        Screen::Pairings => {
            app.pairings.visible = (0..screens::entry_rows(g).len()).collect();
            app.pairings.clamp();
        }
        Screen::Results => {
            let n = shown_round(app)
                .and_then(|r| {
                    screens::tournament_of(g, r, app.desks.get::<GrandSlamDesk>().tournament)
                })
                .map_or(0, |(_, t)| t.matches.len());
            app.results.visible = (0..n).collect();
            app.results.clamp();
        }
        Screen::Standings => {
            let after = g.last_played().map_or(0, |r| r.number);
            app.standings.visible =
                (0..crate::print::grand_slam::wrl_rows(g, after).len()).collect();
            app.standings.clamp();
        }
        Screen::Extra => {
            app.extra.visible = (0..masters::lines_len(g, usize::from(app.size.0))).collect();
            app.extra.clamp();
        }
        Screen::Picker | Screen::Audit => {}
    }
}

/// The Grand Slam line open now and its text as typed, if one is.
fn typed_line(app: &App) -> Option<(&GrandSlamInput, &str)> {
    let i = app.input.as_ref()?;
    match &i.purpose {
        InputPurpose::Game(g) => g.downcast_ref().map(|p| (p, i.text.as_str())),
        InputPurpose::Search | InputPurpose::OpenPath => None,
    }
}

/// Draws the screen shown.
pub(crate) fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let Some(g) = game(app) else { return };
    let th = &app.theme;
    let d = &app.desks.get::<GrandSlamDesk>();
    match app.screen {
        Screen::Registration => screens::players(g, &app.registration, th, area, buf),
        Screen::Pairings if d.offer => {
            let typed = match (typed_line(app), app.session.as_ref()) {
                (Some((GrandSlamInput::OfferLine, text)), Some(s)) => {
                    Some(offer::line_feedback(s.tournament(), text, app.now))
                }
                _ => None,
            };
            screens::offer_view(g, d.offer_sel, typed, th, area, buf);
        }
        Screen::Pairings => {
            let typed = match typed_line(app) {
                Some((GrandSlamInput::Entry, text)) => Some(text),
                _ => None,
            };
            screens::entries(g, &app.pairings, typed, th, area, buf);
        }
        Screen::Results => {
            let n = shown_round(app).unwrap_or(1);
            let k = app.results.current().unwrap_or(0);
            if d.lots {
                screens::draw_lots(g, n, d.tournament, th, area, buf);
            } else if d.detail {
                screens::match_detail(g, n, d.tournament, k, th, area, buf);
            } else {
                screens::bracket(g, n, d.tournament, k, th, area, buf);
            }
        }
        Screen::Standings => screens::wrl(g, &app.standings, th, area, buf),
        Screen::Extra => {
            let (typed, credit) = match (typed_line(app), app.session.as_ref()) {
                (Some((GrandSlamInput::Masters, text)), _) => (Some(text), None),
                (Some((GrandSlamInput::Credit, text)), Some(s)) => (
                    None,
                    Some(match &app.message {
                        // The line opens again after a booking: it says what was booked
                        // until the next key (the status line is under the open line).
                        Some(m) if text.trim().is_empty() && !m.error => (m.text.clone(), false),
                        _ => credit::feedback(s.tournament(), text, app.now),
                    }),
                ),
                _ => (None, None),
            };
            masters::render(g, &app.extra, typed, credit, th, area, buf);
        }
        Screen::Picker | Screen::Audit => {}
    }
}

/// The status line: the event, the round being prepared and its state.
pub(crate) fn status(_app: &App, s: &Session, width: usize) -> String {
    let t = s.tournament();
    let state = match t.grand_slam() {
        Some(g) if g.open_masters().is_some() => tr!(
            "gsd-status-masters",
            round = g.open_masters().map_or(0, |m| m.after_round)
        ),
        Some(g) if g.open_round().is_none() && g.last_played().is_some() => tr!(
            "gsd-status-played",
            round = g.last_played().map_or(0, |r| r.number)
        ),
        Some(g) => tr!("gsd-status-round", round = g.current_round()),
        None => String::new(),
    };
    let rest = format!(" · Grand Slam · {state}");
    let room = width.saturating_sub(rest.chars().count() + 1).max(8);
    format!(" {}{rest}", fit(&t.name, room))
}

/// The footer's hints as the key map gives them; on the offer view only those that work now:
/// the changes of the offer while the round is open, `n` once it is played; on the Masters
/// `S` only while one is due and `P` only while one is open (so `c`, the accounts, has room
/// in German at 80 columns).
pub(crate) fn footer_hints(
    app: &App,
    mut hints: Vec<(String, &'static str)>,
) -> Vec<(String, &'static str)> {
    if app.screen == Screen::Extra {
        let due = game(app).is_some_and(|g| g.masters_due().is_some());
        let open = game(app).is_some_and(|g| g.open_masters().is_some());
        hints.retain(|(_, label)| {
            (due || *label != i18n::key("gsd-key-masters-start"))
                && (open || *label != i18n::key("gsd-key-masters-play"))
        });
    }
    if app.screen == Screen::Pairings && app.desks.get::<GrandSlamDesk>().offer {
        let changes = [
            i18n::key("gsd-key-offer-file"),
            i18n::key("gsd-key-offer-type"),
            i18n::key("gsd-key-limits"),
            i18n::key("gsd-key-offer-remove"),
        ];
        if offer_closed(app).is_some() {
            hints.retain(|(_, label)| !changes.contains(label));
        } else {
            hints.retain(|(_, label)| *label != i18n::key("gsd-key-next-round"));
        }
    }
    hints
}

/// The width the `?` help's explanations are wrapped to: the help is at most 60 columns wide
/// with its border (`tui/screens/help.rs`), less the indent of 6.
const HELP_TEXT_WIDTH: usize = 50;

/// The `?` help's lines on the round screen (how an entry is typed), its offer view (a
/// tournament, the entry limits) and the Masters: each example on a line of its own, what it
/// does below it, indented and wrapped so that no line wraps in the help at 80x24.
pub(crate) fn help_lines(app: &App, th: &Theme) -> Vec<Line<'static>> {
    let offer_view = app.screen == Screen::Pairings && app.desks.get::<GrandSlamDesk>().offer;
    let lines: Vec<(String, String)> = match app.screen {
        Screen::Pairings if offer_view => vec![
            (
                "Madrid, 2, 1, 2, 4, 6, 2, 3, 110 100, Sand".to_string(),
                tr!("gsd-help-offer-line", order = offer::field_order()),
            ),
            (
                "Prag, 1, 0, 1, 2, 3, , , , , ja".to_string(),
                i18n::t("gsd-help-offer-doubles").to_string(),
            ),
            (
                "0:1,150:2".to_string(),
                i18n::t("gsd-help-offer-limits").to_string(),
            ),
        ],
        Screen::Pairings => vec![
            (
                "anna, paris, 30,25,21,13,11".to_string(),
                i18n::t("gsd-help-entry").to_string(),
            ),
            (
                "an, 2, 30 25 21 13 11".to_string(),
                i18n::t("gsd-help-short").to_string(),
            ),
            ("Enter".to_string(), i18n::t("gsd-help-correct").to_string()),
        ],
        Screen::Extra => vec![
            (
                "anna, 30,25,21,13,11".to_string(),
                i18n::t("gsd-help-masters-default").to_string(),
            ),
            (
                "anna, kai, 30,25,21,13,11".to_string(),
                i18n::t("gsd-help-masters-against").to_string(),
            ),
            (
                i18n::t("gsd-help-masters-semi-line").to_string(),
                i18n::t("gsd-help-masters-semi").to_string(),
            ),
            (
                i18n::t("gsd-help-masters-final-line").to_string(),
                i18n::t("gsd-help-masters-final").to_string(),
            ),
            (
                i18n::t("gsd-help-credit-line").to_string(),
                i18n::t("gsd-help-credit").to_string(),
            ),
        ],
        _ => Vec::new(),
    };
    let mut out = Vec::new();
    for (typed, what) in lines {
        out.push(Line::from(ratatui::text::Span::styled(
            format!("  {typed}"),
            th.key,
        )));
        for l in crate::tui::screens::wrap_words(&what, HELP_TEXT_WIDTH) {
            out.push(Line::raw(format!("      {l}")));
        }
    }
    out
}

/// The game's players for the picker: `16 players`.
pub(crate) fn entrants_label(t: &Event) -> String {
    tr!("gs-players", count = t.registry.participants.len())
}

/// The Grand Slam part of the new-event form: no rows (a game starts with the default
/// settings; each round's offer and limits are typed at the desk).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GrandSlamForm;

impl crate::tui::game::SettingRows for GrandSlamForm {
    const KIND: crate::game::GameKind = crate::game::GameKind::GrandSlam;
    type Row = ();
    const ROWS: &'static [()] = &[];

    fn label(_row: ()) -> &'static str {
        ""
    }

    fn about(_row: ()) -> &'static str {
        ""
    }

    fn choose(&mut self, _row: (), _step: isize) {}

    fn value(
        &self,
        _row: (),
        _here: bool,
        _width: usize,
        _th: &Theme,
    ) -> Vec<ratatui::text::Span<'static>> {
        Vec::new()
    }

    fn game(&self) -> Result<crate::game::Game, (Option<()>, String)> {
        Ok(crate::game::Game::GrandSlam(GrandSlamGame::default()))
    }
}

/// What a Grand Slam screen does once the commands it asked for are saved: the message it
/// gave [`Effect::then`], handed back by the desk ([`on_saved`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum GrandSlamAfter {
    /// The next round was opened: its offer is shown, the first tournament selected.
    NextRound,
    /// A tournament was typed into the offer, at this index: it is selected, and the line
    /// opens again for the next.
    OfferTyped(usize),
    /// The offer was read from the file `from`: the first tournament selected, the status
    /// line names the tournaments (`words`).
    OfferRead {
        /// The file as typed.
        from: String,
        /// The tournaments read, in words.
        words: String,
    },
    /// A tournament was removed from the offer: the one before it selected.
    TournamentRemoved,
    /// The line of this kind opens again, empty, for the next (a player, an entry, a
    /// booking, a Masters distribution).
    LineAgain(GrandSlamInput),
    /// The round was played: its bracket shown, of the latest round, the first tournament.
    Played,
}

/// A Grand Slam screen's message once its commands are saved: what it does then.
fn on_saved(app: &mut App, after: GrandSlamAfter) {
    match after {
        GrandSlamAfter::NextRound => {
            let d = app.desks.get_mut::<GrandSlamDesk>();
            d.offer = true;
            d.offer_sel = 0;
        }
        GrandSlamAfter::OfferTyped(at) => {
            app.desks.get_mut::<GrandSlamDesk>().offer_sel = at;
            app.input = Some(input(GrandSlamInput::OfferLine, String::new()));
        }
        GrandSlamAfter::OfferRead { from, words } => {
            app.desks.get_mut::<GrandSlamDesk>().offer_sel = 0;
            app.info(tr!("gsd-offer-file-set", path = from, names = words));
        }
        GrandSlamAfter::TournamentRemoved => {
            let d = app.desks.get_mut::<GrandSlamDesk>();
            d.offer_sel = d.offer_sel.saturating_sub(1);
        }
        GrandSlamAfter::LineAgain(purpose) => app.input = Some(input(purpose, String::new())),
        GrandSlamAfter::Played => {
            let d = app.desks.get_mut::<GrandSlamDesk>();
            d.round = None;
            d.tournament = 0;
            d.detail = false;
            app.screen = Screen::Results;
        }
    }
}

/// [`GrandSlamInput`] as the desk carries it ([`crate::tui::game::GameInput`]): Enter and
/// the prompt are this module's functions.
impl crate::tui::game::SystemInput for GrandSlamInput {
    fn on_submit(self: Box<Self>, app: &mut App, text: String) -> Effect {
        on_submit(app, *self, text)
    }

    fn prompt(&self, app: &App, _width: u16) -> String {
        prompt(app, self)
    }

    /// The round, offer and Masters screens say under the line, as typed, what Enter will do.
    fn edit_clears_error(&self) -> bool {
        true
    }
}

/// [`GrandSlamPending`] as the desk carries it ([`crate::tui::game::GamePending`]): `y` and
/// the question are this module's functions.
impl crate::tui::game::SystemPending for GrandSlamPending {
    fn on_confirm(self: Box<Self>, app: &mut App) -> Effect {
        on_confirm(app, *self)
    }

    fn question(&self, app: &App) -> String {
        question(app, self)
    }
}

/// The Grand Slam desk: this system's part of every desk operation
/// ([`crate::tui::game::SystemDesk`]).
pub(crate) struct Desk;

impl crate::tui::game::SystemDesk for Desk {
    fn new_state(&self) -> Box<dyn crate::tui::game::DeskState> {
        Box::<GrandSlamDesk>::default()
    }

    fn settings_form(&self) -> Box<dyn crate::tui::game::SettingsForm> {
        Box::<GrandSlamForm>::default()
    }

    fn seed(&self, _game: &crate::game::Game, now: chrono::DateTime<chrono::Utc>) -> u64 {
        crate::tui::game::clock_seed(now)
    }

    fn label(&self) -> &'static str {
        "Grand Slam"
    }

    fn has_extra_screen(&self) -> bool {
        true
    }

    fn context_shown(&self, app: &App, screen: Screen) -> Context {
        context_shown(app, screen)
    }

    fn document_label(&self, doc: DocumentKind) -> Option<&'static str> {
        (doc == DocumentKind::Standings).then_some(crate::i18n::key("gs-post-doc-wrl"))
    }

    fn print_round(&self, t: &Event) -> Option<u32> {
        print_round(t)
    }

    fn help_lines(&self, app: &App, th: &Theme) -> Vec<Line<'static>> {
        help_lines(app, th)
    }

    fn footer_hints(
        &self,
        app: &App,
        hints: Vec<(String, &'static str)>,
    ) -> Vec<(String, &'static str)> {
        footer_hints(app, hints)
    }

    crate::tui::game::desk_from_module!();
}
