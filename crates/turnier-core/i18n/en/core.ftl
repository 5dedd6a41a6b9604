# Shared words: languages, numbers, dates. The chrono patterns are written as the
# language's readers expect them.
date-time = %Y-%m-%d %H:%M
date-time-seconds = %Y-%m-%d %H:%M:%S
date-short-time = %m-%d %H:%M
time-of-day = %H:%M
time-seconds = %H:%M:%S
