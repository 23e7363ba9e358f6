// The Futoshiki editor: the puzzle's grid as a table whose cells cycle
// through the givens when clicked (or take a typed digit) and whose gaps
// between cells cycle through the signs. It reads and writes the grid
// format of docs/futoshiki.md ("5", then rows like `0 > 0 | 0 | 1 | 0` and
// between them `- - ^ - v`), so the text box and the editor stay one puzzle.
"use strict";

const FutoshikiEditor = {
  // Orders up to 9, whose values are one digit each.
  // {order, cells[r][c], across[r][c] (between c and c+1: "|", "<", ">"),
  //  down[r][c] (between r and r+1: "-", "^", "v")}, or null when the text
  // is not a grid in that format.
  parse(text) {
    const lines = text.split("\n").map(l => l.replace(/#.*/, "").trim()).filter(l => l !== "");
    if (lines.length === 0 || !/^\d+$/.test(lines[0])) return null;
    const n = Number(lines[0]);
    if (n < 2 || n > 9 || lines.length !== 2 * n) return null;
    const g = {order: n, cells: [], across: [], down: []};
    // One character a token: the files' `0 > 0 | 1` and generate's `0>0|1` alike.
    const tokens = line => line.replace(/\s+/g, "").split("");
    for (let r = 0; r < n; ++r) {
      const row = tokens(lines[1 + 2 * r]);
      if (row.length !== 2 * n - 1) return null;
      g.cells.push([]); g.across.push([]);
      for (let c = 0; c < n; ++c) {
        const v = Number(row[2 * c]);
        if (!Number.isInteger(v) || v < 0 || v > n) return null;
        g.cells[r].push(v);
        if (c + 1 < n) g.across[r].push(row[2 * c + 1]);
      }
      if (r + 1 < n) {
        const between = tokens(lines[2 + 2 * r]);
        if (between.length !== 2 * n - 1) return null;
        g.down.push([]);
        for (let c = 0; c < n; ++c) g.down[r].push(between[2 * c]);
      }
    }
    return g;
  },

  empty(n) {
    const fill = (rows, cols, v) => Array.from({length: rows}, () => Array(cols).fill(v));
    return {order: n, cells: fill(n, n, 0), across: fill(n, n - 1, "|"), down: fill(n - 1, n, "-")};
  },

  format(g) {
    const out = [String(g.order)];
    for (let r = 0; r < g.order; ++r) {
      const row = [];
      for (let c = 0; c < g.order; ++c) {
        row.push(String(g.cells[r][c]));
        if (c + 1 < g.order) row.push(g.across[r][c]);
      }
      out.push(row.join(" "));
      if (r + 1 < g.order) {
        const between = [];
        for (let c = 0; c < g.order; ++c) {
          between.push(g.down[r][c]);
          if (c + 1 < g.order) between.push("-");
        }
        out.push(between.join(" "));
      }
    }
    return out.join("\n") + "\n";
  },

  // Draws `g` into `into`; `changed(g)` is called after each edit.
  draw(g, into, changed) {
    const t = document.createElement("table");
    t.className = "fut";
    const cycle = (list, v) => list[(list.indexOf(v) + 1) % list.length];
    const shown = {"|": "", "-": "", "<": "<", ">": ">", "^": "∧", "v": "∨"};
    for (let r = 0; r < 2 * g.order - 1; ++r) {
      const tr = t.insertRow();
      for (let c = 0; c < 2 * g.order - 1; ++c) {
        const td = tr.insertCell();
        const gr = r >> 1, gc = c >> 1;
        if (r % 2 === 0 && c % 2 === 0) {
          td.className = "cell" + (g.cells[gr][gc] ? " given" : "");
          td.id = `cell-r${gr + 1}c${gc + 1}`;
          td.tabIndex = 0;
          td.textContent = g.cells[gr][gc] || "";
          td.title = `row ${gr + 1}, column ${gc + 1}: click for the next given, or type a digit`;
          td.onclick = () => { g.cells[gr][gc] = (g.cells[gr][gc] + 1) % (g.order + 1); changed(g); };
          td.onkeydown = e => {
            if (!/^[0-9]$/.test(e.key) || Number(e.key) > g.order) return;
            g.cells[gr][gc] = Number(e.key);
            changed(g, td.id);
          };
        } else if (r % 2 === 0) {
          const v = g.across[gr][gc];
          td.className = "sign";
          td.id = `across-r${gr + 1}c${gc + 1}`;
          td.textContent = shown[v];
          td.title = "click for the next sign: none, <, >";
          td.onclick = () => { g.across[gr][gc] = cycle(["|", "<", ">"], v); changed(g); };
        } else if (c % 2 === 0) {
          const v = g.down[gr][gc];
          td.className = "sign";
          td.id = `down-r${gr + 1}c${gc + 1}`;
          td.textContent = shown[v];
          td.title = "click for the next sign: none, ∧, ∨";
          td.onclick = () => { g.down[gr][gc] = cycle(["-", "^", "v"], v); changed(g); };
        }
      }
    }
    into.replaceChildren(t);
  },
};
