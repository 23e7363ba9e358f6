// The workbench page: the puzzle text and its editors, the command buttons,
// the live verdict (no, one or several solutions, and the grade) after each
// edit, and share links `/#<command>=<url-encoded puzzle>` that open the same
// view without a click. Only the controls of the family on show are shown:
// its commands and options, from the server's kind table (GET /api/kinds).
"use strict";

const $ = id => document.getElementById(id);
const LIVE_DELAY_MS = 300;
const COMMANDS = ["solve", "check", "count", "explain", "hint", "grade", "analyze"];

let KINDS = new Map();  // name -> {commands, options}, from GET /api/kinds

function puzzle() { return $("puzzle").value; }
function kind() { return $("kind").value; }

function setStatus(text, error) {
  $("status").textContent = text;
  $("status").className = "status" + (error ? " error" : "");
}

// Runs a command on the puzzle and shows its answer; `count` is solve --count.
async function run(command) {
  if (puzzle().trim() === "") return setStatus("Paste, type, pick or generate a puzzle first.", true);
  setStatus("working…");
  Explainer.close();
  try {
    let doc;
    if (command === "explain") {
      const e = await Explainer.open(puzzle(), kind());
      doc = e.doc;
      $("answer").replaceChildren();
      setStatus(`explain: ${e.count} steps, grade ${e.grade}`);
    } else {
      const options = command === "count" ? {count: true} : {};
      if (command === "hint" && $("entered").value.trim()) options.entered = $("entered").value;
      doc = await Api.call(command === "count" ? "solve" : command, puzzle(), kind(), options);
      renderResult(command, doc, $("answer"));
      setStatus(command + ": done");
    }
    $("raw").textContent = JSON.stringify(doc, null, 1);
    $("answer").dataset.command = command;
  } catch (e) {
    $("answer").replaceChildren();
    setStatus(e.message, true);
  }
}

// The live verdict: counts to two, then grades a unique puzzle.
let liveTimer = null, liveRun = 0;
function scheduleLive() {
  clearTimeout(liveTimer);
  liveTimer = setTimeout(live, LIVE_DELAY_MS);
}
async function live() {
  const mine = ++liveRun;
  const text = puzzle();
  const show = (words, cls) => {
    if (mine !== liveRun) return;
    $("live").textContent = words;
    $("live").className = "live " + (cls || "");
  };
  if (text.trim() === "") return show("no puzzle yet");
  show("counting…");
  try {
    const doc = await Api.call("solve", text, kind(), {count: true, limit: 2, timeout: 5});
    const r = doc.results[0];
    if (r.record === "error") return show("bad input: " + r.message, "none");
    if (mine === liveRun && !kind()) showFamily(r.kind);
    // --limit 2 stops at a second solution: "at least 2" is several.
    if (r.count >= 2) return show("several solutions", "several");
    if (!r.exact) return show("not decided in time", "several");
    if (r.count === 0) return show("no solution", "none");
    let grade = "";
    try {
      const g = await Api.call("grade", text, kind(), {timeout: 5});
      grade = g.results[0].explained ? ", grade " + g.results[0].explained.grade : "";
    } catch (e) { /* river crossings have no grade */ }
    show("one solution (unique)" + grade, "unique");
  } catch (e) {
    show(e.message, "none");
  }
}

// The text box changed: redraw the editor that fits it, check it live.
function textChanged() {
  const text = puzzle();
  const grid = FutoshikiEditor.parse(text);
  $("futoshiki-editor").hidden = !grid;
  if (grid) FutoshikiEditor.draw(grid, $("futoshiki-editor"), gridChanged);
  const sudoku = !grid && SudokuEditor.parse(text);
  $("sudoku-editor").hidden = !sudoku;
  if (sudoku) SudokuEditor.draw(sudoku, $("sudoku-editor"), sudokuChanged);
  const zebra = ZebraEditor.isZebra(text);
  $("zebra-editor").hidden = !zebra;
  if (zebra) ZebraEditor.draw(text, $("zebra-editor"), setPuzzle);
  // The family the editors see at once; the live verdict names the server's.
  const seen = grid ? "futoshiki" : sudoku ? "sudoku" : zebra ? "zebra" : "";
  if (kind() || text.trim() === "" || seen) showFamily(kind() || seen);
  scheduleLive();
}

// Shows the controls of family `name` only ("": of every family): its rows
// (data-family), the buttons of the commands it takes, and the cells
// entered for hint where it takes --entered.
function showFamily(name) {
  document.body.dataset.showing = name || "";
  const spec = name ? KINDS.get(name) : null;
  for (const row of document.querySelectorAll("#input-pane [data-family]"))
    row.hidden = Boolean(name) && row.dataset.family !== name;
  if (!spec) {
    for (const b of document.querySelectorAll("#actions button")) b.hidden = false;
    $("entered-box").hidden = false;
    return;
  }
  for (const b of document.querySelectorAll("button[data-command]"))
    b.hidden = !spec.commands.includes(b.dataset.command === "count" ? "solve" : b.dataset.command);
  $("print").hidden = !spec.commands.includes("print");
  $("entered-box").hidden = !spec.options.includes("entered");
}

function setPuzzle(text) {
  $("puzzle").value = text;
  textChanged();
}

function gridChanged(g, focus) {
  setPuzzle(FutoshikiEditor.format(g));
  if (focus && $(focus)) $(focus).focus();
}

function sudokuChanged(s, focus) {
  setPuzzle(SudokuEditor.format(s));
  if (focus && $(focus)) $(focus).focus();
}

