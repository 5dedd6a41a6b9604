//! The Muck commands whose engine can take longer than a frame, in the working line's words
//! (`tui/job.rs`): the draw of the next round and a re-draw of the draft.

use crate::game::Command;
use crate::muck::MuckCommand;
use crate::tui::app::App;
use crate::tui::job::Working;

/// What `cmd` is called while it draws; `None` for a command that runs at once.
pub(crate) fn long_work(app: &App, cmd: &Command) -> Option<Working> {
    let g = app.session.as_ref()?.tournament().muck()?;
    let round = match cmd {
        Command::Muck(MuckCommand::DrawRound) => g.rounds.len() + 1,
        Command::Muck(MuckCommand::Redraw) => g.rounds.len(),
        _ => return None,
    };
    Some(Working {
        doing: crate::tr!("async-doing-draw", round = round),
        job: crate::tr!("async-job-draw", round = round),
    })
}
