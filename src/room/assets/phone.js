// The phone pages: count the clock down, and load the page again when the event changed
// (another result, the next round), asked every few seconds.
(function () {
  "use strict";
  var live = document.getElementById("live");
  var startedAt = Date.now();
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function words(s) {
    var h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, r = s % 60;
    return (h > 0 ? h + ":" + pad(m) : m) + ":" + pad(r);
  }
  setInterval(function () {
    var c = document.getElementById("clock");
    if (c && c.dataset.state === "running") {
      var left = parseInt(c.dataset.left, 10) - Math.floor((Date.now() - startedAt) / 1000);
      c.textContent = left > 0 ? words(left) : (c.dataset.up || "0:00");
    }
  }, 1000);
  if (!live) return;
  setInterval(function () {
    if (document.hidden) return;
    fetch("/api/version", { cache: "no-store" }).then(function (r) { return r.json(); })
      .then(function (j) { if (String(j.version) !== live.dataset.version) location.reload(); })
      .catch(function () {});
  }, 5000);
})();
