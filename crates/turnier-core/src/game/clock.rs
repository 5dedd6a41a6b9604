//! The round clock: how long a round lasts, when its clock was started, paused and extended,
//! saved with the event so that a restarted desk shows the same clock.
//!
//! The clock is data with wall-clock times the caller gives ([`ClockCommand`] carries them;
//! [`super::apply`] never reads a clock), and it is no input of any pairing, standings or
//! ranking: the engines never look at it. [`RoundClock::remaining`] is the arithmetic the
//! desk, the wall screen and `turnier clock` share, at a `now` they pass in.

use super::{Change, Msg, Rejected, RoundNo};
use crate::i18n;
use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

/// The longest round length a director may set, in minutes (ten hours).
pub const MAX_ROUND_MINUTES: u32 = 600;

/// The event's clock: the round length set by the director and the clock of the round that
/// runs. Left out of the save while unset ([`Clock::is_unset`]), so every save written
/// before the clock stays byte-identical.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    /// The round length in minutes the director set ([`ClockCommand::SetLength`]); `None`:
    /// the system's default ([`super::Game::round_minutes`]: 50 for Swiss, none for the
    /// others).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub length: Option<u32>,
    /// The clock of the round last started; `None` before any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<RoundClock>,
}

impl Clock {
    /// Nothing set: the save leaves the field out.
    pub fn is_unset(&self) -> bool {
        self.length.is_none() && self.round.is_none()
    }
}

fn is_zero(n: &i64) -> bool {
    *n == 0
}

/// The clock of one round: started at a time, with its length, the time paused so far and
/// the time extensions. All times UTC, as the caller gave them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundClock {
    /// The round it times.
    pub round: RoundNo,
    /// Its length in minutes, as it was when the clock started.
    pub minutes: u32,
    /// When it started.
    pub started_at: DateTime<Utc>,
    /// When it was paused, while it is; `None` while it runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused_at: Option<DateTime<Utc>>,
    /// Seconds it stood paused before, summed over every pause that has ended.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub paused_seconds: i64,
    /// Time extensions in minutes, summed (`-` takes one back); the round lasts
    /// `minutes + extension_minutes`, never less than 0.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub extension_minutes: i64,
}

/// What a clock shows at a moment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClockState {
    /// Running, with this much left.
    Running(TimeDelta),
    /// Paused, with this much left.
    Paused(TimeDelta),
    /// Time is up (paused or not): this much over.
    Expired(TimeDelta),
}

impl RoundClock {
    /// A clock for `round` of `minutes`, started at `at`.
    pub fn start(round: RoundNo, minutes: u32, at: DateTime<Utc>) -> Self {
        Self {
            round,
            minutes,
            started_at: at,
            paused_at: None,
            paused_seconds: 0,
            extension_minutes: 0,
        }
    }

    /// The round's whole length with its extensions, never below 0.
    pub fn length(&self) -> TimeDelta {
        TimeDelta::minutes((i64::from(self.minutes) + self.extension_minutes).max(0))
    }

    /// How long it has run at `now`: the time since it started less the time paused, frozen
    /// while paused, never below 0 (a `now` before the start counts as the start).
    pub fn elapsed(&self, now: DateTime<Utc>) -> TimeDelta {
        let until = self.paused_at.unwrap_or(now);
        (until - self.started_at - TimeDelta::seconds(self.paused_seconds)).max(TimeDelta::zero())
    }

    /// Time left at `now` ([`Self::length`] less [`Self::elapsed`]); negative once time is up.
    pub fn remaining(&self, now: DateTime<Utc>) -> TimeDelta {
        self.length() - self.elapsed(now)
    }

    /// Whether it is paused.
    pub fn is_paused(&self) -> bool {
        self.paused_at.is_some()
    }

    /// What it shows at `now`: time is up at 0 left.
    pub fn state(&self, now: DateTime<Utc>) -> ClockState {
        let left = self.remaining(now);
        if left <= TimeDelta::zero() {
            ClockState::Expired(-left)
        } else if self.is_paused() {
            ClockState::Paused(left)
        } else {
            ClockState::Running(left)
        }
    }
}

