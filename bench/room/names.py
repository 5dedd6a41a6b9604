"""A players CSV of N made-up names (first and last names combined), for the room's
screenshots and load run: `python3 bench/room/names.py 200`."""
import sys

FIRST = ["Anna", "Ben", "Carla", "Dieter", "Emil", "Frieda", "Götz", "Hanna", "Ida", "Jonas",
         "Karl", "Lena", "Mia", "Nico", "Olga", "Paul", "Quirin", "Rosa", "Sven", "Tina"]
LAST = ["Becker", "Müller", "Schmidt", "Weiß", "Fuchs", "Lange", "Krüger", "Öztürk", "Wolf",
        "Richter", "Neumann", "Zimmermann", "Hoffmann", "Braun", "Schulz"]

n = int(sys.argv[1])
print("name")
for i in range(n):
    first, last = FIRST[i % len(FIRST)], LAST[(i // len(FIRST)) % len(LAST)]
    extra = "" if i < len(FIRST) * len(LAST) else f" {i}"
    print(f"{first} {last}{extra}")
