// Calls of the workbench's API (POST /api/<command>, docs/web.md) and the
// rendering of their answers as text in the page: tables for solutions, so
// that a reader (or a test) can read, copy and find them.
"use strict";

const Api = {
  // The JSON answer of `command`, or throws an Error with the server's
  // message and place ({error: {message, line, column}}).
  async call(command, puzzle, kind, options) {
    const body = {options: options || {}};
    if (command === "generate") body.kind = kind; else body.puzzle = puzzle;
    if (command !== "generate" && kind) body.kind = kind;
    const res = await fetch("/api/" + command, {method: "POST", body: JSON.stringify(body)});
    const type = res.headers.get("Content-Type") || "";
    if (!res.ok) {
      let message = res.status + " " + res.statusText, line = 0, column = 0;
      if (type.startsWith("application/json")) {
        const e = (await res.json()).error;
        message = e.message; line = e.line; column = e.column;
      }
      const error = new Error(line ? `line ${line}, column ${column}: ${message}` : message);
      error.status = res.status;
      throw error;
    }
    if (type.startsWith("application/json")) return res.json();
    if (type.startsWith("application/pdf")) return res.blob();
    return res.text();
  },
};

// An element with text (never HTML from an answer).
function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
}

// How many solutions, in words.
function countWords(r) {
  if (r.count === null || r.count === undefined) return "";
  const n = r.exact ? String(r.count) : "at least " + r.count;
  if (r.exact && r.count === 0) return "no solution";
  if (r.exact && r.count === 1) return "one solution (unique)";
  return n + " solutions" + (r.exact ? "" : " (stopped: " + r.stop + ")");
}

// A solution as an HTML table: a Futoshiki grid, a logic grid's positions
// by category, or a river crossing's steps.
function solutionTable(s) {
  const t = el("table", null, "grid");
  if (Array.isArray(s)) {
    for (const row of s) {
      const tr = t.insertRow();
      for (const v of row) tr.appendChild(el("td", v));
    }
  } else if (s && Array.isArray(s.steps)) {
    s.steps.forEach((step, i) => {
      const tr = t.insertRow();
      tr.appendChild(el("td", i + 1));
      tr.appendChild(el("td", step.text));
    });
  } else if (s && typeof s === "object") {
    for (const [category, values] of Object.entries(s)) {
      const tr = t.insertRow();
      tr.appendChild(el("th", category));
      for (const v of values) tr.appendChild(el("td", v));
    }
  }
  return t;
}

// The answer of solve, check, count, grade, analyze or hint, in the page.
function renderResult(command, doc, into) {
  into.replaceChildren();
  for (const r of doc.results || []) {
    if (r.record === "error") {
      into.appendChild(el("p", `line ${r.line}, column ${r.column}: ${r.message}`, "status error"));
      continue;
    }
    if (r.title) into.appendChild(el("h3", r.title));
    if (r.verdict && r.verdict.reason) into.appendChild(el("p", "Verdict: " + r.verdict.reason));
    into.appendChild(el("p", countWords(r), "count"));
    for (const s of r.solutions || []) into.appendChild(solutionTable(s));
    const x = r.explained;
    if (x) {
      if (x.grade) into.appendChild(el("p", "Grade: " + x.grade, "grade"));
      if (command === "hint") {
        for (const w of x.wrong || [])
          into.appendChild(el("p", `Wrong: ${w.cell} = ${w.value}: ${w.reason}`, "hint"));
        if (x.hint) into.appendChild(el("p", "Hint: " + x.hint.text, "hint"));
      }
      if (command === "grade") {
        const t = el("table", null, "grid");
        for (const k of x.techniques || []) {
          const tr = t.insertRow();
          tr.appendChild(el("td", k.technique.replaceAll("_", " ")));
          tr.appendChild(el("td", k.count));
        }
        into.appendChild(t);
      }
    }
    if (r.analysis) into.appendChild(el("pre", JSON.stringify(r.analysis, null, 1)));
  }
}