/// The clock of the round in play at `t`: the event's round clock while the round it times is
/// the last round and published (a complete round's clock is over; a draft has none yet).
pub fn in_play(t: &super::Event) -> Option<&RoundClock> {
    let c = t.clock.round.as_ref()?;
    let last = t.game.round_count() as u32;
    (c.round.0 == last && t.game.last_round_state() == Some(super::RoundState::Published))
        .then_some(c)
}

/// A time as a clock shows it: `12:34` (minutes and seconds), `1:02:03` from an hour on;
/// whole seconds, rounded up while counting down so that `0:00` is shown only when time is up.
pub fn mm_ss(d: TimeDelta) -> String {
    let ms = d.num_milliseconds().max(0);
    let s = (ms + 999) / 1000;
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m:02}:{s:02}")
    }
}

/// A change of the round clock, with the time it happened as the caller's clock gave it.
/// Applied by [`super::apply`] itself, for every system alike.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ClockCommand {
    /// Start (or start again) the clock of `round` with the round length in force.
    Start {
        /// The round to time (a round that exists).
        round: RoundNo,
        /// When.
        at: DateTime<Utc>,
    },
    /// Pause the running clock.
    Pause {
        /// When.
        at: DateTime<Utc>,
    },
    /// Let the paused clock run again.
    Resume {
        /// When.
        at: DateTime<Utc>,
    },
    /// A time extension of the running round: `minutes` more (negative: fewer).
    Extend {
        /// Minutes, `-600..=600`, not 0.
        minutes: i64,
    },
    /// The round length for the rounds started from now on (`None`: the system's default).
    SetLength {
        /// Minutes, `1..=600`.
        minutes: Option<u32>,
    },
}

/// Applies `cmd` to `clock`; `default` is the system's round length, `rounds` how many rounds
/// the event has.
///
/// # Errors
/// [`Rejected`] naming the field: `round` for a round that does not exist, `clock` for a
/// clock that is not running or not paused or a round without a length, `minutes` for a
/// length or extension out of range.
pub(super) fn run(
    clock: &mut Clock,
    default: Option<u32>,
    rounds: usize,
    cmd: ClockCommand,
) -> Result<Change, Rejected> {
    match cmd {
        ClockCommand::Start { round, at } => {
            if round.0 == 0 || round.0 as usize > rounds {
                return Err(Rejected::no_round(round, rounds));
            }
            let Some(minutes) = clock.length.or(default) else {
                return Err(Rejected::wrong_state(
                    "clock",
                    Msg::key("clock-err-no-length"),
                ));
            };
            clock.round = Some(RoundClock::start(round, minutes, at));
            Ok(Change::said(
                Some(round),
                Msg::key("clock-audit-start").num("minutes", minutes),
            ))
        }
        ClockCommand::Pause { at } => {
            let c = running(clock)?;
            if c.is_paused() {
                return Err(Rejected::wrong_state("clock", Msg::key("clock-err-paused")));
            }
            c.paused_at = Some(at.max(c.started_at));
            Ok(Change::said(Some(c.round), Msg::key("clock-audit-pause")))
        }
        ClockCommand::Resume { at } => {
            let c = running(clock)?;
            let Some(since) = c.paused_at.take() else {
                return Err(Rejected::wrong_state(
                    "clock",
                    Msg::key("clock-err-not-paused"),
                ));
            };
            c.paused_seconds += (at - since).num_seconds().max(0);
            Ok(Change::said(Some(c.round), Msg::key("clock-audit-resume")))
        }
        ClockCommand::Extend { minutes } => {
            let c = running(clock)?;
            let limit = i64::from(MAX_ROUND_MINUTES);
            let total = c.extension_minutes + minutes;
            if minutes == 0 {
                return Err(Rejected::invalid("minutes", Msg::key("clock-err-zero")));
            }
            if !(-limit..=limit).contains(&total) {
                return Err(Rejected::OutOfRange {
                    field: "minutes",
                    value: minutes.to_string(),
                    unit: i18n::t("clock-unit-minutes"),
                    allowed: format!(
                        "{}..{}",
                        -limit - c.extension_minutes,
                        limit - c.extension_minutes
                    ),
                });
            }
            c.extension_minutes = total;
            Ok(Change::said(
                Some(c.round),
                Msg::key("clock-audit-extend").num("minutes", minutes),
            ))
        }
        ClockCommand::SetLength { minutes } => {
            if let Some(m) = minutes.filter(|m| !(1..=MAX_ROUND_MINUTES).contains(m)) {
                return Err(Rejected::OutOfRange {
                    field: "minutes",
                    value: m.to_string(),
                    unit: i18n::t("clock-unit-minutes"),
                    allowed: format!("1..{MAX_ROUND_MINUTES}"),
                });
            }
            clock.length = minutes;
            Ok(Change::said(
                None,
                match minutes.or(default) {
                    Some(m) => Msg::key("clock-audit-length").num("minutes", m),
                    None => Msg::key("clock-audit-no-length"),
                },
            ))
        }
    }
}

