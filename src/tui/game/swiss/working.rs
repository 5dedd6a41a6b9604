//! The Swiss commands whose engine can take longer than a frame, in the working line's words
//! (`tui/job.rs`): the pairing of the next round, a re-pair of the draft, the top cut (it pairs
//! the first playoff round) and a playoff round.

use crate::game::Command;
use crate::swiss::SwissCommand;
use crate::tui::app::App;
use crate::tui::job::Working;

/// What `cmd` is called while it pairs; `None` for a command that runs at once.
pub(crate) fn long_work(app: &App, cmd: &Command) -> Option<Working> {
    let g = app.session.as_ref()?.tournament().swiss()?;
    let round = match cmd {
        Command::Swiss(SwissCommand::PairNextRound | SwissCommand::StartPlayoff { .. }) => {
            g.rounds.len() + 1
        }
        Command::Swiss(SwissCommand::Repair) => g.rounds.len(),
        _ => return None,
    };
    Some(Working {
        doing: crate::tr!("async-doing-pair", round = round),
        job: crate::tr!("async-job-pair", round = round),
    })
}
