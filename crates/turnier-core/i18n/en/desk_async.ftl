# The desk's long engine calls on a worker thread (so the desk never freezes).
# What is computing, as the status line says it while it runs.
async-doing-pair = Pairing round { $round }
async-doing-draw = Drawing round { $round }
# The same as a name, for the messages about it.
async-job-pair = Pairing round { $round }
async-job-draw = The draw of round { $round }
# The status line while it runs: what, seconds since it started, how to cancel.
async-status = { $doing } … { $seconds } s · Esc: cancel
async-busy = { $job } is running: no changes until it is done (Esc cancels)
async-cancelled = cancelled: { $job } dropped, nothing recorded
async-failed = { $job } failed: nothing recorded
async-err-stale = not saved: another program changed the event while this was computed; nothing was recorded, try again
