# The Swiss system's own texts.

# The system as a sentence names an event of it, and the events a command is for.
system-event-swiss = a swiss event
system-owner-swiss = swiss events