// A share link opens the same view: `#solve=...`, `#explain=...`.
function shareLink(command) {
  return location.origin + "/#" + command + "=" + encodeURIComponent(puzzle());
}
function openHash() {
  const m = /^#([a-z]+)=(.*)$/s.exec(location.hash);
  if (!m || !COMMANDS.includes(m[1])) return;
  setPuzzle(decodeURIComponent(m[2]));
  run(m[1]);
}

// Whether generate's kind `k` takes option `name` (before the server has
// answered: the order is Futoshiki's, a grade everyone's).
function generateTakes(k, name) {
  const spec = KINDS.get(k);
  if (!spec) return name === "grade" || k === "futoshiki";
  return spec.options.includes(name);
}

// The fields of the kind to generate: its order and grade when it has them.
function generateKindChanged() {
  $("gen-order-field").hidden = !generateTakes($("gen-kind").value, "order");
  $("gen-grade-field").hidden = !generateTakes($("gen-kind").value, "grade");
}

// Every kind is offered: one whose family makes no puzzles yet gets the
// command line's one line saying so (generate does not make ...).
async function generate() {
  const options = {seed: Number($("gen-seed").value) || 1};
  const k = $("gen-kind").value;
  if (generateTakes(k, "order")) options.order = Number($("gen-order").value) || 5;
  if (generateTakes(k, "grade") && $("gen-grade").value.trim()) options.grade = $("gen-grade").value.trim();
  options.format = "text";
  setStatus("generating…");
  try {
    const text = await Api.call("generate", "", k, options);
    setPuzzle(text);
    setStatus("generated a " + k + " puzzle (seed " + options.seed + ")");
  } catch (e) {
    setStatus(e.message, true);
  }
}

async function printPdf() {
  setStatus("making the PDF…");
  try {
    const blob = await Api.call("print", puzzle(), kind(), {});
    const a = el("a", "the PDF (puzzle and answer)");
    a.href = URL.createObjectURL(blob);
    a.download = "puzzle.pdf";
    a.id = "pdf-link";
    $("answer").replaceChildren(a);
    setStatus("print: done");
    window.open(a.href, "_blank");
  } catch (e) {
    setStatus(e.message, true);
  }
}

// The menus of kinds list the server's kind table (GET /api/kinds): every
// kind to read a puzzle as, and those generate makes. The page's own list
// stays when the server does not answer.
async function loadKinds() {
  let kinds;
  try {
    const res = await fetch("/api/kinds");
    if (!res.ok) return;
    kinds = (await res.json()).kinds;
  } catch (e) {
    return;
  }
  const fill = (select, keep, fixed) => {
    const chosen = select.value;
    while (select.options.length > fixed) select.remove(fixed);
    for (const k of kinds) if (keep(k)) select.add(new Option(k.name, k.name, false, k.name === chosen));
  };
  KINDS = new Map(kinds.map(k => [k.name, {commands: k.commands, options: k.options || []}]));
  fill($("kind"), () => true, 1);  // after "from the text"
  fill($("gen-kind"), () => true, 0);
  generateKindChanged();
  showFamily(kind() || document.body.dataset.showing);
}

function init() {
  loadKinds();
  for (const [i, ex] of EXAMPLES.entries()) $("example").add(new Option(ex.title, i));
  for (let n = 3; n <= 9; ++n) $("new-order").add(new Option(n, n, n === 5, n === 5));
  for (const n of SudokuEditor.ORDERS) $("new-sudoku-order").add(new Option(`${n}x${n}`, n, n === 9, n === 9));
  $("new-sudoku-grid").onclick = () => setPuzzle(SudokuEditor.empty(Number($("new-sudoku-order").value)));
  $("gen-kind").onchange = generateKindChanged;
  $("example").onchange = () => {
    if ($("example").value === "") return;
    Explainer.close();
    $("answer").replaceChildren();
    setStatus("");
    setPuzzle(EXAMPLES[$("example").value].text);
  };
  $("new-grid").onclick = () => setPuzzle(FutoshikiEditor.format(FutoshikiEditor.empty(Number($("new-order").value))));
  $("puzzle").oninput = textChanged;
  $("kind").onchange = () => { showFamily(kind()); scheduleLive(); };
  for (const b of document.querySelectorAll("button[data-command]")) b.onclick = () => run(b.dataset.command);
  $("generate").onclick = generate;
  $("print").onclick = printPdf;
  $("share").onclick = () => {
    const command = $("answer").dataset.command || "solve";
    $("share-link").hidden = false;
    $("share-link").value = shareLink(command);
    $("share-link").select();
    history.replaceState(null, "", "#" + command + "=" + encodeURIComponent(puzzle()));
  };
  $("first-step").onclick = () => Explainer.go(0);
  $("prev-step").onclick = () => Explainer.go(Explainer.at - 1);
  $("next-step").onclick = () => Explainer.go(Explainer.at + 1);
  $("last-step").onclick = () => Explainer.go(Explainer.steps.length - 1);
  document.addEventListener("keydown", e => {
    if (["INPUT", "TEXTAREA", "SELECT"].includes(e.target.tagName) || $("stepper").hidden) return;
    if (e.key === "ArrowRight") Explainer.go(Explainer.at + 1);
    else if (e.key === "ArrowLeft") Explainer.go(Explainer.at - 1);
    else if (e.key === "Home") Explainer.go(0);
    else if (e.key === "End") Explainer.go(Explainer.steps.length - 1);
  });
  window.addEventListener("hashchange", openHash);
  openHash();
}

init();
