/* The games' web pages: times in the reader's own time zone, the game page following the game
   (Server-Sent Events, or a light poll where they cannot be had), and the replay's slider.
   Served as a file: the pages allow no inline script. */
(function () {
  "use strict";
  var body = document.body;
  var lang = body.getAttribute("data-lang") || "en";
  var version = body.getAttribute("data-version");
  var POLL = 15000;

  function localTimes(root) {
    var format, relative;
    try {
      format = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
      relative = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
    } catch (e) {
      return;
    }
    var steps = [["year", 31536000], ["month", 2592000], ["week", 604800], ["day", 86400], ["hour", 3600],
                 ["minute", 60], ["second", 1]];
    (root || document).querySelectorAll("time[datetime]").forEach(function (el) {
      var when = new Date(el.getAttribute("datetime"));
      if (isNaN(when)) { return; }
      var seconds = Math.round((when.getTime() - Date.now()) / 1000);
      var unit = steps.find(function (s) { return Math.abs(seconds) >= s[1]; }) || steps[steps.length - 1];
      el.textContent = format.format(when) + " (" + relative.format(Math.round(seconds / unit[1]), unit[0]) + ")";
      el.title = when.toISOString();
    });
  }

  /* Calls changed(news) each time the game's version changes. */
  function follow(changed) {
    var SPREAD = 2000;  /* pages that follow one game do not all ask for its new board at the same instant */
    function seen(news) {
      if (news && news.version && news.version !== version) {
        version = news.version;
        body.setAttribute("data-version", version);
        setTimeout(function () { changed(news); }, Math.random() * SPREAD);
      }
    }
    function poll() {
      fetch("state.json", { cache: "no-cache" }).then(function (r) { return r.ok ? r.json() : null; })
        .then(seen).catch(function () {}).then(function () { setTimeout(poll, POLL); });
    }
    if (!window.EventSource) { setTimeout(poll, POLL); return; }
    var source = new EventSource("events");
    source.addEventListener("version", function (e) {
      try { seen(JSON.parse(e.data)); } catch (err) { /* a damaged message: the next one will do */ }
    });
    source.addEventListener("error", function () {
      if (source.readyState === EventSource.CLOSED) { setTimeout(poll, POLL); }
    });
  }

  function whenLoaded(src, then) {
    if (!src) { then(); return; }
    var img = new Image();
    img.onload = img.onerror = function () { then(); };
    img.src = src;
  }

  /* The game page: fetch the page again and swap its live part, once its new board is loaded. */
  function gamePage() {
    var busy = false, again = false;
    function refresh() {
      if (busy) { again = true; return; }
      busy = true;
      fetch(window.location.href, { cache: "no-cache" }).then(function (r) { return r.ok ? r.text() : null; })
        .then(function (html) {
          if (!html) { return; }
          var fresh = new DOMParser().parseFromString(html, "text/html").getElementById("live");
          var live = document.getElementById("live");
          if (!fresh || !live) { return; }
          var board = fresh.querySelector("#board");
          return new Promise(function (done) {
            whenLoaded(board && board.getAttribute("src"), function () {
              live.replaceWith(document.adoptNode(fresh));
              localTimes(fresh);
              done();
            });
          });
        })
        .catch(function () {})
        .then(function () {
          busy = false;
          if (again) { again = false; refresh(); }
        });
    }
    follow(refresh);
  }

  /* The replay: the slider and the buttons move over the steps of replay.json. */
  function replayPage() {
    var root = document.getElementById("replay");
    if (!root) {
      if (live) { follow(function () { window.location.reload(); }); }
      return;
    }
    var slider = document.getElementById("slider");
    var board = document.getElementById("step-board");
    var label = document.getElementById("step-label");
    var lines = document.getElementById("step-lines");
    var where = document.getElementById("where");
    var suffix = root.getAttribute("data-suffix") || "";
    var steps = null;
    var at = parseInt(root.getAttribute("data-step"), 10) || 0;

    function text(template, values) {
      return template.replace(/\{(\w+)\}/g, function (m, k) { return k in values ? values[k] : m; });
    }
    function show(k, push) {
      if (!steps || !steps.length) { return; }
      at = Math.max(0, Math.min(steps.length - 1, k));
      var step = steps[at];
      slider.max = String(steps.length);
      slider.value = String(at + 1);
      board.src = step.board;
      document.getElementById("step-link").href = step.board;
      board.alt = text(root.getAttribute("data-alt"), { step: at + 1 });
      label.innerHTML = step.label;  /* HTML the server made safe (escaped, then a few marks) */
      lines.innerHTML = step.lines.map(function (l) { return "<p>" + l + "</p>"; }).join("");
      where.textContent = text(root.getAttribute("data-where"), { step: at + 1, steps: steps.length });
      document.getElementById("first").href = "?step=1" + suffix.replace("?", "&");
      document.getElementById("previous").href = "?step=" + Math.max(1, at) + suffix.replace("?", "&");
      document.getElementById("next").href = "?step=" + Math.min(steps.length, at + 2) + suffix.replace("?", "&");
      document.getElementById("last").href = "?step=" + steps.length + suffix.replace("?", "&");
      if (push !== false) {
        history.replaceState(null, "", "?step=" + (at + 1) + suffix.replace("?", "&"));
      }
      [at - 1, at + 1].forEach(function (n) {  /* the neighbours' boards, ready before they are asked for */
        if (n >= 0 && n < steps.length) { new Image().src = steps[n].board; }
      });
    }
    function load(then) {
      fetch(root.getAttribute("data-json"), { cache: "no-cache" }).then(function (r) { return r.json(); })
        .then(function (data) { steps = data.steps; then(); }).catch(function () {});
    }
    function go(k) { return function (e) { e.preventDefault(); show(k()); }; }
    slider.addEventListener("input", function () { show(parseInt(slider.value, 10) - 1); });
    document.getElementById("first").addEventListener("click", go(function () { return 0; }));
    document.getElementById("previous").addEventListener("click", go(function () { return at - 1; }));
    document.getElementById("next").addEventListener("click", go(function () { return at + 1; }));
    document.getElementById("last").addEventListener("click", go(function () { return steps.length - 1; }));
    document.addEventListener("keydown", function (e) {
      if (e.target === slider || e.altKey || e.ctrlKey || e.metaKey) { return; }
      if (e.key === "ArrowLeft") { show(at - 1); } else if (e.key === "ArrowRight") { show(at + 1); }
    });
    load(function () { show(at, false); });
    if (!live) { return; }
    follow(function () {  /* a turn confirmed: one more step; a reader at the end follows it */
      var atEnd = steps && at === steps.length - 1;
      load(function () { show(atEnd ? steps.length - 1 : at, atEnd); });
    });
  }

  var live = body.getAttribute("data-status") === "playing" || body.getAttribute("data-status") === "secret";
  var page = body.getAttribute("data-page");
  localTimes();
  if (page === "replay") {
    replayPage();
  } else if (page === "game" && live) {
    gamePage();
  }
})();
