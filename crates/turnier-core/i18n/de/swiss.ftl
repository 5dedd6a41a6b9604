# Die eigenen Texte des Schweizer Systems.

# The system as a sentence names an event of it, and the events a command is for.
system-event-swiss = ein Turnier nach Schweizer System
system-owner-swiss = Turnieren nach Schweizer System
