"""A bounded load run of the room on loopback: PHONES phones each load their player page and
then ask `/api/version` every INTERVAL seconds (as the phone page's script does), for SECONDS;
prints the median, 95th percentile and worst response time and the errors.

    turnier serve EV --listen 127.0.0.1:18740 &
    python3 bench/room/load.py 18740 [PHONES=300] [INTERVAL=5] [SECONDS=60] [PLAYERS=35]

Whole requests as a phone sees them (connect, request, answer), one connection per request,
from one Python process (asyncio)."""
import asyncio
import random
import statistics
import sys
import time

PORT = int(sys.argv[1])
PHONES = int(sys.argv[2]) if len(sys.argv) > 2 else 300
INTERVAL = float(sys.argv[3]) if len(sys.argv) > 3 else 5.0
SECONDS = float(sys.argv[4]) if len(sys.argv) > 4 else 60.0
PLAYERS = int(sys.argv[5]) if len(sys.argv) > 5 else 35

times = {"page": [], "version": [], "tv": []}
errors = []


async def get(path, kind):
    start = time.perf_counter()
    try:
        r, w = await asyncio.open_connection("127.0.0.1", PORT)
        w.write(f"GET {path} HTTP/1.1\r\nHost: room\r\nConnection: close\r\n\r\n".encode())
        await w.drain()
        data = await r.read()
        w.close()
        status = data.split(b" ", 2)[1]
        if status not in (b"200", b"204"):
            errors.append((path, status))
    except Exception as e:  # noqa: BLE001 (every failure counts as one)
        errors.append((path, repr(e)))
        return
    times[kind].append(time.perf_counter() - start)


async def phone(end):
    await asyncio.sleep(random.uniform(0, INTERVAL))
    await get(f"/players/{random.randint(1, PLAYERS)}", "page")
    while time.perf_counter() < end:
        await asyncio.sleep(INTERVAL)
        await get("/api/version", "version")


async def tv(end):
    while time.perf_counter() < end:
        await get("/tv/live?v=0", "tv")
        await asyncio.sleep(1)


async def main():
    end = time.perf_counter() + SECONDS
    await asyncio.gather(tv(end), *(phone(end) for _ in range(PHONES)))


asyncio.run(main())
everything = sorted(t for v in times.values() for t in v)
print(f"{PHONES} phones every {INTERVAL:g} s for {SECONDS:g} s, one TV every second")
for kind, v in list(times.items()) + [("all", everything)]:
    if not v:
        continue
    v = sorted(v)
    p95 = v[min(len(v) - 1, int(len(v) * 0.95))]
    print(f"{kind:8} {len(v):6} requests  median {statistics.median(v) * 1000:7.2f} ms"
          f"  p95 {p95 * 1000:7.2f} ms  worst {v[-1] * 1000:7.2f} ms")
print(f"errors: {len(errors)}", errors[:5])
