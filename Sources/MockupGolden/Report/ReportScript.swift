/// The report page's script, inlined into the page. It
/// - switches each failure between its side-by-side, overlay and slider views (tabs that
///   work with the mouse and the arrow keys; `?view=overlay` or `?view=slider` in the
///   page's URL picks the first view of every failure);
/// - drives the overlay's opacity, difference and blink controls and the slider's divider
///   (its range input, or a drag on the picture);
/// - scales the two pictures of an overlay or slider by one factor, so pictures of
///   different sizes stay aligned at their top-left corners;
/// - marks entries whose pictures are wide (filmstrips), to lay them out one per row;
/// - copies the re-record command;
/// - when every image has loaded or failed, sets `data-images-loaded` and
///   `data-images-broken` on `<body>`, and after wiring the failures, `data-failures`,
///   `data-views-ready` (failures whose three views work) and `data-view` (the first view),
///   so a headless browser can check the page.
///
/// NB: no image is lazy-loaded: a headless browser never loads lazy images outside its
/// viewport, so the counts above would never be complete.
enum ReportScript {
    static let js = #"""

(function () {
  "use strict";
  var body = document.body;
  function all(root, selector) { return Array.prototype.slice.call(root.querySelectorAll(selector)); }

  function fit(stack) {
    var images = all(stack, "img"), w = 0, h = 0;
    for (var i = 0; i < images.length; i++) {
      if (!images[i].complete || !images[i].naturalWidth) return;
      w = Math.max(w, images[i].naturalWidth);
      h = Math.max(h, images[i].naturalHeight);
    }
    stack.style.width = "min(" + w + "px, calc(75vh * " + (w / h).toFixed(4) + "))";
    stack.style.aspectRatio = w + " / " + h;
    images.forEach(function (image) { image.style.width = (100 * image.naturalWidth / w).toFixed(4) + "%"; });
  }

  function shown(image) {
    var size = image.closest(".shot") && image.closest(".shot").querySelector(".size");
    if (size) size.textContent = image.naturalWidth + "\u00d7" + image.naturalHeight;
    if (image.naturalWidth > 2.5 * image.naturalHeight) image.closest(".entry").classList.add("wide");
    var stack = image.closest(".stack");
    if (stack) fit(stack);
  }

  var images = all(document, "img"), loaded = 0, broken = 0, pending = images.length;
  function settled(image) {
    if (image.naturalWidth > 0) { loaded++; shown(image); } else { broken++; }
    if (--pending === 0) { body.dataset.imagesLoaded = loaded; body.dataset.imagesBroken = broken; }
  }
  if (pending === 0) { body.dataset.imagesLoaded = 0; body.dataset.imagesBroken = 0; }
  images.forEach(function (image) {
    if (image.complete) { settled(image); return; }
    var once = function () {
      image.removeEventListener("load", once);
      image.removeEventListener("error", once);
      settled(image);
    };
    image.addEventListener("load", once);
    image.addEventListener("error", once);
  });

  var views = ["side", "overlay", "slider"];
  var asked = new URLSearchParams(location.search).get("view");
  var initial = views.indexOf(asked) >= 0 ? asked : "side";
  var failures = all(document, ".entry.failed"), ready = 0;
  failures.forEach(function (entry) {
    var tabs = all(entry, "[role=tab]"), panels = all(entry, "[role=tabpanel]");
    var overlay = entry.querySelector(".view.overlay"), slider = entry.querySelector(".view.slider");
    if (tabs.length !== 3 || panels.length !== 3 || !overlay || !slider) return;

    function select(view, focus) {
      tabs.forEach(function (tab) {
        var on = tab.dataset.view === view;
        tab.setAttribute("aria-selected", on ? "true" : "false");
        tab.tabIndex = on ? 0 : -1;
        if (on && focus) tab.focus();
      });
      panels.forEach(function (panel) { panel.hidden = panel.dataset.view !== view; });
    }
    tabs.forEach(function (tab, index) {
      tab.addEventListener("click", function () { select(tab.dataset.view, false); });
      tab.addEventListener("keydown", function (event) {
        var next = { ArrowRight: index + 1, ArrowLeft: index + 2, Home: 0, End: 2 }[event.key];
        if (next === undefined) return;
        event.preventDefault();
        select(tabs[next % 3].dataset.view, true);
      });
    });

    var opacity = overlay.querySelector("input.opacity"), timer = 0;
    function setOpacity() { overlay.style.setProperty("--opacity", String(opacity.value / 100)); }
    opacity.addEventListener("input", setOpacity);
    setOpacity();
    overlay.querySelector("input.difference").addEventListener("change", function (event) {
      overlay.classList.toggle("difference", event.target.checked);
    });
    overlay.querySelector("input.blink").addEventListener("change", function (event) {
      clearInterval(timer);
      overlay.classList.remove("off");
      overlay.classList.toggle("blink", event.target.checked);
      if (event.target.checked) timer = setInterval(function () { overlay.classList.toggle("off"); }, 600);
    });

    var position = slider.querySelector("input.position"), stack = slider.querySelector(".stack");
    function setPosition() { slider.style.setProperty("--pos", position.value + "%"); }
    function drag(event) {
      var box = stack.getBoundingClientRect();
      position.value = String(Math.round(100 * (event.clientX - box.left) / box.width));
      setPosition();
    }
    position.addEventListener("input", setPosition);
    stack.addEventListener("pointerdown", function (event) {
      event.preventDefault();
      stack.setPointerCapture(event.pointerId);
      drag(event);
    });
    stack.addEventListener("pointermove", function (event) {
      if (stack.hasPointerCapture(event.pointerId)) drag(event);
    });
    setPosition();

    select(initial, false);
    ready++;
  });
  body.dataset.failures = failures.length;
  body.dataset.viewsReady = ready;
  body.dataset.view = initial;

  all(document, "button[data-copy]").forEach(function (button) {
    button.addEventListener("click", function () {
      var code = document.getElementById(button.dataset.copy);
      var range = document.createRange();
      range.selectNodeContents(code);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      function done() {
        button.textContent = "Copied";
        setTimeout(function () { button.textContent = "Copy"; }, 1500);
      }
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(code.textContent).then(done, function () { if (document.execCommand("copy")) done(); });
      } else if (document.execCommand("copy")) {
        done();
      }
    });
  });
})();

"""#
}
