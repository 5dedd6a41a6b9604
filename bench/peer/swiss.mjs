// Times the npm `tournament-organizer` peer's Swiss pairing (its `Swiss()` from
// `tournament-pairings`, the package it pairs with) in process, on a history written by
// turnier's `examples/peer_input.rs`:
//   node bench/peer/swiss.mjs peer-1024.json [RUNS]
// Prints the median, min and max of RUNS calls (default 5), wall clock and the process's CPU
// time (user + system; on a shared machine the wall clock also counts waiting for a
// processor), in milliseconds.
import { readFileSync } from 'node:fs';
import { Swiss } from 'tournament-pairings';

const [file, runsArg] = process.argv.slice(2);
const doc = JSON.parse(readFileSync(file, 'utf8'));
const runs = Math.max(1, Number(runsArg ?? 5));
const wall = [];
const cpu = [];
let tables = 0;
for (let r = 0; r < runs; r++) {
  const players = doc.players.map((p) => ({ ...p, avoid: [...p.avoid] }));
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const matches = Swiss(players, doc.round);
  wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
  const c = process.cpuUsage(c0);
  cpu.push((c.user + c.system) / 1e3);
  tables = matches.length;
}
const med = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log(
  `${doc.players.length} players, round ${doc.round}: Swiss() median ${med(wall).toFixed(1)} ms ` +
    `(CPU ${med(cpu).toFixed(1)} ms; min ${Math.min(...wall).toFixed(1)}, max ` +
    `${Math.max(...wall).toFixed(1)}, ${runs} runs), ${tables} tables`,
);