/// The clock of the round last started.
fn running(clock: &mut Clock) -> Result<&mut RoundClock, Rejected> {
    clock
        .round
        .as_mut()
        .ok_or_else(|| Rejected::wrong_state("clock", Msg::key("clock-err-not-started")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;
    use proptest::prelude::*;

    fn at(min: i64, sec: i64) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 12, 1, 19, 0, 0)
            .single()
            .expect("time")
            + TimeDelta::minutes(min)
            + TimeDelta::seconds(sec)
    }

    fn started(minutes: u32) -> Clock {
        let mut c = Clock::default();
        run(
            &mut c,
            Some(minutes),
            5,
            ClockCommand::Start {
                round: RoundNo(5),
                at: at(0, 0),
            },
        )
        .expect("start");
        c
    }

    fn left(c: &Clock, now: DateTime<Utc>) -> TimeDelta {
        c.round.as_ref().expect("clock").remaining(now)
    }

    #[test]
    fn a_running_clock_counts_down_from_the_length() {
        let c = started(50);
        assert_eq!(left(&c, at(0, 0)), TimeDelta::minutes(50));
        assert_eq!(left(&c, at(37, 26)), TimeDelta::seconds(12 * 60 + 34));
        assert_eq!(mm_ss(left(&c, at(37, 26))), "12:34");
        assert_eq!(
            c.round.as_ref().expect("clock").state(at(50, 0)),
            ClockState::Expired(TimeDelta::zero())
        );
        assert_eq!(
            c.round.as_ref().expect("clock").state(at(52, 5)),
            ClockState::Expired(TimeDelta::seconds(125))
        );
    }

    #[test]
    fn a_pause_freezes_the_clock_and_resume_adds_the_pause() {
        let mut c = started(50);
        run(&mut c, None, 5, ClockCommand::Pause { at: at(10, 0) }).expect("pause");
        assert_eq!(left(&c, at(10, 0)), TimeDelta::minutes(40));
        assert_eq!(
            left(&c, at(25, 0)),
            TimeDelta::minutes(40),
            "paused: frozen"
        );
        assert_eq!(
            c.round.as_ref().expect("clock").state(at(25, 0)),
            ClockState::Paused(TimeDelta::minutes(40))
        );
        run(&mut c, None, 5, ClockCommand::Resume { at: at(17, 30) }).expect("resume");
        assert_eq!(c.round.as_ref().expect("clock").paused_seconds, 450);
        // 7:30 paused: the round ends at 57:30.
        assert_eq!(left(&c, at(57, 0)), TimeDelta::seconds(30));
        assert!(run(&mut c, None, 5, ClockCommand::Resume { at: at(58, 0) }).is_err());
        run(&mut c, None, 5, ClockCommand::Pause { at: at(58, 0) }).expect("pause");
        let twice = run(&mut c, None, 5, ClockCommand::Pause { at: at(59, 0) });
        assert_eq!(twice.expect_err("paused").field(), Some("clock"));
    }

    #[test]
    fn extensions_add_and_take_back_minutes() {
        let mut c = started(50);
        run(&mut c, None, 5, ClockCommand::Extend { minutes: 3 }).expect("+3");
        assert_eq!(left(&c, at(50, 0)), TimeDelta::minutes(3));
        run(&mut c, None, 5, ClockCommand::Extend { minutes: -1 }).expect("-1");
        assert_eq!(left(&c, at(50, 0)), TimeDelta::minutes(2));
        assert_eq!(c.round.as_ref().expect("clock").extension_minutes, 2);
        let zero = run(&mut c, None, 5, ClockCommand::Extend { minutes: 0 });
        assert_eq!(zero.expect_err("0").field(), Some("minutes"));
        // The length never goes below 0: the clock is expired at once.
        run(&mut c, None, 5, ClockCommand::Extend { minutes: -60 }).expect("-60");
        assert_eq!(c.round.as_ref().expect("clock").length(), TimeDelta::zero());
    }

    #[test]
    fn start_needs_a_round_and_a_length() {
        let mut c = Clock::default();
        let none = run(
            &mut c,
            None,
            2,
            ClockCommand::Start {
                round: RoundNo(1),
                at: at(0, 0),
            },
        );
        assert_eq!(none.expect_err("no length").field(), Some("clock"));
        let past = run(
            &mut c,
            Some(50),
            2,
            ClockCommand::Start {
                round: RoundNo(3),
                at: at(0, 0),
            },
        );
        assert_eq!(past.expect_err("no round 3").field(), Some("round"));
        assert!(run(&mut c, None, 2, ClockCommand::Pause { at: at(0, 0) }).is_err());
        run(
            &mut c,
            None,
            2,
            ClockCommand::SetLength { minutes: Some(40) },
        )
        .expect("40");
        run(
            &mut c,
            None,
            2,
            ClockCommand::Start {
                round: RoundNo(2),
                at: at(0, 0),
            },
        )
        .expect("start");
        assert_eq!(c.round.as_ref().expect("clock").minutes, 40);
        let long = run(
            &mut c,
            None,
            2,
            ClockCommand::SetLength { minutes: Some(601) },
        );
        assert_eq!(long.expect_err("601").field(), Some("minutes"));
        assert_eq!(c.length, Some(40), "a refusal changes nothing");
    }

    #[test]
    fn mm_ss_rounds_up_while_counting_down() {
        assert_eq!(mm_ss(TimeDelta::milliseconds(1)), "00:01");
        assert_eq!(mm_ss(TimeDelta::zero()), "00:00");
        assert_eq!(mm_ss(TimeDelta::seconds(3723)), "1:02:03");
        assert_eq!(mm_ss(TimeDelta::seconds(-5)), "00:00");
    }

    proptest! {
        /// While the clock runs (pauses allowed, no extension), the time left never grows.
        #[test]
        fn remaining_never_increases_without_an_extension(
            steps in proptest::collection::vec((0i64..900, any::<bool>()), 1..30),
            minutes in 1u32..120,
        ) {
            let mut c = started(minutes);
            let mut now = at(0, 0);
            let mut last = left(&c, now);
            for (secs, toggle) in steps {
                now += TimeDelta::seconds(secs);
                if toggle {
                    let paused = c.round.as_ref().is_some_and(RoundClock::is_paused);
                    let cmd = if paused {
                        ClockCommand::Resume { at: now }
                    } else {
                        ClockCommand::Pause { at: now }
                    };
                    run(&mut c, None, 5, cmd).expect("toggle");
                }
                let l = left(&c, now);
                prop_assert!(l <= last, "{l} after {last}");
                last = l;
            }
        }
    }
}
