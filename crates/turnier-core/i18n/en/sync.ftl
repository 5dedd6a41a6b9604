# Several desks, one event: the refusals of the replay (src/sync/).

sync-err-round-elsewhere = round { $round } was published by desk { $desk } first: this result was typed on another draw; enter it again on the round as published
sync-err-value-kind = the value does not fit the table (a Bobbl score for a Swiss table, a match result for a Muck sheet)
sync-err-log = the change does not fit this desk's log
sync-err-undo = this event is shared with other desks: undo takes back no shared change; enter the value that should stand instead
sync-err-io = { $action } { $path }: { $cause }
sync-err-parse = { $path } does not load: { $cause }
sync-err-merge = the ops of the shared event do not fit: { $cause }
sync-err-node = the network node failed: { $cause }
sync-err-not-shared = { $path } is not shared: run `turnier share EV` on the main desk, or `turnier join EV < ticket.txt` on another
sync-err-exists = { $path } exists already: join makes a new replica, give a path that does not exist
sync-err-ticket = the ticket does not read: { $cause } (copy it whole, it starts with "doc")
sync-err-no-answer = no desk with this event answered within { $seconds } s at { $addrs }: check that `turnier share` runs on the main desk now, that this laptop is on the same network (and the address is the main desk's now), that a firewall lets turnier through (UDP), and that the ticket is the one share shows now, copied whole
sync-err-wrong-ticket = the desk at { $addrs } answered but does not share the event of this ticket: the ticket was changed or copied only in part, or it belongs to another event; copy it again, whole, from `turnier share` on the main desk
sync-no-addrs = (the ticket names no address)
sync-err-base = the shared event does not load: { $cause }
sync-err-no-ticket = no ticket: pipe it in (`turnier join EV < ticket.txt`), paste it when asked, or give `--ticket-file FILE`
sync-ticket-is-key = This ticket is the key of the event: whoever holds it can read and change the event. Give it only to the desks of this event (as a file: `turnier join EV --ticket-file FILE`), keep it off screenshots, chats and shared folders.
sync-ticket-paste = Paste the ticket shown by `turnier share` on the main desk and press Enter:
sync-ticket-in-args = note: a ticket on the command line can be read by every user of this laptop while join runs; next time give it on standard input or with --ticket-file
sync-err-listen = `{ $value }` is no address to listen on: give an IP address of this laptop (192.168.1.20, 127.0.0.1, ::1), optionally with a UDP port (192.168.1.20:4000, [::1]:4000)
sync-desk-this = this desk
sync-desk-unnamed = desk { $desk }
sync-entry-refused = refused: change { $seq } of desk { $desk } { $why ->
    [too-large] is larger than { $limit } MB
   *[unreadable] does not read as a change of that desk
  }; it is not applied
sync-ticket = ticket: { $ticket }
sync-serving = sharing { $path } with the desks on this network; Ctrl-C stops
sync-joined = joined: { $path } is a copy of the shared event; syncing, Ctrl-C stops
sync-stopped = stopped; the event is saved on this laptop
sync-once-done = synced with { $desks } { $desks ->
    [one] desk
   *[other] desks
  }: { $received } { $received ->
    [one] change
   *[other] changes
  } received, { $unsent } not yet sent
sync-once-unconfirmed = desk { $desk } has not confirmed { $count } { $count ->
    [one] change
   *[other] changes
  } yet: { $ops }; run `turnier sync EV --once` again before this laptop leaves
sync-once-lacking = desk { $desk } holds { $count } { $count ->
    [one] change
   *[other] changes
  } that did not arrive here yet
sync-peer-self = { $desk } (this desk): { $ops } { $ops ->
    [one] change
   *[other] changes
  }, { $unsent } not yet sent
sync-peer = { $desk }: { $ops } { $ops ->
    [one] change
   *[other] changes
  } sent, last contact { $contact }
sync-peer-never = { $desk }: { $ops } { $ops ->
    [one] change
   *[other] changes
  } sent, no direct contact yet
sync-check-differs = the file is not the replay of its log in { $dir }: run `turnier sync EV --once` (it writes the file from the log)
# The desk on a shared event: the status line and its messages.
desk-link-desks = { $count } { $count ->
    [one] desk
   *[other] desks
}
desk-link-offline = offline
desk-link-not-sent = { $count } { $count ->
    [one] change
   *[other] changes
} not yet sent
desk-link-new-difference = another desk typed { $what } differently: both values are kept (≠) until one is taken
desk-link-slot-muck = table { $table } of round { $round } (Bobbl { $bobbl })
desk-link-slot-swiss = table { $table } of round { $round }
desk-link-refused = not counted on the shared event: { $why }
desk-key-take-other-desk = take other
desk-key-keep-standing = keep
desk-key-take-other-desk-result = other result
desk-key-keep-standing-result = keep result
desk-swiss-desks-table = table { $table } ({ $values })
desk-swiss-desks-differ = desks differ (the first stands): { $tables } — on the table f keeps the result that stands, a takes the other one
desk-swiss-no-desk-difference = no difference between desks at this table (a and f settle one)
