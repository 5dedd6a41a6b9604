// The TV page: shows each section (pairings, standings) page by page, turning every
// PAGE_MS, counts the clock down between two polls, and fetches the live part when the
// event changed (the server answers 204 while it has not): no visible reload.
(function () {
  "use strict";
  var PAGE_MS = 10000, POLL_MS = 1000;
  var live = document.getElementById("live");
  var pageBox = document.getElementById("page");
  var sectionAt = 0, pageAt = 0, shownAt = Date.now(), fetchedAt = Date.now();

  function sections() { return Array.prototype.slice.call(live.querySelectorAll("main section")); }
  function pagesOf(sec) {
    var cols = sec.querySelector(".cols");
    if (!cols || cols.clientWidth === 0) return 1;
    return Math.max(1, Math.round(cols.scrollWidth / (cols.clientWidth + colGap(cols))));
  }
  function colGap(cols) {
    var g = parseFloat(getComputedStyle(cols).columnGap);
    return isNaN(g) ? 0 : g;
  }
  // As few columns as hold the section on one page (wide columns cut no name), else three
  // columns turned page by page.
  function fit(sec) {
    var cols = sec.querySelector(".cols");
    if (!cols) return;
    for (var n = 1; n <= 3; n++) {
      cols.style.columnCount = n;
      cols.style.columnWidth = "auto";
      if (cols.scrollWidth <= cols.clientWidth + 2) return;
    }
  }
  function show() {
    var all = sections();
    if (all.length === 0) return;
    if (sectionAt >= all.length) { sectionAt = 0; pageAt = 0; }
    all.forEach(function (s, i) { s.classList.toggle("shown", i === sectionAt); });
    fit(all[sectionAt]);
    var sec = all[sectionAt], cols = sec.querySelector(".cols"), n = pagesOf(sec);
    if (pageAt >= n) pageAt = 0;
    if (cols) cols.scrollLeft = pageAt * (cols.clientWidth + colGap(cols));
    // The pages of the section shown (a hidden section has no width to count its pages by).
    pageBox.textContent = n > 1 ? (pageAt + 1) + " / " + n : "";
  }
  function turn() {
    var all = sections();
    if (all.length === 0) return;
    pageAt += 1;
    if (pageAt >= pagesOf(all[sectionAt])) {
      pageAt = 0;
      sectionAt = (sectionAt + 1) % all.length;
      // The page written as a file (--wall-html) has no server to ask: it loads the file
      // again after its last page, so a commit shows within one turn of the pages.
      if (sectionAt === 0 && live.dataset.file) { location.reload(); return; }
    }
    show();
  }
  function pad(n) { return (n < 10 ? "0" : "") + n; }
  function words(s) {
    var neg = s < 0; s = Math.abs(s);
    var h = Math.floor(s / 3600), m = Math.floor(s / 60) % 60, r = s % 60;
    return (neg ? "-" : "") + (h > 0 ? h + ":" + pad(m) : m) + ":" + pad(r);
  }
  function tick() {
    var c = document.getElementById("clock");
    if (c && c.dataset.state === "running") {
      var left = parseInt(c.dataset.left, 10) - Math.floor((Date.now() - fetchedAt) / 1000);
      c.textContent = left > 0 ? words(left) : (c.dataset.up || "0:00");
    }
    if (Date.now() - shownAt >= PAGE_MS) { shownAt = Date.now(); turn(); }
  }
  function poll() {
    var v = live.dataset.version;
    fetch("/tv/live?v=" + encodeURIComponent(v), { cache: "no-store" }).then(function (r) {
      if (r.status !== 200) return null;
      var nv = r.headers.get("x-version");
      return r.text().then(function (html) { return { html: html, v: nv }; });
    }).then(function (got) {
      if (!got) return;
      var doc = new DOMParser().parseFromString(got.html, "text/html");
      live.replaceChildren.apply(live, Array.prototype.slice.call(doc.body.childNodes));
      if (got.v) live.dataset.version = got.v;
      fetchedAt = Date.now();
      show();
    }).catch(function () { /* the desk may be restarting: try again at the next poll */ });
  }
  window.addEventListener("resize", show);
  show();
  setInterval(tick, 250);
  if (!live.dataset.file) setInterval(poll, POLL_MS);
})();
