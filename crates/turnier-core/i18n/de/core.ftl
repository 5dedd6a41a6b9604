# Gemeinsame Wörter: Sprachen, Zahlen, Daten. Die chrono-Muster so, wie man sie
# in der jeweiligen Sprache liest.
date-time = %d.%m.%Y %H:%M
date-time-seconds = %d.%m.%Y %H:%M:%S
date-short-time = %d.%m. %H:%M
time-of-day = %H:%M
time-seconds = %H:%M:%S
