/// The preview's style sheet and script, served as `/preview.css` and `/preview.js`.
enum PreviewAssets {
    static let css = """
    :root { color-scheme: light; font: 14px/1.4 system-ui, sans-serif; background: #f2f2f7; color: #1c1c1e; }
    body { margin: 0; }
    main > header { padding: 12px 20px; background: #fff; border-bottom: 1px solid #d1d1d6; }
    h1 { margin: 0; font-size: 20px; }
    .file { margin: 2px 0 0; color: #636366; }
    nav ul, ul.scenes { list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px 14px; }
    nav [aria-current] { font-weight: 600; }
    .errors { margin: 12px 20px; padding: 8px 12px; background: #fff0f0; border: 1px solid #ff3b30; border-radius: 8px; }
    .errors h2 { margin: 0 0 4px; font-size: 14px; color: #d70015; }
    .errors pre { margin: 0; white-space: pre-wrap; font: 13px/1.4 ui-monospace, monospace; }
    ol.steps { list-style: none; margin: 0; padding: 16px 20px; display: flex; gap: 24px; overflow-x: auto; align-items: flex-start; }
    li.step { flex: none; background: #fff; border-radius: 10px; padding: 10px 12px; box-shadow: 0 1px 2px rgba(0,0,0,.12); }
    li.step h2 { margin: 0 0 8px; font-size: 13px; font-weight: 500; }
    li.step h2 .number { display: inline-block; min-width: 1.6em; padding: 0 4px; border-radius: 4px; background: #007aff; color: #fff; text-align: center; }
    .pictures { display: flex; gap: 12px; }
    figure { margin: 0; }
    figcaption { margin-top: 4px; color: #636366; font-size: 12px; display: flex; gap: 6px; align-items: center; }
    .canvas { position: relative; line-height: 0; }
    .canvas img { display: block; background: repeating-conic-gradient(#e5e5ea 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
    .scrubber { flex: 1; min-width: 60px; }
    .frame { white-space: nowrap; font-size: 11px; font-variant-numeric: tabular-nums; }
    .placeholder { display: flex; align-items: center; justify-content: center; box-sizing: border-box; border: 1px dashed #c7c7cc;
      border-radius: 8px; color: #8e8e93; font: 13px/1.4 system-ui, sans-serif; }
    .outline { position: absolute; box-sizing: border-box; border: 2px solid #ff2d55; background: rgba(255,45,85,.08); pointer-events: none; }
    .outline .label { position: absolute; left: -2px; bottom: 100%; margin-bottom: 2px; padding: 1px 4px; background: #ff2d55; color: #fff;
      font: 11px/1.3 ui-monospace, monospace; white-space: nowrap; border-radius: 3px; }
    .outline.below .label { bottom: auto; top: 100%; margin: 2px 0 0; }
    ol.events { margin: 8px 0 0; padding-left: 18px; font: 12px/1.5 ui-monospace, monospace; color: #3a3a3c; }
    ul.scenes { padding: 16px 20px; gap: 16px; }
    ul.scenes a { display: flex; flex-direction: column; gap: 4px; text-decoration: none; color: inherit; }
    .has-errors { color: #d70015; font-size: 12px; }
    """

    static let js = """
    "use strict";
    // Frame-by-frame playing and scrubbing of transitions, the outline of the view under
    // the pointer, and the page's update when a scene file is saved.
    (function () {
      const pad = (n, digits) => String(n).padStart(digits, "0");

      function setUpTransition(figure) {
        const img = figure.querySelector("img");
        const range = figure.querySelector(".scrubber");
        const button = figure.querySelector(".play");
        const output = figure.querySelector(".frame");
        const count = Number(figure.dataset.frames), fps = Number(figure.dataset.fps);
        const times = figure.dataset.times.split(" ").map(Number);
        const base = figure.dataset.frameBase, digits = Number(figure.dataset.digits), version = figure.dataset.version;
        const frames = [];
        for (let k = 0; k < count; k++) {
          frames.push(new Image());
          frames[k].src = base + pad(k, digits) + ".png?v=" + version;
        }
        let current = count - 1, timer = null;
        function show(k) {
          current = k;
          img.src = frames[k].src;
          img.dataset.layout = base + pad(k, digits) + ".json?v=" + version;
          range.value = String(k);
          output.textContent = "frame " + (k + 1) + "/" + count + " · " + times[k].toFixed(3) + " s";
          figure.dataset.frame = String(k);
          // The outline follows the view under a still pointer from frame to frame.
          if (img.refreshOutline) img.refreshOutline();
        }
        function play() {
          if (timer !== null) return;
          button.textContent = "Pause";
          figure.dataset.playing = "true";
          timer = setInterval(() => show((current + 1) % count), 1000 / fps);
        }
        function pause() {
          if (timer !== null) clearInterval(timer);
          timer = null;
          button.textContent = "Play";
          figure.dataset.playing = "false";
        }
        range.hidden = false;
        button.hidden = false;
        range.addEventListener("input", () => { pause(); show(Number(range.value)); });
        button.addEventListener("click", () => (timer === null ? play() : pause()));
        show(0);
        play();
        figure.stopPlaying = pause;
      }

      // The deepest node whose frame holds the point (later children are drawn over earlier ones).
      function nodeAt(node, x, y) {
        const [fx, fy, fw, fh] = node.frame;
        if (x < fx || y < fy || x >= fx + fw || y >= fy + fh) return null;
        const children = node.children || [];
        for (let i = children.length - 1; i >= 0; i--) {
          const found = nodeAt(children[i], x, y);
          if (found) return found;
        }
        return node;
      }

      const layouts = new Map();
      function layout(url) {
        if (!layouts.has(url)) layouts.set(url, fetch(url).then((r) => r.json()));
        return layouts.get(url);
      }

      function setUpOutline(img) {
        const outline = img.parentElement.querySelector(".outline");
        const label = outline.querySelector(".label");
        const [sx, sy] = img.dataset.screen.split(" ").map(Number);
        let pointer = null;
        async function update() {
          if (!pointer) return;
          const { x, y } = pointer;
          const data = await layout(img.dataset.layout);
          if (pointer === null || pointer.x !== x || pointer.y !== y) return;
          const box = img.getBoundingClientRect();
          const points = box.width / img.width;
          const node = nodeAt(data.root, (x - box.left) / points - sx, (y - box.top) / points - sy);
          if (!node) { outline.hidden = true; return; }
          const [fx, fy, fw, fh] = node.frame;
          outline.style.left = (sx + fx) * points + "px";
          outline.style.top = (sy + fy) * points + "px";
          outline.style.width = fw * points + "px";
          outline.style.height = fh * points + "px";
          outline.classList.toggle("below", sy + fy < 18);
          const name = node.id ? node.kind + " #" + node.id : node.kind;
          const text = node.text ?? node.title;
          label.textContent = name + (text ? " “" + text + "”" : "") + " [" + node.frame.map((v) => +v.toFixed(2)).join(", ") + "]";
          outline.dataset.kind = node.kind;
          outline.dataset.id = node.id || "";
          outline.dataset.frame = node.frame.join(" ");
          outline.hidden = false;
        }
        img.addEventListener("mousemove", (e) => { pointer = { x: e.clientX, y: e.clientY }; update(); });
        img.addEventListener("mouseleave", () => { pointer = null; outline.hidden = true; });
        img.refreshOutline = update;
      }

      // NB: a part that fails to set up is reported and the rest go on, so the page still follows saves.
      function each(elements, setUpOne) {
        elements.forEach((element) => { try { setUpOne(element); } catch (error) { console.error(error); } });
      }

      function setUp(root) {
        each(root.querySelectorAll("figure.transition"), setUpTransition);
        each(root.querySelectorAll("img[data-layout]"), setUpOutline);
      }

      // After a save: the page's main element is fetched again and swapped in place.
      async function refresh() {
        const response = await fetch(location.pathname, { cache: "no-store" });
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const fresh = page.querySelector("main");
        const old = document.querySelector("main");
        // NB: two saves close together fetch twice; an answer older than the page shown is dropped.
        if (!fresh || !old) return;
        if (fresh.dataset.run === old.dataset.run && Number(fresh.dataset.version) <= Number(old.dataset.version)) return;
        old.querySelectorAll("figure.transition").forEach((f) => f.stopPlaying && f.stopPlaying());
        const scroll = document.querySelector("ol.steps")?.scrollLeft ?? 0;
        old.replaceWith(fresh);
        setUp(fresh);
        const steps = document.querySelector("ol.steps");
        if (steps) steps.scrollLeft = scroll;
        window.mockupPreview.updates += 1;
        document.dispatchEvent(new CustomEvent("mockup:updated", { detail: { version: fresh.dataset.version } }));
      }

      // Whether the page shows an older reading of a scene than `version`, or
      // comes from an earlier run of the preview.
      function stale(run, scene, version) {
        if (document.querySelector("main")?.dataset.run !== run) return true;
        const shown = document.querySelector('[data-scene="' + CSS.escape(scene) + '"]');
        return shown !== null && version > Number(shown.dataset.version);
      }

      window.mockupPreview = { updates: 0 };
      setUp(document);
      const events = new EventSource("/events");
      events.addEventListener("state", (e) => {
        const state = JSON.parse(e.data);
        if (Object.entries(state.scenes).some(([scene, version]) => stale(state.run, scene, version))) refresh();
      });
      events.onmessage = (e) => {
        const change = JSON.parse(e.data);
        if (stale(change.run, change.scene, change.version)) refresh();
      };
    })();
    """
}
